import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { olderDatabase } from '#server/test/older-database';
import type { Database } from './client';
import { submissionReceipts } from './schema';

// A database as it was before receipts were recorded (migrations up to 0028), with ideas and
// their receipt mails written the way the portal wrote them then, migrated to now.
let old: Database;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ database: old, close } = await olderDatabase(28));
});
afterAll(() => close());

const EMAIL = 'inventor@example.com';

async function idea(id: string, status = 'pending') {
  await old.db.execute(sql`
    insert into invention_submissions (id, user_id, email, idea_title, status, submitted_at)
    select ${id}::uuid, id, ${EMAIL}, 'Coil', ${status}::submission_status,
      ${status === 'draft' ? null : '2026-03-02T15:24:07.456Z'}::timestamptz
    from users where email = ${EMAIL}`);
}

async function mail(fields: {
  kind?: string;
  to?: string;
  subject: string;
  text: string;
  at: string;
}) {
  await old.db.execute(sql`
    insert into mail_outbox (kind, "to", subject, text, state, created_at)
    values (${fields.kind ?? 'submission-receipt'}, ${fields.to ?? EMAIL}, ${fields.subject},
      ${fields.text}, 'sent', ${fields.at}::timestamptz)`);
}

/** A receipt as the portal words it now: it names the idea in the link to it. */
const linked = (id: string) =>
  `We received your idea "Coil".\n\nReference: ${id.slice(0, 8)}\n\nView your submission: https://portal.test/user-dashboard/my-submissions?submission=${id}\n`;
/** A receipt as earlier versions worded it: the idea's full id on a line of its own. */
const numbered = (id: string) => `We received your idea "Coil".\n\nSubmission ID: ${id}\n`;

describe('the receipts of ideas sent before receipts were recorded', () => {
  const withLink = randomUUID();
  const withId = randomUUID();
  const mailedElsewhere = randomUUID();
  const unmailed = randomUUID();
  const draft = randomUUID();
  let after: Map<string, typeof submissionReceipts.$inferSelect>;

  beforeAll(async () => {
    await old.db.execute(sql`insert into users (email, name) values (${EMAIL}, 'Ina')`);
    await idea(withLink);
    await mail({
      subject: 'We received your idea: Coil',
      text: linked(withLink),
      at: '2026-03-02T15:24:07.456Z',
    });
    await idea(withId, 'approved');
    await mail({
      subject: 'Idea received',
      text: numbered(withId),
      at: '2026-01-05T09:00:00.000Z',
    });
    // Queued again later (a second copy): the first is the receipt.
    await mail({
      subject: 'Idea received again',
      text: numbered(withId),
      at: '2026-01-06T09:00:00.000Z',
    });
    // Mails that name an idea but are not its submitter's receipt.
    await idea(mailedElsewhere);
    await mail({
      to: 'someone@example.com',
      subject: 'Forwarded',
      text: linked(mailedElsewhere),
      at: '2026-02-01T08:00:00.000Z',
    });
    await mail({
      kind: 'submission-status',
      subject: 'Approved',
      text: linked(mailedElsewhere),
      at: '2026-02-02T08:00:00.000Z',
    });
    await idea(unmailed);
    await idea(draft, 'draft');

    await old.migrate();
    const rows = await old.db.select().from(submissionReceipts);
    after = new Map(rows.map((row) => [row.submissionId, row]));
  });

  it('are the receipt mails as they were queued, whichever way they name the idea', () => {
    expect(after.get(withLink)).toEqual({
      submissionId: withLink,
      subject: 'We received your idea: Coil',
      text: linked(withLink),
      recordedAt: new Date('2026-03-02T15:24:07.456Z'),
    });
    expect(after.get(withId)).toEqual({
      submissionId: withId,
      subject: 'Idea received',
      text: numbered(withId),
      recordedAt: new Date('2026-01-05T09:00:00.000Z'),
    });
  });

  it('are none where the submitter was mailed no receipt, and none for a draft', () => {
    for (const id of [mailedElsewhere, unmailed, draft]) expect(after.has(id), id).toBe(false);
  });

  it('go with their idea', async () => {
    await old.db.execute(sql`delete from invention_submissions where id = ${withId}::uuid`);
    expect(
      await old.db
        .select()
        .from(submissionReceipts)
        .where(eq(submissionReceipts.submissionId, withId)),
    ).toEqual([]);
  });
});
