import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql, type SQL } from 'drizzle-orm';

/** What this needs of the database, so client.ts, which calls it, is not imported back. */
interface Queries {
  execute(query: SQL): PromiseLike<unknown>;
}

/**
 * Whether the journal lists a migration the database has not recorded, by the rule drizzle's
 * migrator applies (a migration newer than the newest recorded one). One query, so an
 * up-to-date database starts without the migrator reading and hashing every file, and on
 * PostgreSQL without its own connection and lock.
 */
export async function hasPendingMigrations(
  db: Queries,
  migrationsFolder: string,
): Promise<boolean> {
  const journal = JSON.parse(
    await readFile(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8'),
  ) as { entries: { when: number }[] };
  const newest = Math.max(...journal.entries.map((entry) => entry.when));
  try {
    const result = (await db.execute(
      sql`select max(created_at) as applied from drizzle.__drizzle_migrations`,
    )) as unknown as { rows: { applied: string | number | null }[] };
    const applied = result.rows[0]?.applied;
    return applied == null || Number(applied) < newest;
  } catch {
    // No migrations table yet: a new database.
    return true;
  }
}
