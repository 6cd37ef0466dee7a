import { integer, jsonb, pgTable, uuid } from 'drizzle-orm/pg-core';
import type { FactKey } from '#common/invention-facts';
import { createdAt } from './columns';
import { users } from './auth';

/**
 * Every choice admins have saved of the invention facts an idea must give before it is sent,
 * numbered. Migration 0031 seeds version 1 with none, so the spec's rule stands until changed.
 */
export const factRequirementVersions = pgTable('fact_requirement_versions', {
  version: integer('version').primaryKey(),
  required: jsonb('required').$type<FactKey[]>().notNull(),
  createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});
