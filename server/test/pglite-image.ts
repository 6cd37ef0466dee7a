import { createHash } from 'node:crypto';
import { readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client';
import { migrateDatabase } from '../migrate';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A dumped, migrated embedded database every test file's database starts from. */
    pgliteImage: string | undefined;
  }
}

const migrationsFolder = fileURLToPath(new URL('../db/migrations', import.meta.url));

/** Names the image by the migrations it holds, so a changed migration makes a new one. */
async function imageFile(): Promise<string> {
  const hash = createHash('sha256');
  for (const name of (await readdir(migrationsFolder, { recursive: true })).sort()) {
    hash.update(name);
    hash.update(await readFile(path.join(migrationsFolder, name)).catch(() => ''));
  }
  return path.join(tmpdir(), `portal-pglite-${hash.digest('hex').slice(0, 16)}.tar`);
}

/**
 * Vitest's global set-up for the integration tests on the embedded database: starting the
 * embedded database and migrating it takes seconds, loading a migrated image about one, and
 * there are hundreds of test databases.
 */
export default async function setup(project: TestProject): Promise<void> {
  if (process.env.TEST_DATABASE_URL) return project.provide('pgliteImage', undefined);
  const file = await imageFile();
  const existing = await readFile(file).catch(() => null);
  if (!existing) {
    const database = await openDatabase({ dataDir: undefined });
    await migrateDatabase(database);
    const image = await (database.db as unknown as { $client: PGliteDump }).$client.dumpDataDir(
      'none',
    );
    await database.close();
    // Another run may be writing the same image: each writes its own, then renames it in place.
    await writeFile(`${file}.${process.pid}`, Buffer.from(await image.arrayBuffer()));
    await rename(`${file}.${process.pid}`, file);
  }
  project.provide('pgliteImage', file);
}

interface PGliteDump {
  dumpDataDir(compression: 'none'): Promise<Blob>;
}
