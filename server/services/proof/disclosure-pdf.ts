import { PDFDocument } from 'pdf-lib';
import { signatureMeanings } from '#common/auth/signing';
import { company } from '#common/company';
import { submissionReference } from '#common/submissions';
import { MUTED, TextWriter, utc } from '#server/lib/pdf/text-writer';
import { drawVerificationBlock, type VerificationMark } from '#server/lib/pdf/verification-block';
import { sha256Hex as sha256 } from '#server/lib/sha256';
import { hasFacts, type InventionFactsRecord } from '#common/invention-facts';
import {
  disclosureText,
  factsRecord,
  fundingText,
  ipPolicyText,
  stageText,
} from '../submissions/index';
import { attestationFiles, inventorsPdfSection } from './attestation-part';
import { pipelinePdfSection } from './pipeline-part';
import type { BundleFacts } from './bundle-facts';

export interface DisclosureRecord {
  facts: BundleFacts;
  /** SHA-256 of submission-manifest.json, as in the bundle. */
  manifestSha256: string;
  /** Where each file (in the idea's order) and the agreement are in the bundle, if they are. */
  paths: { files: (string | null)[]; agreement: string | null };
  madeAt: Date;
  /** This copy's code and link to /verify; null for a copy that is not issued (a preview). */
  verification?: VerificationMark | null;
  /** Whether the portal seals this copy once it is drawn: the page says so, the seal proves it. */
  sealed?: boolean;
}

const bytes = (size: number | null) =>
  size === null ? 'not recorded' : `${size.toLocaleString('en-US')} bytes`;

const NOT_GIVEN = 'Not given';
const orNotGiven = (text: string | null) => text?.trim() || NOT_GIVEN;

/** The facts a patent attorney needs, as the submitter gave them; each one left out says so. */
function inventionFacts(
  w: TextWriter,
  facts: InventionFactsRecord,
  fileNames: ReadonlyMap<string, string>,
) {
  w.space(6);
  w.heading('The invention');
  w.fieldLines('Problem it solves', orNotGiven(facts.problem));
  w.fieldLines('Advantages over current practice', orNotGiven(facts.advantages));
  w.fieldLines('Known prior art and related patents', orNotGiven(facts.priorArt));
  w.field('Stage of development', orNotGiven(stageText(facts)));
  w.field('Conceived on', orNotGiven(facts.conceivedOn));
  w.fieldLines(
    'Public disclosures, made and planned',
    facts.publicDisclosures.map(disclosureText(fileNames)).join('\n') || NOT_GIVEN,
  );
  w.fieldLines('Funding and collaborators', facts.funding.map(fundingText).join('\n') || NOT_GIVEN);
  w.field('Employer or institution', orNotGiven(facts.employer));
  w.field('Its IP policy may cover this idea', orNotGiven(ipPolicyText(facts)));
  if (hasFacts(facts))
    w.text(
      'submission/facts.json holds these facts exactly as sent, and the manifest holds their hash.',
      { size: 9, color: MUTED, gap: 6 },
    );
}

/**
 * The disclosure on paper: what was sent, by whom, when, under which agreement, and the receipt
 * the submitter was mailed, with the hashes that tie each to the files beside it.
 */
export async function renderDisclosure(record: DisclosureRecord): Promise<Uint8Array> {
  const { submission, files, agreement, receipt } = record.facts;
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Disclosure record: ${submission.ideaTitle}`);
  pdf.setAuthor(company.legalName);
  pdf.setSubject(`Submission ${submission.id}`);
  pdf.setCreationDate(record.madeAt);
  pdf.setModificationDate(record.madeAt);
  const w = await TextWriter.start(pdf);

  w.text('Disclosure record', { size: 16, font: w.bold, gap: 4 });
  w.text(`${company.legalName} · ${company.name} · made ${utc(record.madeAt)}`, {
    size: 9,
    color: MUTED,
    gap: 14,
  });
  if (record.verification) drawVerificationBlock(w, record.verification);
  w.field('Title', submission.ideaTitle || '(untitled)');
  w.field('Reference', submissionReference(submission.id));
  w.field('Submission ID', submission.id);
  w.field('Submitter', `${submission.fullName?.trim() || '(no name)'} <${submission.email}>`);
  if (submission.jobTitle?.trim()) w.field('Job title', submission.jobTitle);
  w.field('Created', utc(submission.createdAt));
  w.field('Submitted', receipt ? utc(receipt.queuedAt) : 'not recorded');
  w.field('SHA-256 of the title', sha256(submission.ideaTitle));
  w.field('SHA-256 of the description', sha256(submission.ideaDescription));

  w.space(6);
  w.heading('Description');
  w.paragraphs(submission.ideaDescription || '(no description)');
  if (w.replaced)
    w.text(
      "Some characters cannot be printed in this PDF's font and show as '?'. submission/title.txt and submission/description.txt hold the exact text, and it is their hashes the manifest and its timestamp cover.",
      { size: 9, color: MUTED, gap: 6 },
    );

  inventionFacts(
    w,
    factsRecord(submission.facts),
    new Map(files.map((file) => [file.id, file.fileName])),
  );
  inventorsPdfSection(w, record.facts, attestationFiles(record.facts));
  pipelinePdfSection(w, record.facts);

  w.space(6);
  w.heading(files.length > 1 ? `Attachments (${files.length})` : 'Attachment');
  files.forEach((file, index) => {
    if (index > 0) w.space(4);
    w.field('Name', file.fileName);
    w.field('Size', bytes(file.sizeBytes));
    w.field('SHA-256', file.sha256 ?? 'not recorded');
    w.field('In this bundle', record.paths.files[index] ?? 'no: the stored file is missing');
  });
  if (!files.length)
    w.text(submission.attachmentName ? 'The attached file is no longer kept.' : 'None.');

  w.space(6);
  w.heading('Agreement');
  if (agreement) {
    w.field('Document ID', agreement.documentId);
    w.field('Version', agreement.templateVersion ?? 'not recorded');
    w.field('Signed', agreement.signedAt ? utc(agreement.signedAt) : 'not recorded');
    if (agreement.signedAt)
      w.field(
        'Signature',
        `Signed by ${agreement.signerName} on ${utc(agreement.signedAt)}: "${signatureMeanings.agreement}"`,
      );
    w.field('SHA-256 of the signed PDF', agreement.documentSha256 ?? 'not recorded');
    w.field('In this bundle', record.paths.agreement ?? 'no: the stored file is missing');
  } else {
    w.text('No signed agreement is on record for this submission.');
  }

  w.space(6);
  w.heading('Submission manifest');
  w.field('SHA-256 of submission-manifest.json', record.manifestSha256);
  w.text(
    'submission-manifest.json states the facts above in canonical JSON (RFC 8785). Its hash is the one a trusted timestamp of this submission is taken over.',
    { size: 9, color: MUTED },
  );

  w.space(6);
  w.heading('Receipt as mailed');
  if (receipt) {
    w.field('To', submission.email);
    w.field('Subject', receipt.subject);
    w.field('Queued', utc(receipt.queuedAt));
    w.paragraphs(receipt.text, { size: 9 });
  } else {
    w.text('The portal holds no copy of a receipt mail for this submission.');
  }
  if (record.sealed) {
    w.space(6);
    w.heading('Seal');
    w.text(
      "This file is sealed with the portal's certificate: PDF readers show the seal as a digital signature (PAdES), made when the file was issued. With a timestamp authority configured it also carries the certificates and revocation answers the seal rests on and a document timestamp (PAdES B-LTA), so it can be validated without the network.",
      { size: 9, color: MUTED },
    );
  }
  w.footers(`Disclosure record · Submission ${submissionReference(submission.id)}`);
  // Without object streams, the Keywords naming the code stay readable in the bytes, even of a
  // copy too damaged to open (lib/pdf/claimed-code.ts).
  return pdf.save({ useObjectStreams: false });
}
