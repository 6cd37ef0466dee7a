import { eq, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/database';
import { recordAudit } from '../services/audit/record-audit';
import { queryRows, type Database } from './client';
import {
  adminSubmissionsView,
  adminUserView,
  auditLog,
  submissions,
  profiles,
  users,
} from './schema';

let testDatabase: TestDatabase;
let database: Database;

beforeAll(async () => {
  testDatabase = await createTestDatabase();
  database = await testDatabase.open();
});
afterAll(async () => {
  await database.close();
  await testDatabase.drop();
});

const rows = <T>(query: SQL) => queryRows<T>(database.db, query);

describe('schema', () => {
  it('has a table for every entity of the spec', async () => {
    const tables = await rows<{ table_name: string }>(
      sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
    );
    expect(tables.map((t) => t.table_name)).toEqual(
      expect.arrayContaining([
        'users',
        'sessions',
        'accounts',
        'verifications',
        'profiles',
        'invention_submissions',
        'agreements',
        'attachments',
        'contact_messages',
        'mail_outbox',
        'audit_log',
        'audit_verifications',
        'rate_limits',
        'two_factor',
      ]),
    );
  });

  it('indexes names and addresses with trigrams, and ideas with a weighted full-text vector', async () => {
    const indexes = await rows<{ indexname: string; indexdef: string }>(
      sql`select indexname, indexdef from pg_indexes where indexdef like '%gin_trgm_ops%'`,
    );
    const columns = indexes.map((i) => i.indexdef.match(/\((\w+) gin_trgm_ops\)/)?.[1]);
    expect(columns).toEqual(expect.arrayContaining(['full_name', 'email', 'job_title']));
    const [vector] = await rows<{ indexdef: string }>(
      sql`select indexdef from pg_indexes where indexname = 'submissions_search_idx'`,
    );
    expect(vector?.indexdef).toContain('gin (search_vector)');
  });

  it('answers a word search through the full-text index', async () => {
    await database.db.execute(sql`set enable_seqscan = off`);
    const plan = await rows<{ 'QUERY PLAN': string }>(
      sql`explain select id from invention_submissions
          where search_vector @@ websearch_to_tsquery('english', 'catheter')`,
    );
    await database.db.execute(sql`set enable_seqscan = on`);
    expect(plan.map((p) => p['QUERY PLAN']).join('\n')).toContain('submissions_search_idx');
  });

  it('applies the migrations again without change', async () => {
    await expect(database.migrate()).resolves.toBeUndefined();
  });
});

describe('users and profiles', () => {
  it('creates the profile with the user, in the same statement', async () => {
    const [user] = await database.db
      .insert(users)
      .values({ email: 'ada@example.com', name: 'Ada Lovelace' })
      .returning();
    const [profile] = await database.db.select().from(profiles).where(eq(profiles.id, user!.id));
    expect(profile).toMatchObject({ fullName: 'Ada Lovelace', signature: null });
  });

  it('leaves neither user nor profile when the transaction that made them fails', async () => {
    const before = await rows<{ n: number }>(sql`select count(*)::int as n from profiles`);
    await expect(
      database.db.transaction(async (tx) => {
        await tx.insert(users).values({ email: 'gone@example.com', name: '' });
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    expect(
      await database.db.select().from(users).where(eq(users.email, 'gone@example.com')),
    ).toHaveLength(0);
    const after = await rows<{ n: number }>(sql`select count(*)::int as n from profiles`);
    expect(after).toEqual(before);
  });

  it('records when an email address was confirmed', async () => {
    const [user] = await database.db.insert(users).values({ email: 'bob@example.com' }).returning();
    expect(user!.emailVerifiedAt).toBeNull();
    const [verified] = await database.db
      .update(users)
      .set({ emailVerified: true })
      .where(eq(users.id, user!.id))
      .returning();
    expect(verified!.emailVerifiedAt).toBeInstanceOf(Date);
  });

  it('removes the profile and submissions when the user is deleted', async () => {
    const [user] = await database.db.insert(users).values({ email: 'cy@example.com' }).returning();
    await database.db.insert(submissions).values({
      userId: user!.id,
      email: 'cy@example.com',
      ideaTitle: 'Stent',
      ideaDescription: 'x',
    });
    await database.db.delete(users).where(eq(users.id, user!.id));
    expect(await database.db.select().from(profiles).where(eq(profiles.id, user!.id))).toHaveLength(
      0,
    );
    expect(
      await database.db.select().from(submissions).where(eq(submissions.userId, user!.id)),
    ).toHaveLength(0);
  });
});

describe('submissions', () => {
  it('accepts only the four statuses', async () => {
    const [user] = await database.db.insert(users).values({ email: 'dee@example.com' }).returning();
    await expect(
      database.db.execute(
        sql`insert into invention_submissions (user_id, email, idea_title, status) values (${user!.id}, 'dee@example.com', 'T', 'archived')`,
      ),
    ).rejects.toThrow();
  });

  it('keeps the client-chosen id so a repeated create is recognised', async () => {
    const [user] = await database.db.insert(users).values({ email: 'eve@example.com' }).returning();
    const id = '0b7f6a52-4f0e-4b55-9f1b-3a7de8a0c111';
    const values = {
      id,
      userId: user!.id,
      email: 'eve@example.com',
      ideaTitle: 'Coil',
      ideaDescription: 'd',
    };
    await database.db.insert(submissions).values(values);
    await expect(database.db.insert(submissions).values(values)).rejects.toThrow();
    const inserted = await database.db
      .insert(submissions)
      .values(values)
      .onConflictDoNothing()
      .returning();
    expect(inserted).toHaveLength(0);
  });
});

describe('admin views', () => {
  it('lists each user with the fields of admin_user_view', async () => {
    const [user] = await database.db
      .insert(users)
      .values({ email: 'fay@example.com', name: 'Fay', emailVerified: true })
      .returning();
    await database.db.insert(submissions).values([
      {
        userId: user!.id,
        email: 'fay@example.com',
        ideaTitle: 'A',
        ideaDescription: 'a',
        status: 'pending',
      },
      {
        userId: user!.id,
        email: 'fay@example.com',
        ideaTitle: 'B',
        ideaDescription: 'b',
        status: 'draft',
      },
    ]);
    const [row] = await database.db
      .select()
      .from(adminUserView)
      .where(eq(adminUserView.id, user!.id));
    expect(row).toMatchObject({
      email: 'fay@example.com',
      fullName: 'Fay',
      agreementStatus: 'not signed',
      agreementDocumentId: null,
      isAdmin: false,
      submissionCount: 1,
    });
    expect(row!.emailConfirmedAt).toBeInstanceOf(Date);
    expect(row!.userCreatedAt).toBeInstanceOf(Date);
  });

  it('lists each submission with the fields of admin_submissions_view', async () => {
    const [user] = await database.db.insert(users).values({ email: 'gil@example.com' }).returning();
    const [submission] = await database.db
      .insert(submissions)
      .values({
        userId: user!.id,
        email: 'gil@example.com',
        ideaTitle: 'Valve',
        ideaDescription: 'desc',
        fullName: 'Gil',
      })
      .returning();
    const [row] = await database.db
      .select()
      .from(adminSubmissionsView)
      .where(eq(adminSubmissionsView.submissionId, submission!.id));
    expect(row).toMatchObject({
      userId: user!.id,
      fullName: 'Gil',
      userEmail: 'gil@example.com',
      submissionTitle: 'Valve',
      submissionDescription: 'desc',
      submissionStatus: 'pending',
      attachmentUrl: null,
    });
  });
});

describe('audit log', () => {
  it('is append-only', async () => {
    await recordAudit(database.db, {
      action: 'two_factor.enabled',
      target: { type: 'submission', id: 'x' },
    });
    const [entry] = await database.db.select().from(auditLog).where(eq(auditLog.targetId, 'x'));
    await expect(
      database.db.update(auditLog).set({ action: 'forged' }).where(eq(auditLog.id, entry!.id)),
    ).rejects.toThrow();
    await expect(database.db.delete(auditLog).where(eq(auditLog.id, entry!.id))).rejects.toThrow();
    await expect(database.db.execute(sql`truncate audit_log`)).rejects.toThrow();
    const [kept] = await database.db.select().from(auditLog).where(eq(auditLog.id, entry!.id));
    expect(kept).toEqual(entry);
  });
});
