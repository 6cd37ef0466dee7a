import {
  date,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import type { BarDateRule } from '#common/bar-dates';
import { at, createdAt } from './columns';
import { users } from './auth';
import { submissions } from './submissions';

/**
 * Every set of bar-date rules admins have saved, numbered (ADR 36). Migration 0034 seeds
 * version 1 with the rules the portal starts with; the newest version is the one in force.
 */
export const barDateRuleVersions = pgTable('bar_date_rule_versions', {
  version: integer('version').primaryKey(),
  rules: jsonb('rules').$type<BarDateRule[]>().notNull(),
  createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});

/**
 * The reminders mailed to admins before an idea's bar date, each once: a row is written in the
 * transaction that queues its mail, so instances running the job at once never both send it.
 */
export const barDateReminders = pgTable(
  'bar_date_reminders',
  {
    submissionId: uuid('submission_id')
      .notNull()
      .references(() => submissions.id, { onDelete: 'cascade' }),
    barDate: date('bar_date').notNull(),
    jurisdiction: text('jurisdiction').notNull(),
    /** 90, 30 or 7: how many days before the bar date it was due. */
    daysBefore: smallint('days_before').notNull(),
    sentAt: at('sent_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.submissionId, t.barDate, t.jurisdiction, t.daysBefore] })],
);

/**
 * Each staff member's private calendar feed: the SHA-256 of its secret token (the token itself
 * is shown once, in the feed's address). Resetting it replaces the row, and the old address
 * stops working at once.
 */
export const calendarFeeds = pgTable('calendar_feeds', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenSha256: text('token_sha256').notNull().unique(),
  createdAt: createdAt(),
});
