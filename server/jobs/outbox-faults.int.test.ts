import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { queryRows, type Database } from '../db/client';
import { mailOutbox } from '../db/schema';
import type { Mailer } from '../providers/mail/mailer';
import { createSmtpMailer, smtpLimits } from '../providers/mail/smtp-mailer';
import { enqueueMail } from '../services/mail/outbox';
import { createTestDatabase, type TestDatabase } from '../test/database';
import { startSmtpSink, type SmtpSink } from '../test/smtp-sink';
import { createOutboxWorker } from './outbox-worker';

// Two instances on one database: on PostgreSQL each has its own connection pool.
let testDatabase: TestDatabase;
let one: Database;
let two: Database;

beforeAll(async () => {
  testDatabase = await createTestDatabase();
  one = await testDatabase.open();
  two = 'url' in testDatabase.options ? await testDatabase.open() : one;
});
afterAll(async () => {
  if (two !== one) await two.close();
  await one.close();
  await testDatabase.drop();
});
beforeEach(() => one.db.delete(mailOutbox));

const worker = (database: Database, mailer: Mailer) =>
  createOutboxWorker({
    db: database.db,
    mailer,
    from: 'Portal <no-reply@portal.test>',
    messageIdHost: 'portal.test',
  });

const queue = (n: number) =>
  Promise.all(
    Array.from({ length: n }, (_, i) =>
      enqueueMail(one.db, {
        kind: 'test',
        to: `person${i}@example.com`,
        subject: `Message ${i}`,
        text: `Hello ${i}`,
      }),
    ),
  );

const rows = () =>
  one.db
    .select({ id: mailOutbox.id, state: mailOutbox.state, attempts: mailOutbox.attempts })
    .from(mailOutbox);

/** The clock moved on: every lease held now has run out. */
const leasesRunOut = () =>
  one.db.execute(
    sql`update mail_outbox set lease_until = now() - interval '1 second' where lease_until is not null`,
  );

/** The clock moved on: every waiting message is due. */
const allDue = () =>
  one.db.execute(sql`update mail_outbox set next_attempt_at = now() where state = 'pending'`);

const idsIn = (sink: SmtpSink) => sink.messages.map((m) => m.messageId);

/** Resolves once the sink holds `n` messages. */
function received(sink: SmtpSink, n: number): Promise<void> {
  return new Promise((resolve) => {
    const check = setInterval(() => {
      if (sink.messages.length >= n) {
        clearInterval(check);
        resolve();
      }
    }, 10);
  });
}

/** A server that keeps every answer after DATA until `answer()`. */
async function lateSink() {
  let answer!: () => void;
  const answered = new Promise<void>((resolve) => (answer = resolve));
  const sink = await startSmtpSink(undefined, { beforeAnswer: () => answered });
  return { sink, answer };
}

describe('mail across two instances, with a mail server that fails', () => {
  it('delivers each message once when the server answers after the lease has run out', async () => {
    const ids = await queue(3);
    const { sink, answer } = await lateSink();
    try {
      const first = worker(one, createSmtpMailer(sink.url)).runOnce();
      await received(sink, 3);
      // The server has every message and has not answered; meanwhile the leases run out.
      await leasesRunOut();
      const second = worker(two, createSmtpMailer(sink.url)).runOnce();
      // The other instance finds nothing to send, or (wrongly) sends a copy.
      await Promise.race([second, received(sink, 4)]);
      answer();
      await Promise.all([first, second]);
    } finally {
      answer();
      await sink.close();
    }
    expect(idsIn(sink).sort()).toEqual(ids.map((id) => `<${id}@portal.test>`).sort());
    expect((await rows()).map((r) => r.state)).toEqual(['sent', 'sent', 'sent']);
  });

  it('never sends again a message whose answer never came, and leaves it for an admin', async () => {
    const [id] = await queue(1);
    const { sink, answer } = await lateSink();
    // A short silence, so the test does not wait for the real one.
    const impatient = createSmtpMailer(sink.url, { ...smtpLimits, socketTimeout: 300 });
    try {
      expect(await worker(one, impatient).runOnce()).toBe(1);
      expect(await rows()).toEqual([{ id, state: 'unconfirmed', attempts: 1 }]);
      // However much later, neither instance sends it again.
      await leasesRunOut();
      await allDue();
      const counts = await Promise.all([
        worker(one, createSmtpMailer(sink.url)).runOnce(),
        worker(two, createSmtpMailer(sink.url)).runOnce(),
      ]);
      expect(counts).toEqual([0, 0]);
    } finally {
      answer();
      await sink.close();
    }
    expect(idsIn(sink)).toEqual([`<${id}@portal.test>`]);
  });

  it('lets only the current holder of a claim offer the message to the server', async () => {
    const [id] = await queue(1);
    const sink = await startSmtpSink();
    let resume!: () => void;
    const paused = new Promise<void>((resolve) => (resume = resolve));
    let reachedServer!: () => void;
    const atServer = new Promise<void>((resolve) => (reachedServer = resolve));
    const smtp = createSmtpMailer(sink.url);
    // An instance that stalls between its claim and the send (a long pause, a lost network).
    const stalling: Mailer = {
      send: async (mail, control) => {
        reachedServer();
        await paused;
        await smtp.send(mail, control);
      },
      close: () => {},
    };
    try {
      const first = worker(one, stalling).runOnce();
      await atServer;
      await leasesRunOut();
      expect(await worker(two, createSmtpMailer(sink.url)).runOnce()).toBe(1);
      resume();
      await first;
    } finally {
      resume();
      await sink.close();
    }
    expect(idsIn(sink)).toEqual([`<${id}@portal.test>`]);
    expect(await rows()).toEqual([{ id, state: 'sent', attempts: 2 }]);
  });

  it('does not send again a message whose sender died after offering it', async () => {
    const [offered, claimed] = await queue(2);
    await one.db.execute(
      sql`update mail_outbox set state = 'delivering', attempts = 1, lease_until = now() - interval '1 second' where id = ${offered}`,
    );
    await one.db.execute(
      sql`update mail_outbox set state = 'sending', attempts = 1, lease_until = now() - interval '1 second' where id = ${claimed}`,
    );
    const sink = await startSmtpSink();
    try {
      await worker(one, createSmtpMailer(sink.url)).runOnce();
    } finally {
      await sink.close();
    }
    expect(idsIn(sink)).toEqual([`<${claimed}@portal.test>`]);
    const states = Object.fromEntries((await rows()).map((r) => [r.id, r.state]));
    expect(states).toEqual({ [offered!]: 'unconfirmed', [claimed!]: 'sent' });
  });

  it('renews the lease while a send is under way', async () => {
    const [id] = await queue(1);
    const { sink, answer } = await lateSink();
    const leaseOf = async () =>
      (
        await queryRows<{ lease_until: string }>(
          one.db,
          sql`select lease_until::text from mail_outbox where id = ${id}`,
        )
      )[0]!.lease_until;
    try {
      const sending = createOutboxWorker({
        db: one.db,
        mailer: createSmtpMailer(sink.url),
        from: 'Portal <no-reply@portal.test>',
        messageIdHost: 'portal.test',
        leaseSeconds: 1,
      }).runOnce();
      await received(sink, 1);
      const offeredUntil = await leaseOf();
      // Held by the server past its first lease, the send keeps its claim.
      await new Promise<void>((resolve) => {
        const check = setInterval(() => {
          void leaseOf().then((until) => {
            if (until !== offeredUntil) {
              clearInterval(check);
              resolve();
            }
          });
        }, 50);
      });
      const [row] = await queryRows<{ state: string; held: boolean }>(
        one.db,
        sql`select state, lease_until > now() as held from mail_outbox where id = ${id}`,
      );
      expect(row).toEqual({ state: 'delivering', held: true });
      answer();
      await sending;
    } finally {
      answer();
      await sink.close();
    }
    expect(await rows()).toEqual([{ id, state: 'sent', attempts: 1 }]);
  });

  it('keeps mail through an outage longer than ten attempts, then sends it all at once, once', async () => {
    const ids = await queue(5);
    const gone = await startSmtpSink();
    const port = gone.port;
    await gone.close(); // the server is down: connections are refused
    const mailer = createSmtpMailer(`smtp://127.0.0.1:${port}`);
    const instances = [worker(one, mailer), worker(two, mailer)];

    for (let round = 0; round < 15; round++) {
      await allDue();
      await Promise.all(instances.map((instance) => instance.runOnce()));
    }
    const waiting = await queryRows<{ state: string; attempts: number; wait: number }>(
      one.db,
      sql`select state, attempts, extract(epoch from next_attempt_at - now())::float as wait from mail_outbox`,
    );
    expect(waiting).toHaveLength(5);
    for (const row of waiting) {
      expect(row).toMatchObject({ state: 'pending', attempts: 15 });
      expect(row.wait).toBeLessThanOrEqual(600);
    }

    const sink = await startSmtpSink(undefined, { port });
    try {
      // The server is back. The first message whose wait is over goes, and the rest follow.
      await one.db.execute(
        sql`update mail_outbox set next_attempt_at = now() where id = ${ids[0]}`,
      );
      await Promise.all(instances.map((instance) => instance.runOnce()));
    } finally {
      await sink.close();
    }
    expect(idsIn(sink).sort()).toEqual(ids.map((id) => `<${id}@portal.test>`).sort());
    expect(new Set((await rows()).map((r) => r.state))).toEqual(new Set(['sent']));
  });

  it('sends what waited out an outage as soon as a new message goes through', async () => {
    const ids = await queue(3);
    const gone = await startSmtpSink();
    const port = gone.port;
    await gone.close();
    const mailer = createSmtpMailer(`smtp://127.0.0.1:${port}`);
    const instances = [worker(one, mailer), worker(two, mailer)];
    for (let round = 0; round < 12; round++) {
      await allDue();
      await Promise.all(instances.map((instance) => instance.runOnce()));
    }

    const sink = await startSmtpSink(undefined, { port });
    try {
      // The server is back; the delayed messages' waits are not over, but a new message is due.
      const fresh = await enqueueMail(one.db, {
        kind: 'test',
        to: 'newcomer@example.com',
        subject: 'New',
        text: 'Hello',
      });
      await Promise.all(instances.map((instance) => instance.runOnce()));
      expect(idsIn(sink).sort()).toEqual([...ids, fresh].map((id) => `<${id}@portal.test>`).sort());
    } finally {
      await sink.close();
    }
    expect(new Set((await rows()).map((r) => r.state))).toEqual(new Set(['sent']));
  });
});
