import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from './db/client';
import { pdfFile } from './test/files';
import { startTestPortal, type TestPortal } from './test/portal';
import { SIGNATURE_DATA_URL } from './test/signature';

// Every text a caller can send, sent with characters no person types: each is refused with a
// 4xx in the one error shape, and nothing anywhere in the database changes.

type Client = ReturnType<TestPortal['client']>;
let t: TestPortal;
let alice: Client;
let admin: Client;
let carol: Client;
let draftId: string;
let sentId: string;
let documentId: string;
let pdf: Uint8Array;

beforeAll(async () => {
  t = await startTestPortal({ STAFF_NOTIFY_EMAIL: 'staff@portal.test' });
  alice = await t.createSignedAccount('alice@example.com', 'Alice-Pass-1', 'Alice Moreau');
  admin = await t.signInAdmin();
  const idea = { ideaTitle: 'Radiopaque marker', ideaDescription: 'A marker band near the tip.' };
  draftId = randomUUID();
  sentId = randomUUID();
  await alice.request('/api/submissions', { json: { ...idea, id: draftId, status: 'draft' } });
  await alice.request('/api/submissions', { json: { ...idea, id: sentId, status: 'pending' } });
  carol = await t.createAccount('carol@example.com', 'Carol-Pass-1');
  const started = await carol.request('/api/agreements/signing', {
    json: { fullName: 'Carol Diaz', jobTitle: 'Neurosurgeon' },
  });
  documentId = ((await started.json()) as { documentId: string }).documentId;
  pdf = await pdfFile();
});
afterAll(() => t.close());

/** Every row of every table but the rate-limit counters (which count refused requests too). */
async function everything() {
  const tables = await queryRows<{ name: string }>(
    t.db,
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' and table_name <> 'rate_limits'
        order by 1`,
  );
  const contents: Record<string, string[]> = {};
  for (const { name } of tables) {
    const rows = await queryRows<{ row: string }>(
      t.db,
      sql`select r::text as row from ${sql.identifier(name)} r order by 1`,
    );
    contents[name] = rows.map((r) => r.row);
  }
  return contents;
}

type Bad = readonly [label: string, value: string];
const inText: Bad[] = [
  ['NUL', '\u0000'],
  ['half a surrogate pair', '\ud800'],
  ['a C1 control (NEL)', '\u0085'],
];
const inUrl: Bad[] = [
  ['%00', '%00'],
  ['%C2%85', '%C2%85'],
  ['%1B', '%1B'],
];

interface Call {
  client: () => Client;
  path: string;
  method?: string;
  json?: object;
  headers?: Record<string, string>;
  body?: Uint8Array;
}

const visitor = () => t.client();
const submission = (bad: string) => ({ id: randomUUID(), status: 'pending', ...fields(bad) });
const fields = (bad: string) => ({ ideaTitle: 'Catheter', ideaDescription: `Tip ${bad}` });

const textCalls: Record<string, (bad: string) => Call> = {
  'a new idea’s title': (bad) => ({
    client: () => alice,
    path: '/api/submissions',
    json: { ...submission(bad), ideaTitle: `Catheter ${bad}` },
  }),
  'a new idea’s description': (bad) => ({
    client: () => alice,
    path: '/api/submissions',
    json: submission(bad),
  }),
  'a draft’s title': (bad) => ({
    client: () => alice,
    method: 'PATCH',
    path: `/api/submissions/${draftId}`,
    json: { ...fields(bad), ideaTitle: `Catheter ${bad}`, ideaDescription: 'Tip' },
  }),
  'a draft’s description': (bad) => ({
    client: () => alice,
    method: 'PATCH',
    path: `/api/submissions/${draftId}`,
    json: fields(bad),
  }),
  'admin notes': (bad) => ({
    client: () => admin,
    method: 'PATCH',
    path: `/api/admin/submissions/${sentId}/status`,
    json: { status: 'approved', adminNotes: `Looks good ${bad}` },
  }),
  'the signer’s name': (bad) => ({
    client: () => carol,
    path: '/api/agreements/signing',
    json: { fullName: `Carol ${bad}`, jobTitle: 'Neurosurgeon' },
  }),
  'the signer’s job title': (bad) => ({
    client: () => carol,
    path: '/api/agreements/signing',
    json: { fullName: 'Carol Diaz', jobTitle: `Neurosurgeon ${bad}` },
  }),
  'the typed name on the signing page': (bad) => ({
    client: () => carol,
    path: `/api/signing/builtin/${documentId}/sign`,
    json: {
      consent: true,
      typedName: `Carol Diaz${bad}`,
      signature: SIGNATURE_DATA_URL,
      password: 'Carol-Pass-1',
    },
  }),
  ...Object.fromEntries(
    ['name', 'email', 'subject', 'message'].map((field) => [
      `the contact form’s ${field}`,
      (bad: string) => ({
        client: visitor,
        path: '/api/contact',
        json: {
          name: 'Priya Raman',
          email: 'priya@hospital.example',
          subject: 'Catheter tip',
          message: 'A softer tip.',
          [field]: field === 'email' ? `priya${bad}@hospital.example` : `Text ${bad}`,
        },
      }),
    ]),
  ),
  'the sign-in email': (bad) => ({
    client: visitor,
    path: '/api/auth/sign-in/email',
    json: { email: `alice${bad}@example.com`, password: 'Alice-Pass-1' },
  }),
  'the sign-up email': (bad) => ({
    client: visitor,
    path: '/api/auth/sign-up/email',
    json: {
      email: `new${bad}@example.com`,
      password: 'Valid-Pass-123',
      name: '',
      acceptTerms: true,
    },
  }),
  'the sign-up name': (bad) => ({
    client: visitor,
    path: '/api/auth/sign-up/email',
    json: {
      email: 'newcomer@example.com',
      password: 'Valid-Pass-123',
      name: `New ${bad}`,
      acceptTerms: true,
    },
  }),
  'the password reset email': (bad) => ({
    client: visitor,
    path: '/api/auth/request-password-reset',
    json: { email: `alice${bad}@example.com`, redirectTo: '/reset-password' },
  }),
  'the password reset token': (bad) => ({
    client: visitor,
    path: '/api/auth/reset-password',
    json: { token: `token${bad}`, newPassword: 'Valid-Pass-123' },
  }),
  'the verification mail’s address': (bad) => ({
    client: visitor,
    path: '/api/auth/send-verification-email',
    json: { email: `alice${bad}@example.com`, callbackURL: '/auth/callback' },
  }),
  'the account name': (bad) => ({
    client: () => alice,
    path: '/api/auth/update-user',
    json: { name: `Alice ${bad}` },
  }),
  'the account’s full name in Settings': (bad) => ({
    client: () => alice,
    method: 'PATCH',
    path: '/api/account/profile',
    json: { fullName: `Alice ${bad}` },
  }),
  'a submitter’s message': (bad) => ({
    client: () => alice,
    path: `/api/submissions/${sentId}/messages`,
    json: { id: randomUUID(), text: `Answer ${bad}` },
  }),
  'a staff message': (bad) => ({
    client: () => admin,
    path: `/api/admin/submissions/${sentId}/messages`,
    json: { id: randomUUID(), kind: 'request', text: `Question ${bad}` },
  }),
  'an internal note': (bad) => ({
    client: () => admin,
    path: `/api/admin/submissions/${sentId}/messages`,
    json: { id: randomUUID(), kind: 'note', text: `Note @Administrator ${bad}` },
  }),
  'a criterion’s name': (bad) => ({
    client: () => admin,
    method: 'PUT',
    path: '/api/admin/criteria',
    json: { criteria: [{ name: `Novelty ${bad}`, weight: 1 }] },
  }),
  'a criterion’s guidance': (bad) => ({
    client: () => admin,
    method: 'PUT',
    path: '/api/admin/criteria',
    json: { criteria: [{ name: 'Novelty', guidance: `New? ${bad}`, weight: 1 }] },
  }),
  'a scorecard’s comment': (bad) => ({
    client: () => admin,
    path: `/api/admin/submissions/${sentId}/scorecard`,
    json: {
      criteriaVersion: 1,
      scores: [{ criterionId: 'novelty', score: 3 }],
      recommendation: 'hold',
      comment: `Fine ${bad}`,
    },
  }),
  'a declined review’s note': (bad) => ({
    client: () => admin,
    path: `/api/admin/submissions/${sentId}/assignment/decline`,
    json: { reason: 'other', note: `Busy ${bad}` },
  }),
  'a legal hold’s reason': (bad) => ({
    client: () => admin,
    method: 'PUT',
    path: `/api/admin/submissions/${sentId}/legal-hold`,
    json: { reason: `Litigation ${bad}` },
  }),
  'the reason a legal hold ends': (bad) => ({
    client: () => admin,
    path: `/api/admin/submissions/${sentId}/legal-hold/lift`,
    json: { reason: `Settled ${bad}` },
  }),
  'a staff tag': (bad) => ({
    client: () => admin,
    path: `/api/admin/submissions/${sentId}/tags`,
    json: { tag: `stroke ${bad}` },
  }),
  'the account image': (bad) => ({
    client: () => alice,
    path: '/api/auth/update-user',
    json: { image: `https://images.example/${bad}` },
  }),
};

const urlCalls: Record<string, (bad: string) => Call> = {
  'the verification token': (bad) => ({
    client: visitor,
    path: `/api/auth/verify-email?token=${bad}`,
  }),
  'the reset link check': (bad) => ({
    client: visitor,
    path: `/api/account/password-reset/token${bad}`,
  }),
  'the calendar feed’s token': (bad) => ({
    client: visitor,
    path: `/api/calendar/${'a'.repeat(40)}${bad}.ics`,
  }),
  'the admin submission search': (bad) => ({
    client: () => admin,
    path: `/api/admin/submissions?q=marker${bad}`,
  }),
  'the admin user search': (bad) => ({ client: () => admin, path: `/api/admin/users?q=a${bad}` }),
  'the tag suggestions’ prefix': (bad) => ({
    client: () => admin,
    path: `/api/admin/tags?q=an${bad}`,
  }),
  'a tag to remove': (bad) => ({
    client: () => admin,
    method: 'DELETE',
    path: `/api/admin/submissions/${sentId}/tags?tag=stroke${bad}`,
  }),
  'the CSV export’s search': (bad) => ({
    client: () => admin,
    path: `/api/admin/submissions/export.csv?q=a${bad}`,
  }),
};

/** Ids that are no UUID (or no document id) in every route that takes one. */
const badIds: Bad[] = [
  ...inUrl,
  ['36 hyphens', '-'.repeat(36)],
  ['a UUID of letters', 'zzzzzzzz-zzzz-zzzz-zzzz-zzzzzzzzzzzz'],
];
const idCalls: Record<string, (id: string) => Call> = {
  'reading a submission': (id) => ({ client: () => alice, path: `/api/submissions/${id}` }),
  'editing a draft': (id) => ({
    client: () => alice,
    method: 'PATCH',
    path: `/api/submissions/${id}`,
    json: { ideaTitle: 'Catheter' },
  }),
  'sending a draft': (id) => ({
    client: () => alice,
    method: 'POST',
    path: `/api/submissions/${id}/submit`,
  }),
  'deleting a draft': (id) => ({
    client: () => alice,
    method: 'DELETE',
    path: `/api/submissions/${id}`,
  }),
  'an attachment': (id) => ({ client: () => alice, path: `/api/submissions/${id}/attachment` }),
  'an evidence bundle': (id) => ({ client: () => alice, path: `/api/submissions/${id}/evidence` }),
  'a proof of disclosure': (id) => ({ client: () => alice, path: `/api/submissions/${id}/proof` }),
  'an agreement document': (id) => ({
    client: () => alice,
    path: `/api/agreements/${id}/document`,
  }),
  'completing a signing': (id) => ({
    client: () => carol,
    method: 'POST',
    path: `/api/agreements/signing/${id}/complete`,
  }),
  'the signing page': (id) => ({ client: () => carol, path: `/api/signing/builtin/${id}` }),
  'signing on the signing page': (id) => ({
    client: () => carol,
    path: `/api/signing/builtin/${id}/sign`,
    json: {
      consent: true,
      typedName: 'Carol Diaz',
      signature: SIGNATURE_DATA_URL,
      password: 'Carol-Pass-1',
    },
  }),
  'an admin’s submission': (id) => ({ client: () => admin, path: `/api/admin/submissions/${id}` }),
  'an admin’s status change': (id) => ({
    client: () => admin,
    method: 'PATCH',
    path: `/api/admin/submissions/${id}/status`,
    json: { status: 'approved' },
  }),
  'an admin’s evidence bundle': (id) => ({
    client: () => admin,
    path: `/api/admin/submissions/${id}/evidence`,
  }),
  'an admin’s proof of disclosure': (id) => ({
    client: () => admin,
    path: `/api/admin/submissions/${id}/proof`,
  }),
  'an admin’s delete': (id) => ({
    client: () => admin,
    method: 'DELETE',
    path: `/api/admin/submissions/${id}`,
  }),
  'a submission’s tags': (id) => ({
    client: () => admin,
    path: `/api/admin/submissions/${id}/tags`,
    json: { tag: 'stroke' },
  }),
  'related submissions': (id) => ({
    client: () => admin,
    path: `/api/admin/submissions/${id}/related`,
  }),
  'a link’s submission': (id) => ({
    client: () => admin,
    path: `/api/admin/submissions/${id}/links`,
    json: { otherId: sentId, kind: 'related_to' },
  }),
  'a link’s other submission': (id) => ({
    client: () => admin,
    path: `/api/admin/submissions/${sentId}/links`,
    json: { otherId: id, kind: 'related_to' },
  }),
  'a link to remove': (id) => ({
    client: () => admin,
    method: 'DELETE',
    path: `/api/admin/submissions/${sentId}/links/${id}`,
  }),
  'an admin’s user page': (id) => ({ client: () => admin, path: `/api/admin/users/${id}` }),
  'an audit head’s timestamp token': (id) => ({
    client: () => admin,
    path: `/api/admin/audit-integrity/anchors/${id}/token.tsr`,
  }),
  'a mail to send again': (id) => ({
    client: () => admin,
    method: 'POST',
    path: `/api/admin/mail/${id}/send-again`,
  }),
  'a submitter’s thread': (id) => ({
    client: () => alice,
    path: `/api/submissions/${id}/messages`,
  }),
  'a submitter’s message': (id) => ({
    client: () => alice,
    path: `/api/submissions/${id}/messages`,
    json: { id: randomUUID(), text: 'Answer' },
  }),
  'a message’s id': (id) => ({
    client: () => alice,
    path: `/api/submissions/${sentId}/messages`,
    json: { id, text: 'Answer' },
  }),
  'a read mark': (id) => ({
    client: () => alice,
    path: `/api/submissions/${sentId}/messages/read`,
    json: { lastSeenId: id },
  }),
  'a message’s file': (id) => ({
    client: () => alice,
    path: `/api/submissions/${sentId}/messages/${id}/attachment`,
  }),
  'an evaluation': (id) => ({
    client: () => admin,
    path: `/api/admin/submissions/${id}/evaluation`,
  }),
  'an assignment': (id) => ({
    client: () => admin,
    path: '/api/admin/assignments',
    json: { submissionIds: [id], reviewerIds: [randomUUID()] },
  }),
  'an unassignment': (id) => ({
    client: () => admin,
    method: 'DELETE',
    path: `/api/admin/submissions/${sentId}/assignments/${id}`,
  }),
  'a staff thread': (id) => ({
    client: () => admin,
    path: `/api/admin/submissions/${id}/messages`,
  }),
  'a note’s mention': (id) => ({
    client: () => admin,
    path: `/api/admin/submissions/${sentId}/messages`,
    json: { id: randomUUID(), kind: 'note', text: 'Note', mentions: [id] },
  }),
};

const cases = (calls: Record<string, (bad: string) => Call>, values: Bad[]) =>
  Object.entries(calls).flatMap(([name, call]) =>
    values.map(([label, value]) => [name, label, () => call(value)] as const),
  );

describe.each([
  ['text', cases(textCalls, inText)],
  ['a URL', cases(urlCalls, inUrl)],
  ['an id', cases(idCalls, badIds)],
])('characters nobody types in %s', (_, table) => {
  it.each(table)('%s with %s: refused, nothing written', async (_name, _shown, call) => {
    const { client, path, method, json, headers, body } = call();
    const before = await everything();
    const response = await client().request(path, { method, json, headers, body });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expect(response.status).not.toBe(429);
    const { error } = (await response.json()) as { error: Record<string, unknown> };
    expect(error).toEqual({
      code: expect.any(String),
      message: expect.any(String),
      ...('field' in error ? { field: expect.any(String) } : {}),
      requestId: expect.any(String),
    });
    // A field named is one the request sent, in its body or its query.
    if ('field' in error) {
      const query = new URL(path, 'http://portal.test').searchParams;
      const sent = [...Object.keys((json ?? {}) as object), ...query.keys()];
      expect(sent).toContain(String(error.field).split('.')[0]);
    }
    expect(await everything()).toEqual(before);
  });
});

describe('an upload’s file name', () => {
  // The file is what matters and is kept; its name is the portal's to make safe.
  it.each(inUrl)('with %s is stored under the name without it', async (_, bad) => {
    const response = await alice.request('/api/attachments', {
      body: pdf,
      headers: { 'x-file-name': `a${bad}b.pdf`, 'content-type': 'application/octet-stream' },
    });
    expect(response.status).toBe(201);
    expect((await response.json()).attachment.name).toBe('ab.pdf');
  });
});

describe('the account’s own fields', () => {
  it('are refused naming the field, before any limit or lock counts them', async () => {
    const response = await t.client().request('/api/auth/sign-in/email', {
      json: { email: 'alice@example.com\u0000', password: 'Alice-Pass-1' },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: {
        code: 'invalid_input',
        message: 'Email contains characters that are not allowed.',
        requestId: expect.any(String),
      },
    });
  });

  it('refuse an account name that is not text', async () => {
    const before = await everything();
    const response = await t.client().request('/api/auth/sign-up/email', {
      json: {
        email: 'nameless@example.com',
        password: 'Nameless-Pass-1',
        name: null,
        acceptTerms: true,
      },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: {
        code: 'invalid_input',
        message: 'Name must be text.',
        requestId: expect.any(String),
      },
    });
    expect(await everything()).toEqual(before);
  });

  it('leave a password as its owner typed it', async () => {
    const client = t.client();
    const response = await client.signIn('alice@example.com', 'Alice-Pass-1\u0000');
    expect(response.status).toBe(401);
  });
});
