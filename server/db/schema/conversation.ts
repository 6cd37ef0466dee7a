import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { authorRoles, messageKinds } from '#common/conversation';
import { at, createdAt } from './columns';
import { userIdColumn, users } from './auth';
import { attachments } from './attachments';
import { submissions } from './submissions';

/**
 * The conversation on a sent submission: messages, requests for information and staff-only
 * notes. Part of the disclosure record, so append-only (migration 0016 refuses any change but
 * the links a deleted account or file leaves empty); a row goes only with its submission.
 */
export const conversationMessages = pgTable(
  'submission_messages',
  {
    /**
     * Made by the client: the idempotency key of a send within its submission. Unique per
     * submission only, so one client's id can never collide with a message on another idea.
     */
    id: uuid('id')
      .default(sql`gen_random_uuid()`)
      .notNull(),
    submissionId: uuid('submission_id')
      .notNull()
      .references(() => submissions.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    /** The author's name as it was when they wrote. */
    authorName: text('author_name').notNull(),
    authorRole: text('author_role', { enum: authorRoles }).notNull(),
    kind: text('kind', { enum: messageKinds }).notNull(),
    body: text('body').notNull(),
    attachmentId: uuid('attachment_id').references(() => attachments.id, { onDelete: 'set null' }),
    attachmentName: text('attachment_name'),
    /**
     * Staff members a note mentions (and mailed), with their names (the address of one without a
     * name) and roles when it was written; notes written before roles were kept have none.
     */
    mentions: jsonb('mentions')
      .$type<{ id: string; name: string; role?: 'admin' | 'reviewer' }[]>()
      .notNull()
      .default([]),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.submissionId, t.id] }),
    index('submission_messages_thread_idx').on(t.submissionId, t.createdAt),
    // One message or submission per uploaded file.
    uniqueIndex('submission_messages_attachment_unique')
      .on(t.attachmentId)
      .where(sql`${t.attachmentId} is not null`),
  ],
);

/** How far each person has read each conversation: later messages by others are unread. */
export const conversationReads = pgTable(
  'submission_message_reads',
  {
    userId: userIdColumn(),
    submissionId: uuid('submission_id')
      .notNull()
      .references(() => submissions.id, { onDelete: 'cascade' }),
    readUpTo: at('read_up_to').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.submissionId] })],
);
