import { sql } from 'drizzle-orm';
import { customType, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, createdAt, id } from './columns';

const bytes = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});

/** What a trusted timestamp is over. */
export const timestampSubjects = [
  'submission-manifest',
  'agreement-pdf',
  'audit-head',
  'inventor-attestation',
  'patent-opinion',
  'patent-decision',
] as const;
export type TimestampSubject = (typeof timestampSubjects)[number];

/**
 * RFC 3161 timestamps: each row is first a job (written in the transaction of the thing it
 * proves, like the mail outbox) and, once an authority has answered, the proof itself. A row is
 * retried until a token that checks out is stored; an authority being away delays it, never
 * loses it.
 */
export const timestampTokens = pgTable(
  'timestamp_tokens',
  {
    id: id(),
    subjectType: text('subject_type', { enum: timestampSubjects }).notNull(),
    /** The submission, agreement or audit entry (the chain head) it is over. */
    subjectId: text('subject_id').notNull(),
    /** Hex SHA-256 of exactly the bytes the token is over. */
    sha256: text('sha256').notNull(),
    /**
     * The exact bytes hashed, when the portal wrote them (a submission's manifest, canonical
     * JSON): kept so the evidence bundle carries what the token is over, byte for byte.
     */
    document: text('document'),
    state: text('state', { enum: ['pending', 'requesting', 'granted'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: at('next_attempt_at').notNull().defaultNow(),
    leaseUntil: at('lease_until'),
    lastError: text('last_error'),
    /** The authority's whole reply (TimeStampResp), DER, as received: the bundle's `.tsr`. */
    response: bytes('response'),
    /** The TimeStampToken inside it, DER. */
    token: bytes('token'),
    /** The time the authority put in the token. */
    genTime: at('gen_time'),
    tsaUrl: text('tsa_url'),
    /** The authority's certificate subject, for people to read. */
    tsaName: text('tsa_name'),
    serialNumber: text('serial_number'),
    /**
     * The roots (PEM, TSA_CA_FILE) the token was checked against when it was stored: the ones
     * its evidence bundles ship, whatever TSA_CA_FILE says later. Null: none were configured.
     */
    trustedRoots: text('trusted_roots'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('timestamp_tokens_subject_idx').on(t.subjectType, t.subjectId),
    // /verify finds a token by what it is over.
    index('timestamp_tokens_sha256_idx').on(t.sha256),
    index('timestamp_tokens_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.state} in ('pending', 'requesting')`),
  ],
);
