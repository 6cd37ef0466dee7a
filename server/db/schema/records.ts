import { date, integer, pgTable, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { at, createdAt } from './columns';
import { submissions } from './submissions';

/**
 * Every retention period admins have saved for declined ideas, numbered; the newest is in
 * force. Null months keep declined ideas for good (the first version, from the migration).
 */
export const retentionSettingVersions = pgTable('retention_setting_versions', {
  version: integer('version').primaryKey(),
  declinedRetentionMonths: integer('declined_retention_months'),
  createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});

/**
 * The admins' notice that a declined idea will be removed on `removeOn`: written in the
 * transaction that queues the summary mail, so each idea is announced once, and no idea is
 * removed before its notice is days old.
 */
export const retentionNotices = pgTable('retention_notices', {
  submissionId: uuid('submission_id')
    .primaryKey()
    .references(() => submissions.id, { onDelete: 'cascade' }),
  removeOn: date('remove_on', { mode: 'string' }).notNull(),
  noticedAt: at('noticed_at').defaultNow().notNull(),
});
