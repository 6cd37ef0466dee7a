import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { openDatabase, type Database } from '../db/client';
import { createTestDatabase } from './database';

const migrations = fileURLToPath(new URL('../db/migrations', import.meta.url));

/**
 * A fresh database as an older portal left it: migrated only as far as the migration numbered
 * `last`, so a test can write rows the way the portal wrote them then and see what the later
 * migrations (its `migrate()`) make of them. `close()` drops it.
 */
export async function olderDatabase(last: number): Promise<{
  database: Database;
  close(): Promise<void>;
}> {
  const folder = await mkdtemp(path.join(tmpdir(), 'migrations-'));
  await mkdir(path.join(folder, 'meta'));
  const journal = JSON.parse(await readFile(path.join(migrations, 'meta/_journal.json'), 'utf8'));
  journal.entries = journal.entries.filter((entry: { idx: number }) => entry.idx <= last);
  await writeFile(path.join(folder, 'meta/_journal.json'), JSON.stringify(journal));
  for (const { tag } of journal.entries as { tag: string }[])
    await copyFile(path.join(migrations, `${tag}.sql`), path.join(folder, `${tag}.sql`));
  const test = await createTestDatabase({ empty: true });
  const database = await openDatabase(test.options);
  if (database.kind === 'pglite')
    await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder: folder });
  else await migratePg(database.db as unknown as NodePgDatabase, { migrationsFolder: folder });
  await rm(folder, { recursive: true, force: true });
  return {
    database,
    async close() {
      await database.close();
      await test.drop();
    },
  };
}
