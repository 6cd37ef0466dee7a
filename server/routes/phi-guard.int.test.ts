import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { phiAttestationText, phiMessages } from '#common/phi/index';
import { cleanClinicalProse, phiSamples } from '#common/phi/fixtures';
import { submissions, timestampTokens } from '../db/schema';
import { jsonOf, sendIdea } from '../test/api-calls';
import { pdfFile } from '../test/files';
import { startTestPortal, type TestPortal } from '../test/portal';

type Client = ReturnType<TestPortal['client']>;
let t: TestPortal;
let alice: Client;
let admin: Client;

interface Refusal {
  error: { code: string; message: string; field?: string };
}

const count = async () =>
  (await t.db.select({ n: sql<number>`count(*)::int` }).from(submissions))[0]!.n;

const send = (body: object) =>
  alice.request('/api/submissions', {
    json: {
      id: randomUUID(),
      status: 'pending',
      ideaTitle: 'Softer distal tip',
      ideaDescription: 'A 4 mm aneurysm in 2024 was reached with it.',
      ...body,
    },
  });

const manifestOf = async (id: string) => {
  const [row] = await t.db
    .select({ document: timestampTokens.document })
    .from(timestampTokens)
    .where(
      and(
        eq(timestampTokens.subjectType, 'submission-manifest'),
        eq(timestampTokens.subjectId, id),
      ),
    );
  return JSON.parse(row!.document!) as { phiCheck: unknown };
};

const staffList = async (query = '') =>
  (
    await jsonOf<{ submissions: { id: string; phiFlagged: boolean }[] }>(
      await admin.request(`/api/admin/submissions${query}`),
    )
  ).submissions;

beforeAll(async () => {
  t = await startTestPortal();
  alice = await t.createSignedAccount('alice@example.com', 'Alice-Pass-1', 'Dr. Alice Moreau');
  admin = await t.signInAdmin();
});
afterAll(() => t.close());

describe('the PHI guard at intake', () => {
  it('refuses to send text with a patient identifier unless the inventor attests, writing nothing', async () => {
    const before = await count();
    for (const sample of phiSamples.slice(0, 12)) {
      const refused = await send({ ideaDescription: sample.text });
      expect((await jsonOf<Refusal>(refused, 400)).error).toEqual({
        code: 'phi_unconfirmed',
        message: phiMessages.attestationRequired,
        field: 'phiAttestation',
        requestId: expect.any(String),
      });
    }
    expect(await count()).toBe(before);
  });

  it('sends it with the attestation, recorded in the manifest, and flags it for staff', async () => {
    const response = await send({
      ideaDescription: 'Seen in Pt: Jane Doe (MRN 1234567) last spring.',
      facts: { employer: 'Lakeside Hospital, call (555) 123-4567' },
      phiAttestation: true,
    });
    const { submission } = await jsonOf<{ submission: { id: string } }>(response, 201);
    expect((await manifestOf(submission.id)).phiCheck).toEqual({
      found: [
        { where: 'Description', types: ['patient-name', 'mrn'] },
        { where: 'Employer', types: ['phone'] },
      ],
      attestation: phiAttestationText,
    });
    const flagged = await staffList('?phi=flagged');
    expect(flagged.map((row) => row.id)).toEqual([submission.id]);
    expect(flagged[0]!.phiFlagged).toBe(true);
    const detail = await jsonOf<{ phiCheck: { attestation: string } }>(
      await admin.request(`/api/admin/submissions/${submission.id}`),
    );
    expect(detail.phiCheck.attestation).toBe(phiAttestationText);
  });

  it('raises no alarm on clinical prose', async () => {
    const ids = [];
    for (const prose of cleanClinicalProse.slice(0, 10))
      ids.push(await sendIdea(alice, { ideaDescription: prose }));
    const manifest = await manifestOf(ids[0]!);
    expect(manifest.phiCheck).toEqual({ found: [], attestation: null });
    const flagged = (await staffList('?phi=flagged')).map((row) => row.id);
    for (const id of ids) expect(flagged).not.toContain(id);
  });

  it('reads attached PDFs: the upload names what it found, and sending asks the attestation', async () => {
    const upload = await alice.upload(
      'case-notes.pdf',
      await pdfFile('Patient: John Smith, DOB 03/14/1962'),
    );
    const { attachment } = await jsonOf<{ attachment: { id: string; phi: string[] } }>(upload, 201);
    expect(attachment.phi).toEqual(['patient-name', 'date-of-birth']);
    const refused = await send({ attachmentId: attachment.id });
    expect((await jsonOf<Refusal>(refused, 400)).error.field).toBe('phiAttestation');
    const sent = await send({ attachmentId: attachment.id, phiAttestation: true });
    const { submission } = await jsonOf<{ submission: { id: string } }>(sent, 201);
    expect((await manifestOf(submission.id)).phiCheck).toMatchObject({
      found: [{ where: 'case-notes.pdf', types: ['patient-name', 'date-of-birth'] }],
    });
  });

  it('asks it of a draft being sent, which could be saved with anything in it', async () => {
    const draft = await alice.request('/api/submissions', {
      json: {
        id: randomUUID(),
        status: 'draft',
        ideaTitle: 'Tip',
        ideaDescription: 'SSN 123-45-6789',
      },
    });
    const { submission } = await jsonOf<{ submission: { id: string } }>(draft, 201);
    const refused = await alice.request(`/api/submissions/${submission.id}/submit`, {
      method: 'POST',
    });
    expect((await jsonOf<Refusal>(refused, 400)).error.field).toBe('phiAttestation');
    const [still] = await t.db.select().from(submissions).where(eq(submissions.id, submission.id));
    expect(still!.status).toBe('draft');
    const sent = await alice.request(`/api/submissions/${submission.id}/submit`, {
      json: { phiAttestation: true },
    });
    expect(sent.status).toBe(200);
    expect((await manifestOf(submission.id)).phiCheck).toMatchObject({
      found: [{ where: 'Description', types: ['ssn'] }],
    });
  });

  it('refuses DICOM files, with or without their preamble', async () => {
    const preamble = new Uint8Array(132);
    preamble.set([0x44, 0x49, 0x43, 0x4d], 128);
    const dicom = new Uint8Array([...preamble, 0x02, 0x00, 0x00, 0x00, 0x55, 0x4c, 0x04, 0x00]);
    const refused = await alice.upload('scan.dcm', dicom);
    expect((await jsonOf<Refusal>(refused, 415)).error).toMatchObject({
      message: phiMessages.dicomRefused,
      field: 'attachment',
    });
  });
});
