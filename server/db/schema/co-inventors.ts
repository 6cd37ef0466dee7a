import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, smallint, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { disputeReasons, inventorResponses } from '#common/co-inventors';
import { at, createdAt, id } from './columns';
import { users } from './auth';
import { submissions } from './submissions';

/**
 * The co-inventors an idea's submitter listed, each with the state of their invitation and, once
 * they answer, their signed attestation or dispute (ADR 35). Whoever signs in with a listed
 * address reads the idea as its co-inventor: the address is the link, so staff correcting it
 * moves the access with it.
 */
export const coInventors = pgTable(
  'co_inventors',
  {
    id: id(),
    submissionId: uuid('submission_id')
      .notNull()
      .references(() => submissions.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    name: text('name').notNull(),
    /** Normalised (trimmed, lower case), as accounts' addresses are. */
    email: text('email').notNull(),
    affiliation: text('affiliation').notNull().default(''),
    share: smallint('share').notNull(),
    lead: boolean('lead').notNull().default(false),
    /** When the last invitation mail was queued. */
    invitedAt: at('invited_at'),
    /** When they were asked to attest: the idea's sending, or a corrected address. */
    attestRequestedAt: at('attest_requested_at'),
    /** Reminders sent since then (after 3 and 7 days). */
    remindersSent: smallint('reminders_sent').notNull().default(0),
    response: text('response', { enum: inventorResponses }),
    respondedBy: uuid('responded_by').references(() => users.id, { onDelete: 'set null' }),
    respondedAt: at('responded_at'),
    /** The signer's name as printed on every copy, and the meaning they signed. */
    printedName: text('printed_name'),
    meaning: text('meaning'),
    disputeReason: text('dispute_reason', { enum: disputeReasons }),
    claimedShare: smallint('claimed_share'),
    disputeComment: text('dispute_comment'),
    /** Hex SHA-256 of the attestation's manifest (its document is kept with its timestamp). */
    manifestSha256: text('manifest_sha256'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('co_inventors_submission_email_idx').on(t.submissionId, t.email),
    index('co_inventors_email_idx').on(t.email),
    // The reminder job's rows: asked and not yet answered.
    index('co_inventors_unanswered_idx')
      .on(t.attestRequestedAt)
      .where(sql`${t.response} is null and ${t.attestRequestedAt} is not null`),
  ],
);
