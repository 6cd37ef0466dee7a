import { eq, sql } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agreements, auditLog, profiles, signingDocuments, users } from '../db/schema';
import { queryRows } from '../db/client';
import { agreementTemplate } from '../lib/agreement-pdf/template';
import { SIGNATURE_DATA_URL } from '../test/signature';
import { startTestPortal, type TestPortal } from '../test/portal';
import { enrolTwoFactor } from '../test/two-factor';

const SIGNER_PASSWORD = 'Signer-Pass-1';
let t: TestPortal;
let signer: ReturnType<TestPortal['client']>;
let started: { agreementId: string; documentId: string; signingUrl: string };

beforeAll(async () => {
  t = await startTestPortal({ STAFF_NOTIFY_EMAIL: 'staff@portal.test' });
  signer = await t.createAccount('signer@example.com', SIGNER_PASSWORD);
});
afterAll(() => t.close());

const sign = (client: ReturnType<TestPortal['client']>, documentId: string, body: object = {}) =>
  client.request(`/api/signing/builtin/${documentId}/sign`, {
    json: {
      consent: true,
      typedName: 'Dr. Lena Park',
      signature: SIGNATURE_DATA_URL,
      password: SIGNER_PASSWORD,
      ...body,
    },
  });
const profileOf = async (email: string) => {
  const [user] = await t.db.select().from(users).where(eq(users.email, email));
  return (await t.db.select().from(profiles).where(eq(profiles.id, user!.id)))[0]!;
};

describe('starting a signing', () => {
  it('needs a signed-in user', async () => {
    const response = await t
      .client()
      .request('/api/agreements/signing', { json: { fullName: 'A', jobTitle: 'B' } });
    expect(response.status).toBe(401);
  });

  it.each([
    [{ fullName: '  ', jobTitle: 'Neurosurgeon' }, 'fullName'],
    [{ fullName: 'Dr. Lena Park' }, 'jobTitle'],
  ])('refuses %j with the spec message, on %s', async (body, field) => {
    const response = await signer.request('/api/agreements/signing', { json: body });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: {
        code: 'invalid_input',
        message: 'Please provide your full name and job title.',
        field,
        requestId: expect.any(String),
      },
    });
  });

  it('refuses an account address that does not look like one, creating nothing', async () => {
    const client = await t.createAccount('legacy@example.com', 'Legacy-Pass-1');
    await t.db
      .update(users)
      .set({ email: 'legacy-user@localhost' })
      .where(eq(users.email, 'legacy@example.com'));
    const documents = (await t.db.select().from(signingDocuments)).length;
    const response = await client.request('/api/agreements/signing', {
      json: { fullName: 'Dr. Lena Park', jobTitle: 'Neurosurgeon' },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: {
        code: 'invalid_email',
        message: 'Invalid email format. Please enter a valid email address.',
        requestId: expect.any(String),
      },
    });
    expect(await t.db.select().from(signingDocuments)).toHaveLength(documents);
  });

  it('creates a document at the built-in provider and returns its signing page', async () => {
    const response = await signer.request('/api/agreements/signing', {
      json: { fullName: '  Dr. Lena Park ', jobTitle: ' Neurosurgeon ' },
    });
    expect(response.status).toBe(201);
    started = await response.json();
    expect(started.signingUrl).toBe(`http://portal.test/signing/${started.documentId}`);
    const [row] = await t.db
      .select()
      .from(agreements)
      .where(eq(agreements.id, started.agreementId));
    expect(row).toMatchObject({
      status: 'sent',
      provider: 'builtin',
      signerName: 'Dr. Lena Park',
      signerJobTitle: 'Neurosurgeon',
      templateVersion: '2025-04',
    });
  });
});

describe('the built-in signing page', () => {
  it('shows the versioned agreement to its signer and records the first view', async () => {
    const response = await signer.request(`/api/signing/builtin/${started.documentId}`);
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toMatchObject({
      status: 'viewed',
      signer: { name: 'Dr. Lena Park', email: 'signer@example.com', jobTitle: 'Neurosurgeon' },
      agreement: {
        version: '2025-04',
        title: 'Invention Submission and Confidentiality Agreement',
      },
    });
    const [document] = await t.db
      .select()
      .from(signingDocuments)
      .where(eq(signingDocuments.id, started.documentId));
    expect(document!.viewedAt).toBeInstanceOf(Date);
  });

  it('is not shown to another user, nor signed by them', async () => {
    const other = await t.createAccount('other@example.com', 'Other-Pass-1');
    expect((await other.request(`/api/signing/builtin/${started.documentId}`)).status).toBe(404);
    expect((await sign(other, started.documentId)).status).toBe(404);
    expect(
      (
        await other.request(`/api/agreements/signing/${started.documentId}/complete`, {
          method: 'POST',
        })
      ).status,
    ).toBe(404);
  });

  it('does not count as signed because a browser asks to complete it', async () => {
    const response = await signer.request(
      `/api/agreements/signing/${started.documentId}/complete`,
      { method: 'POST' },
    );
    expect(await response.json()).toEqual({ status: 'viewed', agreementId: null });
    expect((await profileOf('signer@example.com')).signature).toBeNull();
  });

  it.each([
    [{ consent: false }, 'Please agree to sign electronically.'],
    [{ signature: '' }, 'Please draw your signature before signing.'],
    [{ signature: 'data:image/png;base64,AAAA' }, 'Please draw your signature before signing.'],
    [{ typedName: 'Someone Else' }, 'Please type your full name exactly as given: Dr. Lena Park'],
  ])('refuses %j, changing nothing', async (body, message) => {
    const response = await sign(signer, started.documentId, body);
    expect(response.status).toBe(400);
    expect((await response.json()).error.message).toBe(message);
    const [document] = await t.db
      .select()
      .from(signingDocuments)
      .where(eq(signingDocuments.id, started.documentId));
    expect(document!.status).toBe('viewed');
  });

  it('asks the signer to prove who they are again: a wrong or missing password signs nothing', async () => {
    for (const [body, message] of [
      [{ password: undefined }, 'Enter your password to sign.'],
      [{ password: 'not-her-password' }, 'The password is not right.'],
    ] as const) {
      const response = await sign(signer, started.documentId, body);
      expect(response.status).toBe(400);
      expect((await response.json()).error).toMatchObject({ field: 'password', message });
    }
    // Another session of the account, signed in moments ago, is no signature either.
    const [document] = await t.db
      .select()
      .from(signingDocuments)
      .where(eq(signingDocuments.id, started.documentId));
    expect(document!.status).toBe('viewed');
  });

  it('signs: the PDF is stored, the profile updated, staff told, the audit written', async () => {
    const response = await sign(signer, started.documentId, { typedName: 'dr. lena  park' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'signed', agreementId: started.agreementId });

    expect(await profileOf('signer@example.com')).toMatchObject({
      signature: 'signed',
      agreementId: started.agreementId,
      fullName: 'Dr. Lena Park',
      jobTitle: 'Neurosurgeon',
    });
    const [row] = await t.db
      .select()
      .from(agreements)
      .where(eq(agreements.id, started.agreementId));
    expect(row).toMatchObject({ status: 'signed' });
    expect(row!.documentKey).toMatch(
      new RegExp(`^agreements/${started.agreementId}-[0-9a-f-]{36}\\.pdf$`),
    );
    expect(row!.documentSha256).toMatch(/^[0-9a-f]{64}$/);

    const mail = await t.latestMailTo('staff@portal.test', 'Invention agreement signed');
    expect(mail.subject).toBe('Invention agreement signed (Innovation Portal)');
    expect(mail.text).toContain(
      'Dr. Lena Park (signer@example.com) signed the invention agreement',
    );
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'agreement.signed'));
    expect(audit).toMatchObject({ targetId: started.agreementId });
  });

  it('signing again changes nothing and starting again is refused', async () => {
    expect(await (await sign(signer, started.documentId)).json()).toEqual({
      status: 'signed',
      agreementId: started.agreementId,
    });
    const again = await signer.request('/api/agreements/signing', {
      json: { fullName: 'Dr. Lena Park', jobTitle: 'Neurosurgeon' },
    });
    expect(again.status).toBe(409);
    const rows = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from agreements where status = 'signed'`,
    );
    expect(rows[0]!.n).toBe(1);
  });
});

describe('downloading the signed agreement', () => {
  let pdf: Uint8Array;

  it('gives the owner the PDF as an attachment with the SHA-256 recorded at signing', async () => {
    const response = await signer.request(`/api/agreements/${started.agreementId}/document`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="agreement_${started.documentId.slice(0, 8)}.pdf"; filename*=UTF-8''agreement_${started.documentId.slice(0, 8)}.pdf`,
    );
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    pdf = new Uint8Array(await response.arrayBuffer());
    const { createHash } = await import('node:crypto');
    const [row] = await t.db
      .select()
      .from(agreements)
      .where(eq(agreements.id, started.agreementId));
    expect(createHash('sha256').update(pdf).digest('hex')).toBe(row!.documentSha256);

    const { text } = await extractText(await getDocumentProxy(pdf.slice()), { mergePages: true });
    for (const fact of [
      'Dr. Lena Park',
      'Neurosurgeon',
      'signer@example.com',
      'version 2025-04',
      agreementTemplate().sha256,
    ]) {
      expect(text.replace(/\s+/g, ' ')).toContain(fact);
    }
  });

  it('prints an IPv4 client seen through a dual-stack socket as IPv4 on the certificate page', async () => {
    await t.createAccount('dual.stack@example.com', 'Dual-Stack-Pass-1');
    // The same person, signing from a connection the server saw as ::ffff:203.0.113.77.
    const client = t.client('::ffff:203.0.113.77');
    expect((await client.signIn('dual.stack@example.com', 'Dual-Stack-Pass-1')).status).toBe(200);
    const begun = await client.request('/api/agreements/signing', {
      json: { fullName: 'Dr. Iris Bauer', jobTitle: 'Neuroradiologist' },
    });
    const { documentId, agreementId } = (await begun.json()) as {
      documentId: string;
      agreementId: string;
    };
    expect(
      (
        await sign(client, documentId, {
          typedName: 'Dr. Iris Bauer',
          password: 'Dual-Stack-Pass-1',
        })
      ).status,
    ).toBe(200);
    const download = await client.request(`/api/agreements/${agreementId}/document`);
    const bytes = new Uint8Array(await download.arrayBuffer());
    const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
    const flat = text.replace(/\s+/g, ' ');
    expect(flat).toContain('IP address 203.0.113.77');
    expect(flat).not.toContain('::ffff:');
  });

  it('answers another user exactly as for an agreement that does not exist', async () => {
    const other = t.client();
    await other.signIn('other@example.com', 'Other-Pass-1');
    const someoneElses = await other.request(`/api/agreements/${started.agreementId}/document`);
    const missing = await other.request(
      '/api/agreements/00000000-0000-4000-8000-000000000000/document',
    );
    const malformed = await other.request(`/api/agreements/${'-'.repeat(36)}/document`);
    for (const response of [someoneElses, missing, malformed]) {
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({
        error: {
          code: 'not_found',
          message: 'There is no signed agreement for this submission.',
          requestId: expect.any(String),
        },
      });
    }
  });

  it('refuses a visitor, and answers 404 for an unknown agreement', async () => {
    expect(
      (await t.client().request(`/api/agreements/${started.agreementId}/document`)).status,
    ).toBe(401);
    expect(
      (await signer.request('/api/agreements/00000000-0000-4000-8000-000000000000/document'))
        .status,
    ).toBe(404);
  });

  it('gives an admin the same file and writes the download to the audit log', async () => {
    const admin = await t.signInAdmin();
    const response = await admin.request(`/api/agreements/${started.agreementId}/document`);
    expect(response.status).toBe(200);
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(pdf);
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'agreement.downloaded'));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actorEmail: 'admin@portal.test',
      targetId: started.agreementId,
    });
    expect(entries[0]!.details).toMatchObject({ onBehalfOf: true });
  });
});

describe('document ids', () => {
  it('are checked against the spec format', async () => {
    const response = await signer.request('/api/agreements/signing/ab!/complete', {
      method: 'POST',
    });
    expect(response.status).toBe(400);
    expect((await response.json()).error.message).toBe(
      'The agreement ID format appears to be invalid',
    );
  });
});

describe('signing with two-factor sign-in on', () => {
  it('asks a signer with two-factor sign-in for a code too, each code once', async () => {
    const careful = await t.createAccount('careful@example.com', 'Careful-Pass-1');
    const { authenticator } = await enrolTwoFactor(careful, 'Careful-Pass-1');
    const begun = (await (
      await careful.request('/api/agreements/signing', {
        json: { fullName: 'Dr. Lena Park', jobTitle: 'Neurosurgeon' },
      })
    ).json()) as { documentId: string; agreementId: string };
    const withoutCode = await sign(careful, begun.documentId, { password: 'Careful-Pass-1' });
    expect((await withoutCode.json()).error).toMatchObject({
      field: 'code',
      message: 'Enter the 6-digit code from your authenticator app to sign.',
    });
    const signed = await sign(careful, begun.documentId, {
      password: 'Careful-Pass-1',
      code: authenticator.generate(),
    });
    expect(signed.status).toBe(200);
    const pdf = new Uint8Array(
      await (await careful.request(`/api/agreements/${begun.agreementId}/document`)).arrayBuffer(),
    );
    const { text } = await extractText(await getDocumentProxy(pdf), { mergePages: true });
    expect(text.replace(/\s+/g, ' ')).toContain(
      'Signer identity Password and authenticator code re-entered at signing',
    );
  });
});
