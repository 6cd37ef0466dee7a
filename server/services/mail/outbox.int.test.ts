import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mailOutbox } from '#server/db/schema/index';
import { createOutboxWorker } from '#server/jobs/outbox-worker';
import type { Mailer, OutgoingMail } from '#server/providers/mail/index';
import { databaseForFile } from '#server/test/database-for-file';
import { enqueueMail, outboxSignal } from './outbox';

const file = databaseForFile();
let signals: string[];
const record = () => signals.push('signal');
beforeEach(() => {
  signals = [];
  outboxSignal.on('enqueued', record);
});
afterEach(() => {
  outboxSignal.off('enqueued', record);
});

const mail = (subject: string) => ({
  kind: 'test',
  to: 'person@example.com',
  subject,
  text: 'Hello',
});

describe('telling the mail worker', () => {
  it('tells it at once about a message queued outside a transaction', async () => {
    await enqueueMail(file.database.db, mail('alone'));
    expect(signals).toEqual(['signal']);
  });

  it('tells it only once the transaction that queued the message has committed', async () => {
    await file.database.db.transaction(async (tx) => {
      await enqueueMail(tx, mail('in a transaction'));
      signals.push('still in the transaction');
    });
    expect(signals).toEqual(['still in the transaction', 'signal']);
  });

  it('waits for the outermost commit when the message was queued in a savepoint', async () => {
    await file.database.db.transaction(async (tx) => {
      await tx.transaction((savepoint) => enqueueMail(savepoint, mail('in a savepoint')));
      signals.push('savepoint released');
    });
    expect(signals).toEqual(['savepoint released', 'signal']);
  });

  it('never tells it about a message whose transaction rolled back', async () => {
    const before = await file.database.db.$count(mailOutbox);
    await expect(
      file.database.db.transaction(async (tx) => {
        await enqueueMail(tx, mail('rolled back'));
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(signals).toEqual([]);
    expect(await file.database.db.$count(mailOutbox)).toBe(before);
  });

  it('has a started worker send a message queued in a transaction without waiting to poll', async () => {
    const sent: OutgoingMail[] = [];
    let delivered!: () => void;
    const done = new Promise<void>((resolve) => (delivered = resolve));
    const mailer: Mailer = {
      send: async (message) => {
        sent.push(message);
        delivered();
      },
      close: () => {},
    };
    const worker = createOutboxWorker({
      db: file.database.db,
      mailer,
      from: 'Portal <no-reply@portal.test>',
      messageIdHost: 'portal.test',
      // Far beyond the test's time limit: only the signal can get the message out.
      pollMs: 3_600_000,
    });
    await worker.runOnce();
    worker.start();
    try {
      await file.database.db.transaction((tx) => enqueueMail(tx, mail('sent at once')));
      await done;
    } finally {
      await worker.stop();
    }
    expect(sent.map((message) => message.subject)).toContain('sent at once');
  });
});
