import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, auditVerifications } from '../db/schema';
import { createTestDatabase, type TestDatabase } from '../test/database';
import { allEntries, tamper, writeEntries } from '../test/audit-chain';

const exec = promisify(execFile);

let dataDir: string;
let testDatabase: TestDatabase;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'audit-verify-'));
  // On the embedded database the command opens DATA_DIR/pglite, as the portal does.
  testDatabase = await createTestDatabase({ dataDir: path.join(dataDir, 'pglite') });
  await withDatabase((db) => writeEntries(db, 4));
});
afterAll(async () => {
  await testDatabase.drop();
  await rm(dataDir, { recursive: true, force: true });
});

/** The embedded database has one user at a time: the command gets it to itself. */
async function withDatabase<T>(
  work: (db: Awaited<ReturnType<TestDatabase['open']>>['db']) => Promise<T>,
) {
  const database = await testDatabase.open();
  try {
    return await work(database.db);
  } finally {
    await database.close();
  }
}

/** Runs `npm run audit:verify` as an operator would, with the server's configuration. */
async function auditVerify() {
  const { DATABASE_URL: _, TEST_DATABASE_URL: __, ...env } = process.env;
  const options = testDatabase.options;
  try {
    const { stdout, stderr } = await exec(
      process.execPath,
      ['--import', 'tsx', 'server/cli/audit-verify.ts'],
      {
        env: {
          ...env,
          NODE_ENV: 'test',
          LOG_LEVEL: 'error',
          DATA_DIR: dataDir,
          ...('url' in options ? { DATABASE_URL: options.url } : {}),
        },
      },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

describe('npm run audit:verify', () => {
  it('passes an untouched chain, printing its length and head hash, and records the check', async () => {
    const head = (await withDatabase(allEntries)).at(-1)!;
    const result = await auditVerify();
    expect(result).toMatchObject({ code: 0, stderr: '' });
    expect(result.stdout).toBe(
      `Chain length: 4\nHead: entry ${head.id}, hash ${head.hash}\nThe audit chain is intact.\n`,
    );
    const [check] = await withDatabase((db) =>
      db.select().from(auditVerifications).orderBy(desc(auditVerifications.verifiedAt)).limit(1),
    );
    expect(check).toMatchObject({ by: 'cli', ok: true, chainLength: 4, headId: head.id });
  });

  it('exits with 1 naming the first broken entry and why', async () => {
    const second = (await withDatabase(allEntries))[1]!;
    await withDatabase((db) =>
      tamper(db, (tx) =>
        tx
          .update(auditLog)
          .set({ actorEmail: 'someone-else@example.com' })
          .where(eq(auditLog.id, second.id)),
      ),
    );
    const result = await auditVerify();
    expect(result.code).toBe(1);
    expect(result.stdout).toContain('Chain length: 4\n');
    expect(result.stderr).toBe(
      `Audit chain broken at entry ${second.id}: its personal fields (address, IP, browser, details) are not the ones hashed.\n`,
    );
    const [check] = await withDatabase((db) =>
      db.select().from(auditVerifications).orderBy(desc(auditVerifications.verifiedAt)).limit(1),
    );
    expect(check).toMatchObject({ by: 'cli', ok: false, brokenId: second.id });
  });

  it('refuses arguments with its usage', async () => {
    const { DATABASE_URL: _, ...env } = process.env;
    await expect(
      exec(process.execPath, ['--import', 'tsx', 'server/cli/audit-verify.ts', 'extra'], { env }),
    ).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringContaining('Usage: npm run audit:verify'),
    });
  });
});
