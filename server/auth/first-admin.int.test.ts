import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { accounts, users } from '../db/schema';
import { createTestDatabase, type TestDatabase } from '../test/database';
import { DEFAULT_ADMIN_EMAIL, ensureFirstAdmin } from './first-admin';
import { verifyPassword } from './password';

let testDatabase: TestDatabase;
let database: Database;
beforeEach(async () => {
  testDatabase = await createTestDatabase();
  database = await testDatabase.open();
});
afterEach(async () => {
  await database.close();
  await testDatabase.drop();
});

const admins = () => database.db.select().from(users).where(eq(users.role, 'admin'));
const passwordOf = async (userId: string) =>
  (await database.db.select().from(accounts).where(eq(accounts.userId, userId)))[0]!.password!;

describe('first admin at start-up', () => {
  it('generates a password, prints it once with the two-factor set-up to come, and does nothing on the next start', async () => {
    const printed: string[] = [];
    await ensureFirstAdmin(database.db, { print: (text) => printed.push(text) });
    await ensureFirstAdmin(database.db, { print: (text) => printed.push(text) });

    expect(printed).toHaveLength(1);
    // Staff need a second factor: the message says it comes at the first sign-in.
    expect(printed[0]).toMatch(/first sign-in .* set up two-factor sign-in/s);
    const password = printed[0]!.match(/password: (\S+)/)![1]!;
    expect(password.length).toBeGreaterThanOrEqual(20);
    const [admin, ...others] = await admins();
    expect(others).toHaveLength(0);
    expect(admin).toMatchObject({ email: DEFAULT_ADMIN_EMAIL, emailVerified: true });
    expect(await verifyPassword({ hash: await passwordOf(admin!.id), password })).toBe(true);
  });

  it('uses ADMIN_EMAIL and ADMIN_PASSWORD and prints nothing', async () => {
    const printed: string[] = [];
    await ensureFirstAdmin(database.db, {
      email: 'Staff@Example.com',
      password: 'Chosen-Passw0rd',
      print: (t) => printed.push(t),
    });
    const [admin] = await admins();
    expect(admin!.email).toBe('staff@example.com');
    expect(
      await verifyPassword({ hash: await passwordOf(admin!.id), password: 'Chosen-Passw0rd' }),
    ).toBe(true);
    expect(printed).toEqual([]);
  });

  it('promotes an existing account named by ADMIN_EMAIL, keeping its password', async () => {
    const [user] = await database.db
      .insert(users)
      .values({ email: 'lead@example.com', emailVerified: true })
      .returning();
    await ensureFirstAdmin(database.db, {
      email: 'lead@example.com',
      password: 'Ignored-Passw0rd',
    });
    const [admin, ...others] = await admins();
    expect(others).toHaveLength(0);
    expect(admin!.id).toBe(user!.id);
  });

  it('leaves things alone once any admin exists', async () => {
    await ensureFirstAdmin(database.db, { email: 'one@example.com', password: 'First-Passw0rd' });
    await ensureFirstAdmin(database.db, { email: 'two@example.com', password: 'Second-Passw0rd' });
    expect((await admins()).map((a) => a.email)).toEqual(['one@example.com']);
  });

  it('creates one admin when two instances start at once', async () => {
    // On PostgreSQL a second connection, as a second instance has; the embedded database has one process.
    const second = 'url' in testDatabase.options ? await testDatabase.open() : database;
    try {
      await Promise.all([
        ensureFirstAdmin(database.db, { email: 'boss@example.com', password: 'Chosen-Passw0rd' }),
        ensureFirstAdmin(second.db, { email: 'boss@example.com', password: 'Chosen-Passw0rd' }),
      ]);
    } finally {
      if (second !== database) await second.close();
    }
    expect(await admins()).toHaveLength(1);
  });
});
