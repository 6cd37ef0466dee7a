import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/database';
import { allEntries, writeEntries } from '../test/audit-chain';
import { verifyChain } from '../services/audit/verify-chain';
import { recordAudit } from '../services/audit/record-audit';
import { migrateDatabase } from '../migrate';
import { openDatabase, type Database } from './client';
import { auditLog, users } from './schema';

// Made by scripts/prepare-test-machine.sh, as README "An INSERT-only audit role" says: a login
// in the role `portal_app` that the migrations grant to.
const ROLE_LOGIN = { user: 'portal_app_test', password: 'portal_app_test' };

let testDatabase: TestDatabase;
let owner: Database;
let app: Database;
beforeAll(async () => {
  testDatabase = await createTestDatabase();
  owner = await testDatabase.open();
  await writeEntries(owner.db, 2);
  const url = new URL((testDatabase.options as { url: string }).url);
  url.username = ROLE_LOGIN.user;
  url.password = ROLE_LOGIN.password;
  app = await openDatabase({ url: url.toString() });
  await migrateDatabase(app); // nothing pending: the owner ran them
});
afterAll(async () => {
  await app?.close();
  await owner.close();
  await testDatabase.drop();
});

const permissionDenied = (error: unknown) => {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  return cause?.code === '42501' && /permission denied for table audit_log/.test(cause.message!);
};

describe('the portal under the INSERT-only role', () => {
  it('adds to the audit chain', async () => {
    await app.db.transaction((tx) =>
      recordAudit(tx, { action: 'two_factor.enabled', actor: { id: null, email: 'r@x' } }),
    );
    expect(await verifyChain(app.db)).toMatchObject({ ok: true, length: 3 });
  });

  it('reads and writes the other tables', async () => {
    const [user] = await app.db.insert(users).values({ email: 'role@example.com' }).returning();
    await app.db.update(users).set({ name: 'Role' }).where(eq(users.id, user!.id));
    await app.db.delete(users).where(eq(users.id, user!.id));
    expect(await app.db.select().from(users).where(eq(users.id, user!.id))).toEqual([]);
  });

  it('may not change or remove an audit entry: the database refuses the privilege', async () => {
    const before = await allEntries(owner.db);
    const first = before[0]!;
    const update = app.db
      .update(auditLog)
      .set({ action: 'forged' })
      .where(eq(auditLog.id, first.id));
    await expect(update).rejects.toSatisfy(permissionDenied);
    const remove = app.db.delete(auditLog).where(eq(auditLog.id, first.id));
    await expect(remove).rejects.toSatisfy(permissionDenied);
    await expect(app.db.execute('truncate audit_log')).rejects.toSatisfy(permissionDenied);
    expect(await allEntries(owner.db)).toEqual(before);
  });

  it('may erase an entry’s personal fields, in the one shape the trigger allows, and no more', async () => {
    const entry = (await allEntries(owner.db)).at(-1)!;
    const refused = (error: unknown) =>
      /append-only/.test((error as { cause?: { message?: string } }).cause?.message ?? '');
    const rewrite = app.db
      .update(auditLog)
      .set({ actorEmail: 'someone-else@x' })
      .where(eq(auditLog.id, entry.id));
    await expect(rewrite).rejects.toSatisfy(refused);
    const forge = app.db
      .update(auditLog)
      .set({ erasedAt: new Date(), personalSalt: null, details: { forged: true } })
      .where(eq(auditLog.id, entry.id));
    await expect(forge).rejects.toSatisfy(refused);
    await app.db
      .update(auditLog)
      .set({
        actorEmail: null,
        ipAddress: null,
        userAgent: null,
        details: null,
        personalSalt: null,
        erasedAt: new Date(),
      })
      .where(eq(auditLog.id, entry.id));
    expect(await verifyChain(app.db)).toMatchObject({ ok: true, erased: 1 });
  });
});
