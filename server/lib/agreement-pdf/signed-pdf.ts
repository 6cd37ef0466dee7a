import { PDFDocument } from 'pdf-lib';
import { signatureMeanings, signerCheckLabels, type SignerCheck } from '#common/auth/signing';
import { company } from '#common/company';
import { readableAddress } from '#server/lib/ip-address';
import type { SealDescription } from '#server/lib/pdf-seal/sealer';
import { MUTED, PAGE, TextWriter, utc } from '../pdf/text-writer';
import { drawVerificationBlock, type VerificationMark } from '../pdf/verification-block';
import type { AgreementTemplate } from './template';

export interface SignatureRecord {
  documentId: string;
  template: AgreementTemplate;
  signer: { name: string; email: string; jobTitle: string };
  /** The full name the signer typed as their signature. */
  typedName: string;
  /** How the signer proved who they were at the signature (21 CFR 11.200). */
  signerCheck: SignerCheck;
  /** The drawn signature, as PNG bytes. */
  signaturePng: Uint8Array;
  viewedAt: Date;
  signedAt: Date;
  ipAddress: string;
  userAgent: string;
  /** The seal the file receives once rendered; null for a file that is not sealed (demo data). */
  seal: SealDescription | null;
  /** The code and link to /verify, drawn before the seal so that the seal covers them. */
  verification?: VerificationMark | null;
}

// This page is drawn before the seal is applied, so it says what the seal is, not what it proved.
const sealStatement = ({ certificateName, selfSigned }: SealDescription) =>
  `This file is sealed with the portal's certificate "${certificateName}"` +
  (selfSigned
    ? ', which is self-signed: the seal shows that the file has not changed since it was sealed, not who issued the certificate.'
    : '. The seal shows that the file has not changed since it was sealed.') +
  ' PDF readers show the seal as a digital signature (PAdES).';

const timestampStatement = ({ timestamps }: SealDescription) =>
  timestamps
    ? 'A trusted timestamp (RFC 3161) is embedded in the seal when the timestamp authority answers at signing; the SHA-256 of this file is also timestamped on its own.'
    : "No timestamp authority is configured: the times on this page come from the portal's clock.";

/** The signed agreement: its text, the signature block, and a certificate page for the record. */
export async function renderSignedAgreement(record: SignatureRecord): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const { template, signer } = record;
  pdf.setTitle(`${template.title} (${signer.name})`);
  pdf.setAuthor(company.legalName);
  pdf.setSubject(`Agreement version ${template.version}, document ${record.documentId}`);
  pdf.setCreationDate(record.signedAt);
  pdf.setModificationDate(record.signedAt);
  const w = await TextWriter.start(pdf);

  w.text(template.title, { size: 16, font: w.bold, gap: 4 });
  w.text(`${company.legalName} · Agreement version ${template.version}`, {
    size: 9,
    color: MUTED,
    gap: 14,
  });
  for (const section of template.sections) {
    if (section.heading) w.text(section.heading, { size: 11, font: w.bold, gap: 2 });
    for (const paragraph of section.paragraphs) w.text(paragraph);
    w.space(4);
  }

  w.space(12);
  w.text('Signature', { size: 12, font: w.bold, gap: 8 });
  const image = await pdf.embedPng(record.signaturePng);
  const scale = Math.min(220 / image.width, 80 / image.height, 1);
  w.space(image.height * scale + 8);
  w.page.drawImage(image, {
    x: PAGE.margin,
    y: w.y,
    width: image.width * scale,
    height: image.height * scale,
  });
  w.page.drawLine({
    start: { x: PAGE.margin, y: w.y - 4 },
    end: { x: PAGE.margin + 240, y: w.y - 4 },
    thickness: 0.5,
    color: MUTED,
  });
  w.space(10);
  w.field('Signed by', `${record.typedName}`);
  w.field('Job title', signer.jobTitle);
  w.field('Email', signer.email);
  w.field('Signed', utc(record.signedAt));
  w.field('Meaning', signatureMeanings.agreement);

  w.newPage();
  w.text('Certificate of Electronic Signature', { size: 16, font: w.bold, gap: 14 });
  w.field('Document ID', record.documentId);
  w.field('Agreement', `${template.title}, version ${template.version}`);
  w.field('SHA-256 of the agreement text', template.sha256);
  w.field('Signer', `${signer.name} <${signer.email}>`);
  w.field('Job title', signer.jobTitle);
  w.field('Typed signature', record.typedName);
  w.field('Viewed', utc(record.viewedAt));
  w.field('Signed', utc(record.signedAt));
  // Also an address recorded before addresses were kept in their readable form.
  w.field('IP address', readableAddress(record.ipAddress) ?? record.ipAddress);
  w.field('User agent', record.userAgent || '(not sent)');
  w.field(
    'Meaning of the signature',
    `${signatureMeanings.agreement}: agreed to the terms of this agreement`,
  );
  w.field('Signer identity', signerCheckLabels[record.signerCheck]);
  if (record.seal) {
    w.field('Seal', sealStatement(record.seal));
    w.field('Timestamp', timestampStatement(record.seal));
  }
  w.space(8);
  w.text(
    'The signer consented to sign electronically, read the agreement above and drew their signature. ' +
      'The SHA-256 of this file was recorded when it was signed, so any later change to it can be detected.',
    { size: 9, color: MUTED },
  );
  if (record.verification) {
    w.space(12);
    drawVerificationBlock(w, record.verification);
  }
  return pdf.save();
}
