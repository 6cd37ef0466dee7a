import { execFile } from 'node:child_process';
import { copyFile, mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { eq, sql } from 'drizzle-orm';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { canonicalJson } from '#server/lib/canonical-json';
import { openDatabase, type Database } from '#server/db/client';
import { migrateDatabase } from '#server/migrate';
import { auditLog, timestampTokens } from '#server/db/schema';
import { createTestDatabase, type TestDatabase } from '#server/test/database';
import { allEntries, restore, tamper, writeEntries } from '#server/test/audit-chain';
import { GENESIS_HASH, hashedEntry, linkEntry } from './chain';
import { chainOldEntries } from './chain-old-entries';
import { recordAudit } from './record-audit';
import { verifyChain } from './verify-chain';

const run = promisify(execFile);

let testDatabase: TestDatabase;
let database: Database;
let db: Database['db'];
beforeAll(async () => {
  testDatabase = await createTestDatabase();
  database = await testDatabase.open();
  db = database.db;
  await writeEntries(db, 6);
});
afterAll(async () => {
  await database.close();
  await testDatabase.drop();
});

describe('the chain', () => {
  it('links every entry to the one before, from 64 zeros, in the order of ids', async () => {
    const rows = await allEntries(db);
    expect(rows.map((row) => row.chainPosition)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(rows[0]!.prevHash).toBe(GENESIS_HASH);
    for (let i = 1; i < rows.length; i++) expect(rows[i]!.prevHash).toBe(rows[i - 1]!.hash);
    expect(await verifyChain(db)).toMatchObject({
      ok: true,
      length: 6,
      head: { id: rows[5]!.id, hash: rows[5]!.hash },
      broken: null,
    });
  });

  it('is the hash an outsider gets with printf and sha256sum, over the personal fields’ digest', async () => {
    const [, second] = await allEntries(db);
    const sha256sum = async (first: string, second: string) => {
      const { stdout } = await run('sh', [
        '-c',
        `printf '%s%s' "$1" "$2" | sha256sum`,
        'sh',
        first,
        second,
      ]);
      return stdout.split(' ')[0];
    };
    const personal = canonicalJson({
      actorEmail: 'entry-1@example.com',
      ipAddress: null,
      userAgent: null,
      details: { tag: 'entry 1 “é” 🧠' },
    });
    expect(second!.personalSalt).toMatch(/^[0-9a-f]{32}$/);
    expect(await sha256sum(second!.personalSalt!, personal)).toBe(second!.personalDigest);
    const json = canonicalJson(hashedEntry({ ...second!, chainPosition: second!.chainPosition! }));
    expect(JSON.parse(json)).toEqual({
      id: second!.id,
      position: 2,
      action: 'submission.tag_added',
      actorId: null,
      targetType: 'submission',
      targetId: 'entry-1',
      createdAt: second!.createdAt.toISOString(),
      personal: second!.personalDigest,
    });
    expect(json).not.toContain('entry-1@example.com');
    expect(await sha256sum(second!.prevHash!, json)).toBe(second!.hash);
  });

  it('stores the time it hashed, to the millisecond', async () => {
    const [row] = await db
      .execute<{ micros: number }>(
        sql`select extract(microseconds from created_at)::int % 1000 as micros from audit_log limit 1`,
      )
      .then((result) => (result as unknown as { rows: { micros: number }[] }).rows);
    expect(Number(row!.micros)).toBe(0);
  });

  it('stays a line when 20 transactions write at once', async () => {
    const before = await allEntries(db);
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        db.transaction(async (tx) => {
          await recordAudit(tx, {
            action: 'two_factor.enabled',
            actor: { id: null, email: `p${i}@x` },
          });
          await recordAudit(tx, {
            action: 'two_factor.disabled',
            actor: { id: null, email: `p${i}@x` },
          });
        }),
      ),
    );
    const report = await verifyChain(db);
    expect(report).toMatchObject({ ok: true, length: before.length + 40 });
    const rows = await allEntries(db);
    expect(rows.map((row) => row.chainPosition)).toEqual(rows.map((_, i) => i + 1));
    await restore(db, before);
  });

  it('keeps nothing of a transaction that rolls back, and leaves no gap', async () => {
    const before = await allEntries(db);
    await expect(
      db.transaction(async (tx) => {
        await recordAudit(tx, { action: 'two_factor.enabled' });
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    await writeEntries(db, 1, 'after');
    expect(await verifyChain(db)).toMatchObject({ ok: true, length: before.length + 1 });
    await restore(db, before);
  });

  it('refuses an entry that arrives unchained, and any change to a chained one', async () => {
    await expect(db.insert(auditLog).values({ action: 'forged' })).rejects.toThrow();
    const [first] = await allEntries(db);
    await expect(
      db.update(auditLog).set({ hash: GENESIS_HASH }).where(eq(auditLog.id, first!.id)),
    ).rejects.toThrow();
    expect((await allEntries(db))[0]!.hash).toBe(first!.hash);
  });
});

describe('verification of a log changed behind the portal’s back', () => {
  let original: Awaited<ReturnType<typeof allEntries>>;
  beforeAll(async () => {
    original = await allEntries(db);
  });
  afterEach(() => restore(db, original));

  it('names an edited entry: its hash is not its own', async () => {
    const third = original[2]!;
    await tamper(db, (tx) =>
      tx.update(auditLog).set({ targetId: 'another' }).where(eq(auditLog.id, third.id)),
    );
    expect((await verifyChain(db)).broken).toEqual({
      id: third.id,
      reason: 'hash',
      message: 'hash mismatch: the entry is not what was hashed',
    });
  });

  it('names an entry whose personal fields were edited: they are not what its digest is over', async () => {
    const third = original[2]!;
    await tamper(db, (tx) =>
      tx
        .update(auditLog)
        .set({ details: { tag: 'quietly changed' } })
        .where(eq(auditLog.id, third.id)),
    );
    expect((await verifyChain(db)).broken).toEqual({
      id: third.id,
      reason: 'personal',
      message: 'its personal fields (address, IP, browser, details) are not the ones hashed',
    });
  });

  it('names an entry marked erased that still holds personal fields', async () => {
    const third = original[2]!;
    await tamper(db, (tx) =>
      tx
        .update(auditLog)
        .set({ erasedAt: new Date(), personalSalt: null, details: { tag: 'forged after' } })
        .where(eq(auditLog.id, third.id)),
    );
    expect((await verifyChain(db)).broken).toMatchObject({ id: third.id, reason: 'personal' });
  });

  it('names the entry after a deleted one: positions skip', async () => {
    await tamper(db, (tx) => tx.delete(auditLog).where(eq(auditLog.id, original[3]!.id)));
    const report = await verifyChain(db);
    expect(report.broken).toEqual({
      id: original[4]!.id,
      reason: 'gap',
      message: 'entries are missing before it: position 4 is absent',
    });
    expect(report.length).toBe(5);
  });

  it('names an entry whose hash was recomputed after an edit: the next one no longer follows', async () => {
    const second = original[1]!;
    const forged = { ...second, targetId: 'rewritten' };
    const { linkEntry } = await import('./chain');
    const hash = linkEntry(second.prevHash!, { ...forged, chainPosition: 2 }).hash;
    await tamper(db, (tx) =>
      tx
        .update(auditLog)
        .set({ targetId: forged.targetId, hash })
        .where(eq(auditLog.id, second.id)),
    );
    expect((await verifyChain(db)).broken).toMatchObject({
      id: original[2]!.id,
      reason: 'prev_hash',
    });
  });

  it('names entries whose ids were swapped', async () => {
    const [, , c, d] = original;
    await tamper(db, async (tx) => {
      await tx.update(auditLog).set({ id: -1 }).where(eq(auditLog.id, c!.id));
      await tx.update(auditLog).set({ id: c!.id }).where(eq(auditLog.id, d!.id));
      await tx.update(auditLog).set({ id: d!.id }).where(eq(auditLog.id, -1));
    });
    // Position 3 now carries the fourth id: not what was hashed there.
    expect((await verifyChain(db)).broken).toMatchObject({ id: d!.id, reason: 'hash' });
  });

  it('names an entry renumbered to before the one it follows: out of order', async () => {
    const [, , c, d] = original;
    await tamper(db, (tx) => tx.update(auditLog).set({ id: 0 }).where(eq(auditLog.id, d!.id)));
    expect((await verifyChain(db)).broken).toEqual({
      id: 0,
      reason: 'order',
      message: `out of order: its id is not after the previous entry's (${c!.id})`,
    });
  });

  it('names the first of two entries moved in the chain', async () => {
    const [, , c, d] = original;
    await tamper(db, async (tx) => {
      await tx.update(auditLog).set({ chainPosition: -1 }).where(eq(auditLog.id, c!.id));
      await tx.update(auditLog).set({ chainPosition: 3 }).where(eq(auditLog.id, d!.id));
      await tx.update(auditLog).set({ chainPosition: 4 }).where(eq(auditLog.id, c!.id));
    });
    expect((await verifyChain(db)).broken).toMatchObject({ id: d!.id, reason: 'prev_hash' });
  });

  it('names an entry written beside the chain, with a hash but no place in it', async () => {
    const forged = { ...original[1]!, id: 9_999, chainPosition: 0, prevHash: 'f'.repeat(64) };
    await tamper(db, (tx) => tx.insert(auditLog).values(forged));
    expect((await verifyChain(db)).broken).toMatchObject({ id: 9_999, reason: 'unchained' });
  });

  describe('after a trusted timestamp anchored the head', () => {
    beforeAll(async () => {
      const head = original.at(-1)!;
      await db.insert(timestampTokens).values({
        subjectType: 'audit-head',
        subjectId: String(head.id),
        sha256: head.hash!,
        state: 'granted',
        genTime: new Date('2026-11-01T09:00:00Z'),
      });
    });
    afterAll(() => db.delete(timestampTokens));

    it('holds while the chain is as anchored', async () => {
      expect((await verifyChain(db)).ok).toBe(true);
    });

    it('names the anchored head when the chain was rewritten and every hash recomputed', async () => {
      await tamper(db, async (tx) => {
        let prevHash = GENESIS_HASH;
        for (const row of original) {
          const targetId = row.id === original[1]!.id ? 'rewritten' : row.targetId;
          const { hash } = linkEntry(prevHash, {
            ...row,
            targetId,
            chainPosition: row.chainPosition!,
          });
          await tx
            .update(auditLog)
            .set({ targetId, prevHash, hash })
            .where(eq(auditLog.id, row.id));
          prevHash = hash;
        }
      });
      expect((await verifyChain(db)).broken).toEqual({
        id: original.at(-1)!.id,
        reason: 'anchor',
        message:
          'its hash is not the hash a trusted timestamp anchored at 2026-11-01T09:00:00.000Z',
      });
    });

    it('names the anchored head when the tail was cut off', async () => {
      await tamper(db, (tx) => tx.delete(auditLog).where(eq(auditLog.id, original.at(-1)!.id)));
      expect((await verifyChain(db)).broken).toEqual({
        id: original.at(-1)!.id,
        reason: 'anchor',
        message:
          'it is gone, with the hash a trusted timestamp anchored at 2026-11-01T09:00:00.000Z',
      });
    });
  });
});

describe('entries older than the chain', () => {
  const migrations = fileURLToPath(new URL('../../db/migrations', import.meta.url));
  let folder: string;
  let old: Database;
  let oldTest: TestDatabase;
  beforeAll(async () => {
    // The migrations as they were before the chain: up to 0018.
    folder = await mkdtemp(path.join(tmpdir(), 'migrations-'));
    await mkdir(path.join(folder, 'meta'));
    const journal = JSON.parse(await readFile(path.join(migrations, 'meta/_journal.json'), 'utf8'));
    journal.entries = journal.entries.filter((entry: { idx: number }) => entry.idx <= 18);
    await writeFile(path.join(folder, 'meta/_journal.json'), JSON.stringify(journal));
    for (const file of await readdir(migrations))
      if (/^00(0\d|1[0-8])_.*\.sql$/.test(file))
        await copyFile(path.join(migrations, file), path.join(folder, file));
    oldTest = await createTestDatabase({ empty: true });
    old = await openDatabase(oldTest.options);
    if (old.kind === 'pglite')
      await migratePglite(old.db as unknown as PgliteDatabase, { migrationsFolder: folder });
    else await migratePg(old.db as unknown as NodePgDatabase, { migrationsFolder: folder });
  });
  afterAll(async () => {
    await old.close();
    await oldTest.drop();
    await rm(folder, { recursive: true, force: true });
  });

  it('are chained in the order of their ids by the migration, and new ones follow', async () => {
    await old.db.execute(sql`
      insert into audit_log (action, actor_email, target_type, target_id, details, created_at)
      values
        ('submission.deleted', 'a@example.com', 'submission', 's1',
         '{"title": "Coil", "ownerId": "u", "status": "pending"}', '2025-03-01 10:00:00.123456+00'),
        ('two_factor.enabled', 'b@example.com', null, null, null, '2025-03-01 10:00:01.5+00'),
        ('agreement.downloaded', null, 'agreement', 'x', '{"n": 1.5, "s": "ü"}', now())`);
    // Chained first in the form of their time, as a portal of then did (ADR 24).
    await old.migrate();
    await chainOldEntries(old.db);
    const legacy = await allEntries(old.db);
    expect(legacy.map((row) => [row.action, row.chainPosition, row.personalDigest])).toEqual([
      ['submission.deleted', 1, null],
      ['two_factor.enabled', 2, null],
      ['agreement.downloaded', 3, null],
    ]);
    expect(await verifyChain(old.db)).toMatchObject({ ok: true, length: 3 });
    // Then brought up to date: sealed, each keeping the hash it had, and the sealing recorded.
    await migrateDatabase(old);
    const rows = await allEntries(old.db);
    expect(rows.map((row) => [row.action, row.chainPosition, row.legacyHash])).toEqual([
      ['submission.deleted', 1, legacy[0]!.hash],
      ['two_factor.enabled', 2, legacy[1]!.hash],
      ['agreement.downloaded', 3, legacy[2]!.hash],
      ['audit.chain_sealed', 4, null],
    ]);
    expect(rows.slice(0, 3).every((row) => row.personalSalt && row.hash !== row.legacyHash)).toBe(
      true,
    );
    expect(rows[3]!.details).toEqual({
      sealed: 3,
      formerHead: { position: 3, hash: legacy[2]!.hash },
    });
    expect(await verifyChain(old.db)).toMatchObject({ ok: true, length: 4 });
    await writeEntries(old.db, 2, 'new');
    expect(await verifyChain(old.db)).toMatchObject({ ok: true, length: 6 });
    // Starting again chains and seals nothing more and changes nothing.
    const sealed = await allEntries(old.db);
    await migrateDatabase(old);
    expect(await allEntries(old.db)).toEqual(sealed);
  });

  it('are sealed only over a chain that verifies', async () => {
    const unsealedTest = await createTestDatabase({ empty: true });
    const unsealed = await openDatabase(unsealedTest.options);
    try {
      if (unsealed.kind === 'pglite')
        await migratePglite(unsealed.db as unknown as PgliteDatabase, {
          migrationsFolder: folder,
        });
      else await migratePg(unsealed.db as unknown as NodePgDatabase, { migrationsFolder: folder });
      await unsealed.db.execute(sql`
        insert into audit_log (action, actor_email) values ('two_factor.enabled', 'a@example.com'),
          ('two_factor.disabled', 'a@example.com')`);
      await unsealed.migrate();
      await chainOldEntries(unsealed.db);
      await tamper(unsealed.db, (tx) =>
        tx.execute(
          sql`update audit_log set actor_email = 'b@example.com' where chain_position = 1`,
        ),
      );
      await migrateDatabase(unsealed);
      const rows = await allEntries(unsealed.db);
      expect(rows.map((row) => row.personalDigest)).toEqual([null, null]);
      expect(await verifyChain(unsealed.db)).toMatchObject({
        ok: false,
        broken: { reason: 'hash' },
      });
    } finally {
      await unsealed.close();
      await unsealedTest.drop();
    }
  }, 120_000);
});

describe('a log longer than a page', () => {
  it('is verified across pages, and a break on a later page is named', async () => {
    const before = await allEntries(db);
    await db.transaction(async (tx) => {
      for (let i = 0; i < 2500; i++)
        await recordAudit(tx, {
          action: 'two_factor.enabled',
          actor: { id: null, email: `${i}@x` },
        });
    });
    const length = before.length + 2500;
    expect(await verifyChain(db)).toMatchObject({ ok: true, length });
    const [victim] = await db.select().from(auditLog).where(eq(auditLog.chainPosition, 1001));
    await tamper(db, (tx) =>
      tx.update(auditLog).set({ actorEmail: 'other@x' }).where(eq(auditLog.id, victim!.id)),
    );
    expect(await verifyChain(db)).toMatchObject({
      ok: false,
      length,
      broken: { id: victim!.id, reason: 'personal' },
    });
    await restore(db, before);
  });
});

describe('the daily check', () => {
  it('verifies and records only once the last check is a day old', async () => {
    const { verifyDaily } = await import('./verifications');
    const { auditVerifications } = await import('#server/db/schema');
    await db.delete(auditVerifications);
    const hours = (n: number) => new Date(Date.now() + n * 3600_000);
    expect(await verifyDaily(db, hours(0))).toMatchObject({ ok: true });
    expect(await verifyDaily(db, hours(23))).toBeNull();
    expect(await verifyDaily(db, hours(25))).toMatchObject({ ok: true });
    const rows = await db.select().from(auditVerifications);
    expect(rows).toMatchObject([
      { by: 'daily', ok: true },
      { by: 'daily', ok: true },
    ]);
  });
});
