import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

/**
 * Every row of every table, as JSON text, one per line: what a dump of the database holds, on
 * the embedded database as on PostgreSQL.
 */
export async function dumpRows(db: Db): Promise<string> {
  const { rows: tables } = (await db.execute(sql`
    select table_schema as schema, table_name as name from information_schema.tables
    where table_schema in ('public', 'drizzle') and table_type = 'BASE TABLE'
    order by 1, 2`)) as unknown as { rows: { schema: string; name: string }[] };
  const lines: string[] = [];
  for (const table of tables) {
    const { rows } = (await db.execute(
      sql`select row_to_json(t)::text as row from ${sql.identifier(table.schema)}.${sql.identifier(table.name)} t`,
    )) as unknown as { rows: { row: string }[] };
    for (const { row } of rows) lines.push(`${table.schema}.${table.name} ${row}`);
  }
  return lines.join('\n');
}

/** Every file under a folder with its bytes as text, for a search of what the files hold. */
export async function filesText(folder: string): Promise<{ file: string; text: string }[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return Promise.all(
    entries
      .filter((entry) => entry.isFile())
      .map(async (entry) => {
        const file = path.join(entry.parentPath, entry.name);
        return { file, text: (await readFile(file)).toString('latin1') };
      }),
  );
}
