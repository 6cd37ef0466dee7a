import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { company } from '#common/company';
import type { SealDescription } from '#server/lib/pdf-seal/sealer';
import type { AgreementTemplate } from './template';

export interface SignatureRecord {
  documentId: string;
  template: AgreementTemplate;
  signer: { name: string; email: string; jobTitle: string };
  /** The full name the signer typed as their signature. */
  typedName: string;
  /** The drawn signature, as PNG bytes. */
  signaturePng: Uint8Array;
  viewedAt: Date;
  signedAt: Date;
  ipAddress: string;
  userAgent: string;
  /** The seal the file receives once rendered; null for a file that is not sealed (demo data). */
  seal: SealDescription | null;
}

const PAGE = { width: 612, height: 792, margin: 56 };
const INK = rgb(0.1, 0.12, 0.16);
const MUTED = rgb(0.35, 0.38, 0.42);

const utc = (date: Date) =>
  `${date
    .toISOString()
    .replace('T', ' ')
    .replace(/\.\d+Z$/, '')} UTC`;

/** Lays text out top to bottom, starting new pages as needed. */
class Writer {
  page!: PDFPage;
  y = 0;
  private readonly encodable = new Map<string, boolean>();

  constructor(
    readonly pdf: PDFDocument,
    readonly regular: PDFFont,
    readonly bold: PDFFont,
  ) {
    this.newPage();
  }

  newPage() {
    this.page = this.pdf.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.height - PAGE.margin;
  }

  /** The standard fonts cover Western European text; anything else prints as '?', never fails. */
  clean(text: string): string {
    return [...text.normalize('NFC')]
      .map((ch) => {
        if (!this.encodable.has(ch)) {
          try {
            this.regular.encodeText(ch);
            this.encodable.set(ch, true);
          } catch {
            this.encodable.set(ch, false);
          }
        }
        return this.encodable.get(ch) ? ch : '?';
      })
      .join('');
  }

  lines(text: string, font: PDFFont, size: number, width: number): string[] {
    const out: string[] = [];
    let line = '';
    for (const word of this.clean(text).split(/\s+/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(candidate, size) <= width) {
        line = candidate;
        continue;
      }
      if (line) out.push(line);
      // A word wider than the line (a long user agent) is cut where it must be.
      let rest = word;
      while (font.widthOfTextAtSize(rest, size) > width) {
        let cut = rest.length - 1;
        while (cut > 1 && font.widthOfTextAtSize(rest.slice(0, cut), size) > width) cut--;
        out.push(rest.slice(0, cut));
        rest = rest.slice(cut);
      }
      line = rest;
    }
    if (line) out.push(line);
    return out;
  }

  text(text: string, { size = 10, font = this.regular, color = INK, gap = 6, indent = 0 } = {}) {
    const width = PAGE.width - 2 * PAGE.margin - indent;
    for (const line of this.lines(text, font, size, width)) {
      if (this.y - size < PAGE.margin) this.newPage();
      this.y -= size * 1.35;
      this.page.drawText(line, { x: PAGE.margin + indent, y: this.y, size, font, color });
    }
    this.y -= gap;
  }

  field(label: string, value: string) {
    this.text(label, { size: 8, font: this.bold, color: MUTED, gap: 0 });
    this.text(value, { size: 10, gap: 8 });
  }

  space(height: number) {
    if (this.y - height < PAGE.margin) this.newPage();
    else this.y -= height;
  }
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
  const w = new Writer(
    pdf,
    await pdf.embedFont(StandardFonts.Helvetica),
    await pdf.embedFont(StandardFonts.HelveticaBold),
  );

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
  w.field('IP address', record.ipAddress);
  w.field('User agent', record.userAgent || '(not sent)');
  w.field('Meaning of the signature', 'Agreed to the terms as Submitter');
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
  return pdf.save();
}
