// The database as a bare handler uses it: SQL text in, rows as arrays out. PostgreSQL through a
// pg pool (DATABASE_URL), or the embedded database in a directory (PGLITE_DIR).
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';

export interface BareDb {
  rows(text: string, params?: unknown[]): Promise<unknown[][]>;
  close(): Promise<void>;
}

export async function openBareDb(env: NodeJS.ProcessEnv): Promise<BareDb> {
  if (env.DATABASE_URL) {
    // As many connections as the portal's pool.
    const pool = new pg.Pool({ connectionString: env.DATABASE_URL, max: 10 });
    return {
      rows: async (text, values) => (await pool.query({ text, values, rowMode: 'array' })).rows,
      close: () => pool.end(),
    };
  }
  if (!env.PGLITE_DIR) throw new Error('set DATABASE_URL or PGLITE_DIR');
  const client = await PGlite.create(env.PGLITE_DIR, { extensions: { pg_trgm } });
  return {
    rows: async (text, params) =>
      (await client.query<unknown[]>(text, params, { rowMode: 'array' })).rows,
    close: () => client.close(),
  };
}
