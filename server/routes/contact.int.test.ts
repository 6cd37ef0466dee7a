import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages } from '../db/schema';
import { startTestPortal, type TestPortal } from '../test/portal';

let t: TestPortal;
beforeAll(async () => {
  t = await startTestPortal({ STAFF_NOTIFY_EMAIL: 'staff@portal.test' });
});
afterAll(() => t.close());

const message = {
  name: 'Dr. Priya Raman',
  email: 'priya@hospital.example',
  subject: 'Aspiration catheter tip',
  message: 'A softer distal tip could reduce vessel trauma during thrombectomy.',
};
const send = (body: unknown, client = t.client()) => client.request('/api/contact', { json: body });
const stored = () => t.db.select().from(contactMessages);

describe('the contact form', () => {
  it('stores a signed-out visitor’s message and mails staff, replying to the visitor', async () => {
    const response = await send(message);
    expect(response.status).toBe(201);
    const { id } = await response.json();
    const rows = await stored();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      id,
      ...message,
      userId: null,
      ipAddress: expect.stringMatching(/^203\./),
    });

    const mail = await t.latestMailTo('staff@portal.test', 'New contact form message');
    expect(mail.subject).toBe('New contact form message (Innovation Portal)');
    expect(mail.replyTo?.value[0]?.address).toBe('priya@hospital.example');
    expect(mail.text).toContain(
      'Dr. Priya Raman (priya@hospital.example) wrote through the contact form about "Aspiration catheter tip":',
    );
    expect(mail.text).toContain(message.message);
  });

  it('uses a signed-in user’s account address, whatever the form sends', async () => {
    const client = await t.createAccount('member@example.com', 'Member-Pass-1');
    const response = await send({ ...message, email: 'someone-else@example.com' }, client);
    expect(response.status).toBe(201);
    const { id } = await response.json();
    const row = (await stored()).find((r) => r.id === id)!;
    expect(row.email).toBe('member@example.com');
    expect(row.userId).not.toBeNull();
  });

  it('lets a signed-in user leave the address out', async () => {
    const client = t.client();
    await client.signIn('member@example.com', 'Member-Pass-1');
    expect((await send({ ...message, email: undefined }, client)).status).toBe(201);
  });

  it.each([
    [{ ...message, email: undefined }, 'email', 'Email is required.'],
    [{ ...message, email: 'not an address' }, 'email', 'Please enter a valid email address.'],
    [{ ...message, name: '   ' }, 'name', 'Name is required.'],
    [{ ...message, subject: undefined }, 'subject', 'Subject is required.'],
    [{ ...message, message: '' }, 'message', 'Message is required.'],
    [{ ...message, name: 'x'.repeat(121) }, 'name', 'Name must be at most 120 characters long.'],
    [
      { ...message, subject: 'x'.repeat(201) },
      'subject',
      'Subject must be at most 200 characters long.',
    ],
    [
      { ...message, message: 'x'.repeat(5001) },
      'message',
      'Message must be at most 5000 characters long.',
    ],
    [{ ...message, name: 'Priya\u0000' }, 'name', 'Name contains characters that are not allowed.'],
    [
      { ...message, subject: 'Tip\nBCC: x' },
      'subject',
      'Subject contains characters that are not allowed.',
    ],
    [
      { ...message, message: 'Hello\ud800' },
      'message',
      'Message contains characters that are not allowed.',
    ],
  ])('refuses %j as about %s, with "%s", storing nothing', async (body, field, text) => {
    const before = (await stored()).length;
    const response = await send(body);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: { code: 'invalid_input', message: text, field, requestId: expect.any(String) },
    });
    expect(await stored()).toHaveLength(before);
  });

  it('keeps the line breaks and tabs of a message', async () => {
    const text = 'Dear team,\r\n\n\tA softer tip.\nPriya';
    const response = await send({ ...message, message: text });
    expect(response.status).toBe(201);
    const { id } = await response.json();
    expect((await stored()).find((row) => row.id === id)?.message).toBe(text);
  });

  it('keeps neither message nor mail when the notification cannot be queued', async () => {
    const before = (await stored()).length;
    await t.db.execute(sql`alter table mail_outbox rename to mail_outbox_away`);
    try {
      const response = await send(message);
      expect(response.status).toBe(500);
      expect((await response.json()).error.code).toBe('internal_error');
    } finally {
      await t.db.execute(sql`alter table mail_outbox_away rename to mail_outbox`);
    }
    expect(await stored()).toHaveLength(before);
  });

  it('limits messages from one address', async () => {
    const client = t.client();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await send(message, client)).status);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    const limited = await send(message, client);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('without a staff address', () => {
  it('still stores the message', async () => {
    const quiet = await startTestPortal();
    try {
      const response = await quiet.client().request('/api/contact', { json: message });
      expect(response.status).toBe(201);
      expect(await quiet.db.select().from(contactMessages)).toHaveLength(1);
      expect(await quiet.deliverMail()).toBe(0);
    } finally {
      await quiet.close();
    }
  });
});
