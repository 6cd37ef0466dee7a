import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, submissionReceipts } from '../db/schema';
import { sendIdea } from '../test/api-calls';
import { startTestPortal, type TestPortal } from '../test/portal';

type Client = ReturnType<TestPortal['client']>;
let t: TestPortal;
let alice: Client;

beforeAll(async () => {
  t = await startTestPortal();
  alice = await t.createSignedAccount('alice@example.com', 'Alice-Pass-1', 'Dr. Alice Moreau');
});
afterAll(() => t.close());

/** The receipt mails queued for an idea, and the receipts recorded of it. */
async function receiptsOf(id: string) {
  const mails = await t.db
    .select()
    .from(mailOutbox)
    .where(
      and(eq(mailOutbox.kind, 'submission-receipt'), sql`strpos(${mailOutbox.text}, ${id}) > 0`),
    );
  const records = await t.db
    .select()
    .from(submissionReceipts)
    .where(eq(submissionReceipts.submissionId, id));
  return { mails, records };
}

const submit = (id: string) => alice.request(`/api/submissions/${id}/submit`, { method: 'POST' });

describe('the receipt of a sent idea', () => {
  it('is recorded as it was mailed, when it was queued', async () => {
    const id = await sendIdea(alice);
    const { mails, records } = await receiptsOf(id);
    expect(mails).toHaveLength(1);
    expect(records).toEqual([
      {
        submissionId: id,
        subject: mails[0]!.subject,
        text: mails[0]!.text,
        recordedAt: mails[0]!.createdAt,
      },
    ]);
  });

  it('is recorded and mailed once when one draft is sent many times at once', async () => {
    const id = await sendIdea(alice, { status: 'draft' });
    const sends = await Promise.all(Array.from({ length: 6 }, () => submit(id)));
    expect(sends.map((response) => response.status).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    const { mails, records } = await receiptsOf(id);
    expect(mails).toHaveLength(1);
    expect(records).toHaveLength(1);
    expect(records[0]!.text).toBe(mails[0]!.text);
  });

  it('is recorded and mailed once when one idea is sent under its id many times at once', async () => {
    const body = {
      id: randomUUID(),
      status: 'pending',
      ideaTitle: 'Steerable sheath with a locking dial',
      ideaDescription: 'The dial holds the curve while the wire is exchanged.',
    };
    const sends = await Promise.all(
      Array.from({ length: 6 }, () => alice.request('/api/submissions', { json: body })),
    );
    expect(sends.map((response) => response.status).sort()).toEqual([200, 200, 200, 200, 200, 201]);
    const { mails, records } = await receiptsOf(body.id);
    expect(mails).toHaveLength(1);
    expect(records).toHaveLength(1);
  });

  it('goes with its idea, while the mail queue keeps what it sent', async () => {
    const admin = await t.signInAdmin();
    const id = await sendIdea(alice);
    const deleted = await admin.request(`/api/admin/submissions/${id}`, { method: 'DELETE' });
    expect(deleted.status).toBe(204);
    const { mails, records } = await receiptsOf(id);
    expect(records).toEqual([]);
    expect(mails).toHaveLength(1);
  });
});
