import { company } from '#common/company';
import { submissionReference } from '#common/submissions';
import { canonicalJson } from '#server/lib/canonical-json';
import type { DocumentSeal } from '#server/lib/pdf-seal/document-seal';
import { sha256Hex } from '#server/lib/sha256';
import type { Storage } from '#server/providers/storage/storage';
import type { TimestampRow } from './timestamps';
import { tokenCertificatesPem } from '#server/lib/tsa-client';
import type { AttachmentRow, BundleFacts } from './bundle-facts';
import { attestationEntries, attestationFiles, grantedAttestations } from './attestation-part';
import { auditPart } from './audit-part';
import { grantedPipelineFiles, pipelineEntries, pipelineSignedFiles } from './pipeline-part';
import { namesIn } from './bundle-names';
import { renderDisclosure } from './disclosure-pdf';
import type { BundleEntry, HashedZipPlan, WrittenFile } from './hashed-zip';
import { factsDocument } from './submission-manifest';
import { verifyText } from './verify-text';
import type { Issuing } from './issued-documents';

const encoder = new TextEncoder();
const json = (value: unknown) => encoder.encode(`${JSON.stringify(value, null, 2)}\n`);

/** The folder a bundle unpacks into, and its ZIP's name without `.zip`. */
export const bundleFolder = (submissionId: string) => `evidence-${submissionId}`;

/** `sha256sum -c` format: two spaces between the hash and the name. */
const checksums = (files: WrittenFile[]) =>
  files.map((file) => `${file.sha256}  ${file.path}\n`).join('');

/**
 * What goes into a submission's evidence bundle, in the order it is written: every file that is
 * hashed first, then manifest.json and SHA256SUMS made from those hashes, and VERIFY.txt.
 * Stored files (attachments, the agreement) are streamed from storage; a stored file that is
 * gone is left out and named in manifest.json's `missing`.
 */
export function bundlePlan(
  storage: Storage,
  facts: BundleFacts,
  madeAt: Date,
  issue: Issuing | null = null,
  seal: DocumentSeal | null = null,
): HashedZipPlan {
  const { submission, files, agreement, messages } = facts;
  const missing = new Set<string>();
  const fromStorage = (path: string, key: string | null): BundleEntry => ({
    path,
    open: async () => {
      const file = key ? await storage.get(key) : null;
      if (!file) missing.add(path);
      return file?.body ?? null;
    },
    compress: false,
  });

  const manifest = { text: facts.manifest.document!, sha256: facts.manifest.sha256 };
  // A manifest timestamped before it hashed the facts (version 1) vouches for none.
  const factsHashed = 'factsSha256' in JSON.parse(manifest.text);
  const fileName = namesIn('attachments');
  const filePaths = files.map((file) => fileName(file.fileName, file.contentType));
  const messageFileName = namesIn('messages/attachments');
  const messageFiles: { path: string; file: AttachmentRow }[] = [];
  const messageRecords = messages.map(({ message, file }) => {
    const path = file
      ? messageFileName(message.attachmentName ?? file.fileName, file.contentType)
      : null;
    if (path && file) messageFiles.push({ path, file });
    return {
      id: message.id,
      sentAt: message.createdAt.toISOString(),
      kind: message.kind,
      authorRole: message.authorRole,
      authorName: message.authorName,
      text: message.body,
      attachment: message.attachmentName
        ? {
            name: message.attachmentName,
            path,
            size: file?.sizeBytes ?? null,
            sha256: file?.sha256 ?? null,
          }
        : null,
    };
  });
  const agreementPath = agreement?.documentKey ? 'agreement/agreement.pdf' : null;
  const longTermPath = facts.agreementLongTerm ? 'agreement/agreement-long-term.pdf' : null;
  const present = (path: string | null) => (path && !missing.has(path) ? path : null);

  // Each granted token goes beside the file it is over; a token waits for its file's presence.
  const granted = (row: TimestampRow | null, data: string | null, token: string) =>
    row?.state === 'granted' && row.response && data ? [{ row, data, token }] : [];
  const attestations = attestationFiles(facts);
  const signedPipeline = pipelineSignedFiles(facts);
  const stamped = [
    ...granted(facts.manifest, 'submission-manifest.json', 'timestamps/submission-manifest.tsr'),
    ...granted(facts.agreementTimestamp, agreementPath, 'timestamps/agreement.tsr'),
    ...grantedAttestations(attestations),
    ...grantedPipelineFiles(signedPipeline),
  ];
  const audit = auditPart(facts);
  // The roots each token was checked against when it was stored, whatever TSA_CA_FILE says now;
  // with none configured then, the certificates the authority put in its token.
  const tokens = [...stamped.map(({ row }) => row), ...(facts.anchor ? [facts.anchor.row] : [])];
  const tsaCertificates = () =>
    encoder.encode(
      [...new Set(tokens.map((row) => row.trustedRoots ?? tokenCertificatesPem(row.token!)))].join(
        '',
      ),
    );

  const entries: BundleEntry[] = [
    { path: 'submission-manifest.json', open: async () => encoder.encode(manifest.text) },
    // The words as sent: the manifest holds only their hashes.
    { path: 'submission/title.txt', open: async () => encoder.encode(submission.ideaTitle) },
    {
      path: 'submission/description.txt',
      open: async () => encoder.encode(submission.ideaDescription),
    },
    ...(factsHashed
      ? [
          {
            path: 'submission/facts.json',
            open: async () => encoder.encode(factsDocument(submission)),
          },
        ]
      : []),
    ...attestationEntries(attestations),
    ...pipelineEntries(facts, signedPipeline),
    ...files.map((file, index) => fromStorage(filePaths[index]!, file.storageKey)),
    ...(messages.length
      ? [
          {
            path: 'messages/messages.json',
            open: async () => json({ submissionId: submission.id, messages: messageRecords }),
          },
        ]
      : []),
    ...messageFiles.map(({ path, file }) => fromStorage(path, file.storageKey)),
    ...(agreementPath ? [fromStorage(agreementPath, agreement!.documentKey)] : []),
    ...(longTermPath ? [fromStorage(longTermPath, facts.agreementLongTerm!.documentKey)] : []),
    ...stamped.map(({ row, token }) => ({ path: token, open: async () => row.response! })),
    ...audit.entries,
    ...(tokens.length ? [{ path: 'tsa/ca.pem', open: async () => tsaCertificates() }] : []),
    // Last of the hashed files, so it can say which stored files could not be included.
    {
      path: 'disclosure.pdf',
      open: async () => {
        const pdf = await renderDisclosure({
          facts,
          manifestSha256: manifest.sha256,
          paths: { files: filePaths.map(present), agreement: present(agreementPath) },
          madeAt,
          verification: issue?.disclosure ?? null,
          sealed: seal !== null,
        });
        return seal
          ? seal(pdf, {
              reason: `Issued by ${company.legalName} invention portal: disclosure record of submission ${submissionReference(submission.id)}`,
              signedAt: madeAt,
            })
          : pdf;
      },
    },
  ];

  return {
    root: bundleFolder(submission.id),
    mtime: madeAt,
    entries,
    summaries: async (written, gone) => {
      const manifestText = canonicalJson({
        type: 'evidence-bundle',
        submissionId: submission.id,
        createdAt: madeAt.toISOString(),
        ...(issue ? { verificationCode: issue.bundle.code } : {}),
        files: written,
        missing: gone,
      });
      const manifestJson = encoder.encode(manifestText);
      // Recorded before the summaries go out: a bundle someone holds is always one on record.
      await issue?.record({
        disclosureSha256: written.find((file) => file.path === 'disclosure.pdf')?.sha256 ?? null,
        manifest: manifestText,
      });
      const sums = checksums([
        ...written,
        {
          path: 'manifest.json',
          sha256: sha256Hex(manifestJson),
          size: manifestJson.length,
        },
      ]);
      return [
        { path: 'manifest.json', bytes: manifestJson },
        { path: 'SHA256SUMS', bytes: encoder.encode(sums) },
        {
          path: 'VERIFY.txt',
          bytes: encoder.encode(
            verifyText({
              folder: bundleFolder(submission.id),
              submissionId: submission.id,
              madeAt,
              attachments: filePaths.filter((path) => present(path) !== null),
              agreement: present(agreementPath),
              agreementLongTerm: present(agreementPath) && present(longTermPath),
              disclosureSealed: seal !== null,
              timestamps: stamped
                .filter(({ data }) => present(data))
                .map(({ data, token }) => ({ data: data!, token })),
              audit: audit.verify,
              reader: facts.reader,
              hasMessages: messages.length > 0,
              factsHashed,
              manifestTimestamped: stamped.some(({ row }) => row === facts.manifest),
              attestations: attestations.map((file) => file.data),
              online: issue?.bundle ?? null,
            }),
          ),
        },
      ];
    },
  };
}
