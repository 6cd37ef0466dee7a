import { sql } from 'drizzle-orm';
import { index, integer, pgEnum, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { agreementStatuses, signingProviders } from '#common/agreements';
import { at, createdAt, id, updatedAt } from './columns';
import { userIdColumn } from './auth';

export const agreementStatus = pgEnum('agreement_status', agreementStatuses);
export const signingProvider = pgEnum('signing_provider', signingProviders);

/** An invention agreement sent to one signer through one signing provider. */
export const agreements = pgTable(
  'agreements',
  {
    id: id(),
    userId: userIdColumn(),
    provider: signingProvider('provider').notNull(),
    documentId: text('document_id').notNull(),
    status: agreementStatus('status').notNull().default('sent'),
    templateVersion: text('template_version'),
    signerName: text('signer_name').notNull(),
    signerEmail: text('signer_email').notNull(),
    signerJobTitle: text('signer_job_title'),
    signedAt: at('signed_at'),
    /** Storage key of the signed PDF and the SHA-256 of its bytes. */
    documentKey: text('document_key'),
    documentSha256: text('document_sha256'),
    /** The file name the provider gave the signed PDF, if any. */
    documentFilename: text('document_filename'),
    /** The code printed on the signed PDF under its seal (/verify); null where none is. */
    verificationCode: text('verification_code').unique(),
    /**
     * When the signed PDF is next due for long-term validation (a DSS and a document timestamp,
     * jobs/archive-worker.ts): at signing, then before each document timestamp's certificates
     * expire; null when none is due. A worker holds it until archive_lease_until.
     */
    archiveDueAt: at('archive_due_at'),
    archiveLeaseUntil: at('archive_lease_until'),
    archiveAttempts: integer('archive_attempts').notNull().default(0),
    archiveError: text('archive_error'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('agreements_provider_document_idx').on(t.provider, t.documentId),
    index('agreements_document_sha256_idx').on(t.documentSha256),
    index('agreements_user_idx').on(t.userId, t.createdAt.desc()),
    // Signing twice never leaves a user with two signed agreements.
    uniqueIndex('agreements_one_signed_per_user_idx')
      .on(t.userId)
      .where(sql`${t.status} = 'signed'`),
    index('agreements_archive_due_idx')
      .on(t.archiveDueAt)
      .where(sql`${t.archiveDueAt} is not null`),
  ],
);

/**
 * A signed PDF made long-term validatable: the original (agreements.document_key), which never
 * changes, followed by a DSS and a document timestamp; each renewal appends another to the one
 * before. Downloads serve the newest; every revision's SHA-256 is one /verify knows.
 */
export const agreementRevisions = pgTable(
  'agreement_revisions',
  {
    id: id(),
    agreementId: uuid('agreement_id')
      .notNull()
      .references(() => agreements.id, { onDelete: 'cascade' }),
    revision: integer('revision').notNull(),
    documentKey: text('document_key').notNull(),
    documentSha256: text('document_sha256').notNull(),
    /** The document timestamp this revision adds: when, and by which authority. */
    timestampedAt: at('timestamped_at').notNull(),
    tsaName: text('tsa_name').notNull(),
    /** When the first certificate that timestamp rests on expires. */
    expiresAt: at('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('agreement_revisions_revision_idx').on(t.agreementId, t.revision),
    index('agreement_revisions_sha256_idx').on(t.documentSha256),
  ],
);
