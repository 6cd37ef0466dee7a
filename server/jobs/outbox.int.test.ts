import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Database } from '../db/client';
import { mailOutbox } from '../db/schema';
import { logger } from '../lib/logger';
import { createFileMailer } from '../providers/mail/file-mailer';
import type { Mailer, OutgoingMail } from '../providers/mail/mailer';
import { createSmtpMailer } from '../providers/mail/smtp-mailer';
import { enqueueMail } from '../services/mail/outbox';
import { createTestDatabase, type TestDatabase } from '../test/database';
import { startSmtpSink, type SmtpSink } from '../test/smtp-sink';
import { createOutboxWorker } from './outbox-worker';

let dataDir: string;
let testDatabase: TestDatabase;
let database: Database;
let sink: SmtpSink;

beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'outbox-'));
  // On the embedded database a directory, so the database can be closed and opened again.
  testDatabase = await createTestDatabase({ dataDir: path.join(dataDir, 'pglite') });
  database = await testDatabase.open();
  sink = await startSmtpSink();
});
afterEach(async () => {
  await database.close();
  await testDatabase.drop();
  await sink.close();
  await rm(dataDir, { recursive: true, force: true });
});

const worker = (db: Database, mailer: Mailer) =>
  createOutboxWorker({
    db: db.db,
    mailer,
    from: 'Portal <no-reply@portal.test>',
    messageIdHost: 'portal.test',
  });

const queue = (db: Database, n: number) =>
  Promise.all(
    Array.from({ length: n }, (_, i) =>
      enqueueMail(db.db, {
        kind: 'test',
        to: `person${i}@example.com`,
        subject: `Message ${i}`,
        text: `Hello ${i}`,
      }),
    ),
  );

const stateOf = async (id: string) =>
  (await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0]!;

describe('mail outbox', () => {
  it('delivers a queued message over SMTP with a stable Message-ID', async () => {
    const [id] = await queue(database, 1);
    expect(await worker(database, createSmtpMailer(sink.url)).runOnce()).toBe(1);
    expect(sink.messages).toHaveLength(1);
    expect(sink.messages[0]).toMatchObject({
      subject: 'Message 0',
      messageId: `<${id}@portal.test>`,
    });
    expect(await stateOf(id!)).toMatchObject({ state: 'sent', attempts: 1, lastError: null });
  });

  it('never sends a message twice when two instances work on one database', async () => {
    const ids = await queue(database, 30);
    // On PostgreSQL each worker has its own connection pool, as two instances would.
    const other = 'url' in testDatabase.options ? await testDatabase.open() : database;
    try {
      const counts = await Promise.all([
        worker(database, createSmtpMailer(sink.url)).runOnce(),
        worker(other, createSmtpMailer(sink.url)).runOnce(),
      ]);
      expect(counts[0]! + counts[1]!).toBe(30);
    } finally {
      if (other !== database) await other.close();
    }
    const sentIds = sink.messages.map((m) => m.messageId);
    expect(new Set(sentIds).size).toBe(30);
    expect(sentIds.sort()).toEqual(ids.map((id) => `<${id}@portal.test>`).sort());
  });

  it('keeps a message queued through a crash between enqueue and send', async () => {
    const [id] = await queue(database, 1);
    await database.close(); // the process dies before its worker runs
    database = await testDatabase.open();
    await worker(database, createSmtpMailer(sink.url)).runOnce();
    expect(sink.messages.map((m) => m.messageId)).toEqual([`<${id}@portal.test>`]);
  });

  it('sends again a message whose sender died while holding it, once its lease ran out', async () => {
    const [id] = await queue(database, 1);
    await database.db.execute(
      sql`update mail_outbox set state = 'sending', attempts = 1, lease_until = now() - interval '1 second' where id = ${id}`,
    );
    const [held] = await queue(database, 1);
    await database.db.execute(
      sql`update mail_outbox set state = 'sending', attempts = 1, lease_until = now() + interval '1 minute' where id = ${held}`,
    );
    await worker(database, createSmtpMailer(sink.url)).runOnce();
    expect(sink.messages.map((m) => m.messageId)).toEqual([`<${id}@portal.test>`]);
    expect(await stateOf(held!)).toMatchObject({ state: 'sending' });
  });

  it('retries a failed send later with back-off, and gives up only once its week is over', async () => {
    const [id] = await queue(database, 1);
    const failing: Mailer = {
      send: async () => {
        throw new Error('connection refused');
      },
      close: () => {},
    };
    expect(await worker(database, failing).runOnce()).toBe(1);
    const first = await stateOf(id!);
    expect(first).toMatchObject({ state: 'pending', attempts: 1, lastError: 'connection refused' });
    expect(first.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
    // Not due yet: nothing is attempted.
    expect(await worker(database, failing).runOnce()).toBe(0);

    // Far past the ten attempts that used to be all: still waiting, at most 10 minutes apart.
    for (let attempt = 2; attempt <= 30; attempt++) {
      await database.db.execute(
        sql`update mail_outbox set next_attempt_at = now() where id = ${id}`,
      );
      await worker(database, failing).runOnce();
    }
    const later = await stateOf(id!);
    expect(later).toMatchObject({ state: 'pending', attempts: 30 });
    expect(later.nextAttemptAt.getTime() - Date.now()).toBeLessThanOrEqual(600_000);

    // A week after it was queued, the next failure is the last.
    await database.db.execute(
      sql`update mail_outbox set next_attempt_at = now(), give_up_at = now() where id = ${id}`,
    );
    await worker(database, failing).runOnce();
    expect(await stateOf(id!)).toMatchObject({ state: 'failed', attempts: 31 });
    expect(await worker(database, createSmtpMailer(sink.url)).runOnce()).toBe(0);
  });

  it('recovers when the mail server comes back', async () => {
    const [id] = await queue(database, 1);
    const down = createSmtpMailer('smtp://127.0.0.1:1');
    await worker(database, down).runOnce();
    expect(await stateOf(id!)).toMatchObject({ state: 'pending', attempts: 1 });
    await database.db.execute(sql`update mail_outbox set next_attempt_at = now() where id = ${id}`);
    await worker(database, createSmtpMailer(sink.url)).runOnce();
    expect(await stateOf(id!)).toMatchObject({ state: 'sent', attempts: 2 });
  });

  it('sends soon after enqueue once started, and stops cleanly', async () => {
    const sent: OutgoingMail[] = [];
    let resolveSent: () => void;
    const delivered = new Promise<void>((resolve) => (resolveSent = resolve));
    const recording: Mailer = {
      send: async (mail) => {
        sent.push(mail);
        resolveSent();
      },
      close: () => {},
    };
    const running = createOutboxWorker({
      db: database.db,
      mailer: recording,
      from: 'Portal <no-reply@portal.test>',
      messageIdHost: 'portal.test',
      pollMs: 60_000,
    });
    running.start();
    await queue(database, 1);
    await delivered;
    await running.stop();
    expect(sent.map((m) => m.subject)).toEqual(['Message 0']);
  });
});

describe('file mailer', () => {
  it('writes each message as an .eml file under DATA_DIR/mail and logs its links', async () => {
    const logged = vi.spyOn(logger, 'info');
    await enqueueMail(database.db, {
      kind: 'test',
      to: 'reader@example.com',
      subject: 'Confirm',
      text: 'Open https://portal.test/verify?token=abc',
    });
    await worker(database, createFileMailer(dataDir)).runOnce();
    const files = await readdir(path.join(dataDir, 'mail'));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const eml = await readFile(path.join(dataDir, 'mail', files[0]!), 'utf8');
    expect(eml).toContain('To: reader@example.com');
    expect(eml).toContain('Subject: Confirm');
    expect(eml).toContain('https://portal.test/verify?token=abc');
    expect(logged).toHaveBeenCalledWith(
      'mail written to file',
      expect.objectContaining({
        to: 'reader@example.com',
        links: ['https://portal.test/verify?token=abc'],
      }),
    );
    logged.mockRestore();
  });
});
