import { and, eq } from 'drizzle-orm';
import { normaliseVerificationCode, type Verification } from '#common/verification';
import type { Db } from '#server/db/client';
import {
  agreementRevisions,
  agreements,
  issuedDocuments,
  timestampTokens,
} from '#server/db/schema/index';
import { claimedVerificationCode } from '#server/lib/pdf/claimed-code';
import { sha256Hex } from '#server/lib/sha256';
import { recordAudit } from '#server/services/audit/index';
import { timestampClaim } from './timestamp-reply';
import { verificationAnswer, type Finding } from './verification-answer';
import { zipEntryHashes, type ZipEntryHash } from './zip-entries';

/** A file as dropped on /verify: its name only labels it in the answer. */
export interface UploadedFile {
  name: string;
  bytes: Uint8Array;
}

type IssuedRow = typeof issuedDocuments.$inferSelect;

const ZIP = [0x50, 0x4b, 0x03, 0x04];
const isZip = (bytes: Uint8Array) => ZIP.every((byte, i) => bytes[i] === byte);
// PDF readers accept the header anywhere in the first kilobyte.
const isPdf = (bytes: Uint8Array) =>
  Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.byteLength, 1024)).includes('%PDF-');

const fileOf = (file: UploadedFile) => ({
  name: file.name,
  sha256: sha256Hex(file.bytes),
  size: file.bytes.byteLength,
});

const issuedOf = (row: IssuedRow) => ({
  code: row.code,
  issuedAt: row.issuedAt.toISOString(),
  sha256: row.sha256,
});
const disclosureOf = (row: IssuedRow) => ({
  submissionId: row.submissionId,
  reference: row.submissionReference,
  sentAt: row.sentAt,
});

const notIssued = (kind: Finding['kind'], files: Finding['files']): Finding => ({
  verdict: 'not-issued',
  kind,
  files,
  mismatches: [],
  issued: null,
});

async function issuedBy(db: Db, where: ReturnType<typeof eq>) {
  const [row] = await db.select().from(issuedDocuments).where(where).limit(1);
  return row ?? null;
}

/** Paths a person chose (attachment names) are not told to someone who only has the code. */
const portalNamed = (path: string) => !/^(?:messages\/)?attachments\//.test(path);
const told = (path: string, sha256: string) =>
  portalNamed(path) ? path : `${path.slice(0, path.lastIndexOf('/') + 1)}(SHA-256 ${sha256})`;

interface ManifestFile {
  path: string;
  sha256: string;
  size: number;
}

/** SHA256SUMS as the bundle wrote it, from its manifest: `sha256sum -c` format. */
const checksumsOf = (files: ManifestFile[], manifestSha256: string, manifestSize: number) =>
  [...files, { path: 'manifest.json', sha256: manifestSha256, size: manifestSize }]
    .map((file) => `${file.sha256}  ${file.path}\n`)
    .join('');

function compareBundle(entries: ZipEntryHash[], row: IssuedRow): Finding['mismatches'] {
  const manifest = JSON.parse(row.manifest!) as { files: ManifestFile[] };
  const sums = checksumsOf(manifest.files, row.sha256, Buffer.byteLength(row.manifest!));
  const expected = new Map<string, string>([
    ...manifest.files.map((file) => [file.path, file.sha256] as const),
    ['manifest.json', row.sha256],
    ['SHA256SUMS', sha256Hex(sums)],
  ]);
  const actual = new Map(entries.map((entry) => [entry.path, entry.sha256]));
  const mismatches: Finding['mismatches'] = [];
  for (const [path, sha256] of expected) {
    const found = actual.get(path);
    if (found === undefined)
      mismatches.push({
        file: told(path, sha256),
        problem: 'missing',
        expectedSha256: sha256,
        actualSha256: null,
      });
    else if (found !== sha256)
      mismatches.push({
        file: path,
        problem: 'changed',
        expectedSha256: sha256,
        actualSha256: found,
      });
  }
  for (const [path, sha256] of actual)
    if (!expected.has(path) && path !== 'VERIFY.txt')
      mismatches.push({ file: path, problem: 'added', expectedSha256: null, actualSha256: sha256 });
  return mismatches;
}

async function checkBundle(db: Db, file: UploadedFile, maxInflated: number): Promise<Finding> {
  const entries = await zipEntryHashes(file.bytes, maxInflated);
  if (!entries) return notIssued('unrecognised', [fileOf(file)]);
  const files = entries.map(({ path, sha256, size }) => ({ name: path, sha256, size }));
  const manifest = entries.find((entry) => entry.path === 'manifest.json');
  // A ZIP with no manifest.json at its top is no bundle of this portal's (an Office file, say).
  if (!manifest) return notIssued('unrecognised', files);
  let row = await issuedBy(
    db,
    and(eq(issuedDocuments.kind, 'evidence-bundle'), eq(issuedDocuments.sha256, manifest.sha256))!,
  );
  if (!row) {
    // Its manifest was changed: the code it names still says which bundle it claims to be.
    const code = /"verificationCode":"([0-9A-Z]{10})"/.exec(manifest.bytes?.toString('utf8') ?? '');
    const claimed = code ? normaliseVerificationCode(code[1]!) : null;
    row = claimed
      ? await issuedBy(
          db,
          and(eq(issuedDocuments.kind, 'evidence-bundle'), eq(issuedDocuments.code, claimed))!,
        )
      : null;
  }
  if (!row?.manifest) return notIssued('evidence-bundle', files);
  const mismatches = compareBundle(entries, row);
  return {
    verdict: mismatches.length ? 'altered' : 'genuine',
    kind: 'evidence-bundle',
    files,
    mismatches,
    issued: issuedOf(row),
    disclosure: disclosureOf(row),
  };
}

async function checkPdf(db: Db, file: UploadedFile): Promise<Finding> {
  const checked = fileOf(file);
  const disclosure = await issuedBy(
    db,
    and(eq(issuedDocuments.kind, 'disclosure-pdf'), eq(issuedDocuments.sha256, checked.sha256))!,
  );
  if (disclosure)
    return {
      verdict: 'genuine',
      kind: 'disclosure-pdf',
      files: [checked],
      mismatches: [],
      issued: issuedOf(disclosure),
      disclosure: disclosureOf(disclosure),
    };
  const [agreement] = await db
    .select({ id: agreements.id, code: agreements.verificationCode, signedAt: agreements.signedAt })
    .from(agreements)
    .where(and(eq(agreements.documentSha256, checked.sha256), eq(agreements.status, 'signed')))
    .limit(1);
  const [revision] = agreement
    ? []
    : await db
        .select({
          id: agreements.id,
          code: agreements.verificationCode,
          signedAt: agreements.signedAt,
          revision: agreementRevisions.revision,
          timestampedAt: agreementRevisions.timestampedAt,
          authority: agreementRevisions.tsaName,
        })
        .from(agreementRevisions)
        .innerJoin(agreements, eq(agreements.id, agreementRevisions.agreementId))
        .where(
          and(
            eq(agreementRevisions.documentSha256, checked.sha256),
            eq(agreements.status, 'signed'),
          ),
        )
        .limit(1);
  const sealed = agreement ?? revision;
  if (sealed)
    return {
      verdict: 'genuine',
      kind: 'sealed-agreement',
      files: [checked],
      mismatches: [],
      issued: sealed.code
        ? {
            code: sealed.code,
            issuedAt: sealed.signedAt!.toISOString(),
            sha256: checked.sha256,
          }
        : null,
      agreementId: sealed.id,
      longTerm: revision
        ? {
            revision: revision.revision,
            timestampedAt: revision.timestampedAt,
            authority: revision.authority,
          }
        : null,
    };

  const code = await claimedVerificationCode(file.bytes);
  if (!code) return notIssued('unrecognised', [checked]);
  const changed = (expected: string) => [
    {
      file: file.name,
      problem: 'changed' as const,
      expectedSha256: expected,
      actualSha256: checked.sha256,
    },
  ];
  const claimedDisclosure = await issuedBy(
    db,
    and(eq(issuedDocuments.kind, 'disclosure-pdf'), eq(issuedDocuments.code, code))!,
  );
  if (claimedDisclosure)
    return {
      verdict: 'altered',
      kind: 'disclosure-pdf',
      files: [checked],
      mismatches: changed(claimedDisclosure.sha256),
      issued: issuedOf(claimedDisclosure),
      disclosure: disclosureOf(claimedDisclosure),
    };
  const [claimedAgreement] = await db
    .select({ id: agreements.id, sha256: agreements.documentSha256, signedAt: agreements.signedAt })
    .from(agreements)
    .where(eq(agreements.verificationCode, code));
  if (claimedAgreement?.sha256)
    return {
      verdict: 'altered',
      kind: 'sealed-agreement',
      files: [checked],
      mismatches: changed(claimedAgreement.sha256),
      issued: {
        code,
        issuedAt: claimedAgreement.signedAt!.toISOString(),
        sha256: claimedAgreement.sha256,
      },
      agreementId: claimedAgreement.id,
    };
  return notIssued('unrecognised', [checked]);
}

async function checkTimestamp(
  db: Db,
  reply: UploadedFile,
  imprintSha256: string,
  data: UploadedFile | null,
): Promise<Finding> {
  const files = [fileOf(reply), ...(data ? [fileOf(data)] : [])];
  const rows = await db
    .select()
    .from(timestampTokens)
    .where(and(eq(timestampTokens.sha256, imprintSha256), eq(timestampTokens.state, 'granted')));
  if (!rows.length) return notIssued('timestamp', files);
  const uploaded = Buffer.from(reply.bytes.buffer, reply.bytes.byteOffset, reply.bytes.byteLength);
  const row = rows.find((r) => r.response && uploaded.equals(r.response)) ?? rows[0]!;
  const mismatches: Finding['mismatches'] = [];
  if (!row.response || !uploaded.equals(row.response))
    mismatches.push({
      file: reply.name,
      problem: 'changed',
      expectedSha256: row.response ? sha256Hex(row.response) : null,
      actualSha256: files[0]!.sha256,
    });
  if (data && files[1]!.sha256 !== imprintSha256)
    mismatches.push({
      file: data.name,
      problem: 'changed',
      expectedSha256: imprintSha256,
      actualSha256: files[1]!.sha256,
    });
  return {
    verdict: mismatches.length ? 'altered' : 'genuine',
    kind: 'timestamp',
    files,
    mismatches,
    issued: null,
    timestamp: {
      imprintSha256,
      at: row.genTime!,
      authority: row.tsaName ?? 'unknown authority',
      over: { type: row.subjectType, id: row.subjectId },
    },
  };
}

/** Two files where the portal takes one, or a .tsr and its file: not a question it answers. */
export class NotOneQuestion extends Error {}

/**
 * Whether files are what this portal issued, recognised by their bytes, never their names: a
 * ZIP is an evidence bundle, a PDF a disclosure or a sealed agreement, a DER reply a timestamp
 * (with, or without, the file it is over). Nothing of them is kept; the check joins the audit
 * log by the files' SHA-256, kind and verdict only: no address, browser or person.
 */
export async function checkUpload(
  db: Db,
  uploads: UploadedFile[],
  { maxInflated }: { maxInflated: number },
): Promise<Verification> {
  let finding: Finding;
  if (uploads.length === 2) {
    const claims = uploads.map((file) => timestampClaim(file.bytes));
    const index = claims.findIndex(Boolean);
    if (index === -1) throw new NotOneQuestion();
    finding = await checkTimestamp(
      db,
      uploads[index]!,
      claims[index]!.imprintSha256,
      uploads[1 - index]!,
    );
  } else {
    const [file] = uploads as [UploadedFile];
    const claim = isZip(file.bytes) || isPdf(file.bytes) ? null : timestampClaim(file.bytes);
    finding = isZip(file.bytes)
      ? await checkBundle(db, file, maxInflated)
      : isPdf(file.bytes)
        ? await checkPdf(db, file)
        : claim
          ? await checkTimestamp(db, file, claim.imprintSha256, null)
          : notIssued('unrecognised', [fileOf(file)]);
  }
  const answer = await verificationAnswer(db, finding);
  await recordAudit(db, {
    action: 'proof.checked',
    details: {
      sha256: uploads.map((file) => sha256Hex(file.bytes)),
      kind: answer.kind,
      verdict: answer.verdict,
    },
  });
  return answer;
}
