import { inArray } from 'drizzle-orm';
import type { InventionFactsRecord } from '#common/invention-facts';
import type { Db } from '#server/db/client';
import { submissions } from '#server/db/schema/index';
import { factsRecord } from './facts';

/** The facts of each of these ideas, read in one statement (an export's batch). */
export async function factsOfIdeas(
  db: Db,
  ids: string[],
): Promise<Map<string, InventionFactsRecord>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: submissions.id, facts: submissions.facts })
    .from(submissions)
    .where(inArray(submissions.id, ids));
  return new Map(rows.map((row) => [row.id, factsRecord(row.facts)]));
}
