import { index, pgTable, primaryKey, smallint, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { attachments } from './attachments';
import { submissions } from './submissions';

/**
 * An idea's files, in the order the inventor gave them (ADR 39). A file is on one idea at most:
 * two requests that both put it on an idea cannot both succeed.
 */
export const submissionFiles = pgTable(
  'submission_files',
  {
    submissionId: uuid('submission_id')
      .notNull()
      .references(() => submissions.id, { onDelete: 'cascade' }),
    attachmentId: uuid('attachment_id')
      .notNull()
      .references(() => attachments.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.submissionId, t.attachmentId] }),
    uniqueIndex('submission_files_attachment_unique').on(t.attachmentId),
    index('submission_files_order_idx').on(t.submissionId, t.position),
  ],
);
