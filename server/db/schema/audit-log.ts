import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { at, createdAt, id } from './columns';

/**
 * Security events and admin actions. Append-only: a trigger rejects UPDATE, DELETE and TRUNCATE.
 * Actors are kept by value (no foreign key) so history survives the deletion of a user.
 *
 * Every entry is a link of a hash chain (services/audit/chain.ts): its place in the chain, the
 * hash of the entry before it and its own hash. Entries written before the chain existed are
 * chained once at start-up; the only change the trigger allows is that one.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    action: text('action').notNull(),
    actorId: uuid('actor_id'),
    actorEmail: text('actor_email'),
    targetType: text('target_type'),
    targetId: text('target_id'),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    details: jsonb('details').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
    /** 1, 2, 3… without gaps: the order of the chain. */
    chainPosition: bigint('chain_position', { mode: 'number' }),
    /** Hex SHA-256 of the entry before (64 zeros for the first). */
    prevHash: text('prev_hash'),
    /** Hex SHA-256 of prev_hash followed by the entry's canonical JSON. */
    hash: text('hash'),
    /**
     * The personal fields (actor_email, ip_address, user_agent, details) enter the hash only as
     * personal_digest = SHA-256(personal_salt, then their canonical JSON). Erasing a person
     * clears those fields and the salt and keeps the digest: the chain still verifies, and
     * nothing is left to guess the erased values from (ADR 45).
     */
    personalSalt: text('personal_salt'),
    personalDigest: text('personal_digest'),
    erasedAt: at('erased_at'),
    /** The entry's hash before the chain was sealed this way, as older timestamps anchored it. */
    legacyHash: text('legacy_hash'),
  },
  (t) => [
    index('audit_log_target_idx').on(t.targetType, t.targetId, t.createdAt),
    index('audit_log_created_idx').on(t.createdAt.desc()),
    index('audit_log_actor_idx').on(t.actorId, t.createdAt.desc()),
    uniqueIndex('audit_log_chain_position_idx').on(t.chainPosition),
    // Two entries after one head would fork the chain; this refuses the second.
    uniqueIndex('audit_log_prev_hash_idx').on(t.prevHash),
    index('audit_log_unchained_idx')
      .on(t.id)
      .where(sql`${t.hash} is null`),
    check(
      'audit_log_chain_complete',
      sql`(${t.hash} is null) = (${t.prevHash} is null) and (${t.hash} is null) = (${t.chainPosition} is null)`,
    ),
  ],
);

/** Who or what checked the chain. */
export const auditVerifiers = ['admin', 'cli', 'daily'] as const;
export type AuditVerifier = (typeof auditVerifiers)[number];

/** Each check of the whole chain and what it found. */
export const auditVerifications = pgTable(
  'audit_verifications',
  {
    id: id(),
    verifiedAt: at('verified_at').defaultNow().notNull(),
    by: text('by', { enum: auditVerifiers }).notNull(),
    /** The admin who asked, for `admin`. */
    actorId: uuid('actor_id'),
    actorEmail: text('actor_email'),
    chainLength: bigint('chain_length', { mode: 'number' }).notNull(),
    headId: bigint('head_id', { mode: 'number' }),
    headHash: text('head_hash'),
    ok: boolean('ok').notNull(),
    /** The first entry that does not hold, and why. */
    brokenId: bigint('broken_id', { mode: 'number' }),
    brokenReason: text('broken_reason'),
  },
  (t) => [index('audit_verifications_at_idx').on(t.verifiedAt.desc())],
);
