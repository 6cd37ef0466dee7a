import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** The address of database `name` on the server at `url`. */
export function databaseUrl(url: string, name: string): string {
  const target = new URL(url);
  target.pathname = `/${name}`;
  return target.toString();
}

/**
 * Runs `work` against a fresh database `<prefix>_<random>` on the server at `url` (whose role
 * may create databases), and drops it afterwards, also when the run is interrupted, unless
 * `keep` is set: then it stays, named in the log, to be measured again without seeding anew.
 */
export async function withScratchDatabase<T>(
  url: string,
  prefix: string,
  work: (databaseUrl: string) => Promise<T>,
  { keep = false }: { keep?: boolean } = {},
): Promise<T> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  if (keep) {
    console.log(`Database ${name} is kept (drop it with: drop database ${name})`);
    return work(databaseUrl(url, name));
  }
  const drop = () => admin(`drop database if exists ${name} with (force)`);
  const onSignal = () => void drop().finally(() => process.exit(130));
  process.once('SIGINT', onSignal);
  try {
    return await work(databaseUrl(url, name));
  } finally {
    process.off('SIGINT', onSignal);
    await drop();
  }
}
