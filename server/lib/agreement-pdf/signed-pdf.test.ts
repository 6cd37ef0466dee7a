import { createHash } from 'node:crypto';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { renderSignedAgreement } from './signed-pdf';
import { agreementTemplate } from './template';

// A 2x1 opaque PNG: enough to stand for a drawn signature.
const PNG = Uint8Array.from(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAIAAAABCAYAAAD0In+KAAAAEUlEQVR4nGNgYGD4z8DAwMAAAAkAAQIBgFUAAAAASUVORK5CYII=',
    'base64',
  ),
);

const record = {
  documentId: 'bi_3f9c2a7e1d',
  template: agreementTemplate(),
  signer: {
    name: 'Dr. Amara Okafor',
    email: 'amara@hospital.example',
    jobTitle: 'Interventional Neuroradiologist',
  },
  typedName: 'Amara Okafor',
  signerCheck: 'password+totp' as const,
  signaturePng: PNG,
  viewedAt: new Date('2026-11-21T10:00:00Z'),
  signedAt: new Date('2026-11-21T10:03:07Z'),
  ipAddress: '203.0.113.7',
  userAgent:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36',
  seal: { certificateName: 'Acme portal seal (self-signed)', selfSigned: true, timestamps: false },
};

async function pages(bytes: Uint8Array) {
  const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: false });
  return text.map((t) => t.replace(/\s+/g, ' '));
}

describe('the signed agreement PDF', () => {
  it('holds the agreement, the signer and a certificate page with the audit facts', async () => {
    const text = await pages(await renderSignedAgreement(record));
    const all = text.join(' ');
    expect(all).toContain('Invention Submission and Confidentiality Agreement');
    expect(all).toContain(
      'Compensation or collaboration is possible only if the Company chooses to pursue patent protection.',
    );
    // The signature block prints its meaning too (21 CFR 11.50).
    expect(text.at(-2)).toMatch(/Signed 2026-11-21 10:03:07 UTC Meaning Signed as inventor/);
    const certificate = text.at(-1)!;
    for (const fact of [
      'Certificate of Electronic Signature',
      'bi_3f9c2a7e1d',
      'version 2025-04',
      record.template.sha256,
      'Dr. Amara Okafor <amara@hospital.example>',
      'Interventional Neuroradiologist',
      '2026-11-21 10:00:00 UTC',
      '2026-11-21 10:03:07 UTC',
      '203.0.113.7',
      'Chrome/156.0',
      'Signed as inventor: agreed to the terms of this agreement',
      'Password and authenticator code re-entered at signing',
    ]) {
      expect(certificate).toContain(fact);
    }
  });

  it("names the portal's certificate that seals it, and says when it is self-signed", async () => {
    const certificate = (await pages(await renderSignedAgreement(record))).at(-1)!;
    expect(certificate).toContain(
      `sealed with the portal's certificate "Acme portal seal (self-signed)", which is self-signed`,
    );
    expect(certificate).toContain('No timestamp authority is configured');

    const issued = (
      await pages(
        await renderSignedAgreement({
          ...record,
          seal: { certificateName: 'Acme Seal', selfSigned: false, timestamps: true },
        }),
      )
    ).at(-1)!;
    expect(issued).toContain(`sealed with the portal's certificate "Acme Seal".`);
    expect(issued).not.toContain('self-signed');
    expect(issued).toContain('A trusted timestamp (RFC 3161) is embedded in the seal');
  });

  it('says nothing of a seal on a file that is not sealed', async () => {
    const certificate = (await pages(await renderSignedAgreement({ ...record, seal: null }))).at(
      -1,
    )!;
    expect(certificate).not.toContain('sealed with');
    expect(certificate).not.toContain('timestamp');
  });

  it('records the SHA-256 of the exact agreement text', () => {
    expect(record.template.sha256).toBe(
      createHash('sha256').update(record.template.text).digest('hex'),
    );
    expect(record.template.version).toBe('2025-04');
  });

  it('never fails on characters the PDF font lacks', async () => {
    const bytes = await renderSignedAgreement({
      ...record,
      typedName: 'Zoë Łukasz 王',
      signer: { ...record.signer, name: 'Zoë Łukasz 王' },
    });
    expect((await pages(bytes)).join(' ')).toContain('Zoë ?ukasz ?');
  });
});
