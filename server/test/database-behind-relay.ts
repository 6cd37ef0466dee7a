import { createTestDatabase } from './database';
import { startTcpProxy } from './tcp-proxy';

/**
 * A fresh, migrated PostgreSQL test database reached through a relay the test controls (cut,
 * frozen, restored), so a database outage can be played for one portal without touching the
 * cluster other tests use. `url` names the database through the relay.
 */
export async function databaseBehindRelay() {
  const testDatabase = await createTestDatabase();
  const migrated = await testDatabase.open();
  await migrated.close();
  const direct = new URL((testDatabase.options as { url: string }).url);
  const relay = await startTcpProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
  const url = new URL(direct);
  url.hostname = '127.0.0.1';
  url.port = String(relay.port);
  return {
    url: url.toString(),
    relay,
    async close() {
      await relay.close();
      await testDatabase.drop();
    },
  };
}
