import { pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { at } from './columns';
import { submissions } from './submissions';

/**
 * The receipt a sent idea's submitter was mailed, as it was queued: written in the transaction
 * that sends the idea, beside its mail. The evidence bundle and the proof status read it here,
 * so proof depends neither on the mail's wording nor on the mail row still being kept. It goes
 * with its idea.
 */
export const submissionReceipts = pgTable('submission_receipts', {
  submissionId: uuid('submission_id')
    .primaryKey()
    .references(() => submissions.id, { onDelete: 'cascade' }),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  /** When it was queued: the time of the transaction that sent the idea and queued its mail. */
  recordedAt: at('recorded_at').defaultNow().notNull(),
});
