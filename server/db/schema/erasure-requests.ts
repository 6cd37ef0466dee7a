import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { KeptRecord } from '#common/erasure';
import { users } from './auth';
import { at, createdAt, id } from './columns';

/**
 * A request to erase an account that could not be carried out in full: the person is an inventor
 * on sent ideas, kept under GDPR Art. 17(3)(e) (ADR 45). Staff answer it within a month
 * (Art. 12(3)): the queue shows it until then.
 */
export const erasureRequests = pgTable(
  'erasure_requests',
  {
    id: id(),
    /** The closed account, kept while its ideas are; null once it is erased too. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The address to answer: the person's, as it was. */
    email: text('email').notNull(),
    kept: jsonb('kept').$type<KeptRecord[]>().notNull(),
    requestedAt: createdAt(),
    dueAt: at('due_at').notNull(),
    answeredAt: at('answered_at'),
    answeredBy: uuid('answered_by').references(() => users.id, { onDelete: 'set null' }),
    answer: text('answer'),
  },
  (t) => [
    index('erasure_requests_open_idx')
      .on(t.dueAt)
      .where(sql`${t.answeredAt} is null`),
  ],
);
