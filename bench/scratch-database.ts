import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * Runs `work` against a fresh database `<prefix>_<random>` on the server at `url` (whose role
 * may create databases), and drops it afterwards, also when the run is interrupted.
 */
export async function withScratchDatabase<T>(
  url: string,
  prefix: string,
  work: (databaseUrl: string) => Promise<T>,
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
  const drop = () => admin(`drop database if exists ${name} with (force)`);
  const onSignal = () => void drop().finally(() => process.exit(130));
  process.once('SIGINT', onSignal);
  try {
    const target = new URL(url);
    target.pathname = `/${name}`;
    return await work(target.toString());
  } finally {
    process.off('SIGINT', onSignal);
    await drop();
  }
}
