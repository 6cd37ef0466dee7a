import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agreements, profiles, users } from '#server/db/schema/index';
import { startFakeBoldSign } from '#server/test/fake-boldsign';
import { startTestPortal, type TestPortal } from '#server/test/portal';
import { createBoldSignProvider } from './boldsign-provider';
import { boldSignSignature } from './webhook-signature';

const API_KEY = 'bs-api-key';
const TEMPLATE = '6c1b8d4e-1f2a-4b3c-9d8e-7f6a5b4c3d2e';
const SECRET = 'whsec_portal';

let fake: Awaited<ReturnType<typeof startFakeBoldSign>>;
beforeAll(async () => {
  fake = await startFakeBoldSign({ apiKey: API_KEY, templateId: TEMPLATE });
});
afterAll(() => fake.close());

const provider = (apiKey = API_KEY) =>
  createBoldSignProvider({ apiKey, templateId: TEMPLATE, baseUrl: fake.baseUrl, linkRetryMs: 10 });
const signer = {
  name: 'Dr. Omar Haddad',
  email: 'omar@hospital.example',
  jobTitle: 'Stroke Neurologist',
};

describe('the BoldSign provider', () => {
  it('sends from the template and fetches the embedded link once BoldSign has it ready', async () => {
    const started = await provider().start(signer, { redirectUrl: 'http://portal.test/thank-you' });
    expect(started).toEqual({
      documentId: expect.stringMatching(/^bs-doc-/),
      signingUrl: `https://app.boldsign.com/document/sign/?documentId=${started.documentId}`,
      templateVersion: null,
    });
    const send = fake.requests.find((r) => r.path === '/v1/template/send')!;
    expect(send.query.get('templateId')).toBe(TEMPLATE);
    expect(send.body).toMatchObject({
      disableEmails: true,
      roles: [
        { roleIndex: 1, signerName: 'Dr. Omar Haddad', signerEmail: 'omar@hospital.example' },
      ],
    });
    const links = fake.requests.filter((r) => r.path === '/v1/document/getEmbeddedSignLink');
    expect(links).toHaveLength(3);
    expect(links.at(-1)!.query.get('redirectUrl')).toBe('http://portal.test/thank-you');
  });

  it('reports status from the document properties and downloads with BoldSign’s file name', async () => {
    const { documentId } = await provider().start(signer, {
      redirectUrl: 'http://portal.test/thank-you',
    });
    expect(await provider().status(documentId)).toBe('sent');
    fake.setStatus(documentId, 'Declined');
    expect(await provider().status(documentId)).toBe('declined');
    fake.setStatus(documentId, 'Completed');
    expect(await provider().status(documentId)).toBe('signed');
    const document = await provider().download(documentId);
    expect(document.filename).toBe('Invention Agreement - Dr. Omar Haddad.pdf');
    expect(new TextDecoder().decode(document.bytes)).toContain(
      'signed at BoldSign for omar@hospital.example',
    );
  });

  it('fails plainly with a wrong API key', async () => {
    await expect(provider('wrong').start(signer, { redirectUrl: 'http://x' })).rejects.toThrow(
      /answered 401/,
    );
  });
});

describe('the portal on BoldSign', () => {
  let t: TestPortal;
  let client: ReturnType<TestPortal['client']>;
  let documentId: string;
  let agreementId: string;

  beforeAll(async () => {
    t = await startTestPortal({
      SIGNING_PROVIDER: 'boldsign',
      BOLDSIGN_API_KEY: API_KEY,
      BOLDSIGN_TEMPLATE_ID: TEMPLATE,
      BOLDSIGN_BASE_URL: fake.baseUrl,
      BOLDSIGN_WEBHOOK_SECRET: SECRET,
    });
    client = await t.createAccount('omar@hospital.example', 'Omar-Pass-1');
    const response = await client.request('/api/agreements/signing', {
      json: { fullName: signer.name, jobTitle: signer.jobTitle },
    });
    expect(response.status).toBe(201);
    ({ documentId, agreementId } = await response.json());
  });
  afterAll(() => t.close());

  const webhook = (
    body: object,
    {
      secret = SECRET,
      at = Math.floor(Date.now() / 1000),
      origin,
    }: { secret?: string; at?: number; origin?: string } = {},
  ) => {
    const raw = JSON.stringify(body);
    return t.app.request('http://portal.test/api/signing/boldsign/webhook', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-boldsign-signature': `t=${at}, s0=${boldSignSignature(raw, secret, at)}`,
        ...(origin ? { origin } : {}),
      },
      body: raw,
    });
  };
  const completed = () => ({
    event: { eventType: 'Completed' },
    data: { object: 'document', documentId },
  });
  const profile = async () => {
    const [user] = await t.db.select().from(users).where(eq(users.email, 'omar@hospital.example'));
    return (await t.db.select().from(profiles).where(eq(profiles.id, user!.id)))[0]!;
  };

  it('has no built-in signing page, and allows BoldSign’s frames', async () => {
    expect((await client.request(`/api/signing/builtin/${documentId}`)).status).toBe(404);
    const csp = (await client.request('/api/health')).headers.get('content-security-policy')!;
    expect(csp).toContain("frame-src 'self' https://*.boldsign.com");
  });

  it('ignores a webhook saying Completed while BoldSign itself says otherwise', async () => {
    expect((await webhook(completed())).status).toBe(200);
    expect((await profile()).signature).toBeNull();
  });

  it('refuses webhooks with a bad, stale or missing signature, changing nothing', async () => {
    fake.setStatus(documentId, 'Completed');
    expect((await webhook(completed(), { secret: 'whsec_forged' })).status).toBe(401);
    expect((await webhook(completed(), { at: Math.floor(Date.now() / 1000) - 600 })).status).toBe(
      401,
    );
    const unsigned = await t.app.request('http://portal.test/api/signing/boldsign/webhook', {
      method: 'POST',
      body: JSON.stringify(completed()),
    });
    expect(unsigned.status).toBe(401);
    expect((await profile()).signature).toBeNull();
  });

  it('completes the agreement on a valid Completed event, storing BoldSign’s PDF', async () => {
    // Server to server: no browser origin is needed, the signature is what counts.
    expect((await webhook(completed())).status).toBe(200);
    expect(await profile()).toMatchObject({
      signature: 'signed',
      agreementId,
      fullName: signer.name,
    });
    const download = await client.request(`/api/agreements/${agreementId}/document`);
    expect(download.headers.get('content-disposition')).toContain(
      'attachment; filename="Invention Agreement - Dr. Omar Haddad.pdf"',
    );
    expect(await download.text()).toContain('signed at BoldSign');
  });

  it('treats a replayed event as already done', async () => {
    const before = await t.db.select().from(agreements).where(eq(agreements.id, agreementId));
    expect((await webhook(completed())).status).toBe(200);
    expect(await t.db.select().from(agreements).where(eq(agreements.id, agreementId))).toEqual(
      before,
    );
  });

  it('accepts events for documents it does not know, without acting on them', async () => {
    const response = await webhook({
      event: { eventType: 'Completed' },
      data: { documentId: 'bs-doc-unknown' },
    });
    expect(response.status).toBe(200);
  });
});
