import { and, desc, eq } from 'drizzle-orm';
import { submissionReference } from '#common/submissions';
import type { Verdict, VerifiedKind, Verification } from '#common/verification';
import type { Db } from '#server/db/client';
import {
  agreements,
  auditVerifications,
  submissions,
  timestampTokens,
  type TimestampSubject,
} from '#server/db/schema/index';
import { utc } from '#server/lib/pdf/text-writer';

/** What a check found, before the references, times and hashes around it are looked up. */
export interface Finding {
  verdict: Verdict;
  kind: VerifiedKind;
  files: Verification['files'];
  mismatches: Verification['mismatches'];
  issued: Verification['issued'];
  /** The disclosure it is, or claims to be, part of: kept with the issued copy. */
  disclosure?: { submissionId: string | null; reference: string; sentAt: Date | null } | null;
  agreementId?: string | null;
  /** The agreement's long-term revision the file is, when it is one. */
  longTerm?: { revision: number; timestampedAt: Date; authority: string } | null;
  timestamp?: {
    imprintSha256: string;
    at: Date;
    authority: string;
    over: { type: TimestampSubject; id: string };
  } | null;
}

/** The agreement's reference, as printed: the first eight characters of its document id. */
export const agreementReference = (documentId: string) => documentId.slice(0, 8);
const day = (date: Date) => date.toISOString().slice(0, 10);

async function grantedToken(db: Db, type: TimestampSubject, id: string) {
  const [row] = await db
    .select({
      sha256: timestampTokens.sha256,
      state: timestampTokens.state,
      genTime: timestampTokens.genTime,
      tsaName: timestampTokens.tsaName,
    })
    .from(timestampTokens)
    .where(and(eq(timestampTokens.subjectType, type), eq(timestampTokens.subjectId, id)));
  return row ?? null;
}

const certified = (row: Awaited<ReturnType<typeof grantedToken>>) =>
  row?.state === 'granted' && row.genTime
    ? { at: row.genTime.toISOString(), authority: row.tsaName ?? 'unknown authority' }
    : null;

async function disclosurePart(db: Db, finding: Finding) {
  const claimed = finding.disclosure;
  if (!claimed) return { disclosure: null, agreementId: null };
  const [submission] = claimed.submissionId
    ? await db
        .select({ agreementId: submissions.agreementId, submittedAt: submissions.submittedAt })
        .from(submissions)
        .where(eq(submissions.id, claimed.submissionId))
    : [];
  const manifest = claimed.submissionId
    ? await grantedToken(db, 'submission-manifest', claimed.submissionId)
    : null;
  const sentAt = claimed.sentAt ?? submission?.submittedAt ?? null;
  return {
    disclosure: {
      reference: claimed.reference,
      sentAt: sentAt?.toISOString() ?? '',
      manifestSha256: manifest?.sha256 ?? '',
      certified: certified(manifest),
    },
    agreementId: submission?.agreementId ?? null,
  };
}

async function agreementPart(db: Db, agreementId: string | null) {
  if (!agreementId) return null;
  const [agreement] = await db
    .select({
      documentId: agreements.documentId,
      signedAt: agreements.signedAt,
      sha256: agreements.documentSha256,
    })
    .from(agreements)
    .where(eq(agreements.id, agreementId));
  if (!agreement?.signedAt || !agreement.sha256) return null;
  return {
    reference: agreementReference(agreement.documentId),
    signedAt: agreement.signedAt.toISOString(),
    sha256: agreement.sha256,
    certified: certified(await grantedToken(db, 'agreement-pdf', agreementId)),
  };
}

async function newestChainCheck(db: Db) {
  const [check] = await db
    .select({ at: auditVerifications.verifiedAt, ok: auditVerifications.ok })
    .from(auditVerifications)
    .orderBy(desc(auditVerifications.verifiedAt))
    .limit(1);
  return check ? { checkedAt: check.at.toISOString(), ok: check.ok } : null;
}

const time = (iso: string) => utc(new Date(iso));
const certifiedClause = (c: { at: string; authority: string } | null) =>
  c ? `, certified by ${c.authority} at ${time(c.at)}` : '';

function summaryOf(answer: Omit<Verification, 'summary'>): string {
  const { disclosure, agreement, timestamp, auditChain } = answer;
  const chain = auditChain
    ? `the audit chain ${auditChain.ok ? 'held' : 'did not hold'} at ${time(auditChain.checkedAt)}`
    : null;
  const agreementClause = agreement
    ? `the agreement ${agreement.reference} was signed on ${day(new Date(agreement.signedAt))}`
    : null;
  const sentence = (parts: (string | null)[]) => `${parts.filter(Boolean).join('; ')}.`;

  if (answer.verdict === 'not-issued') return 'This file was not issued by this portal.';
  if (answer.verdict === 'altered') {
    const what = disclosure
      ? `disclosure ${disclosure.reference}`
      : agreement
        ? `agreement ${agreement.reference}`
        : timestamp
          ? `a timestamp of ${timestamp.at ? time(timestamp.at) : 'this portal'}`
          : 'a document of this portal';
    const files = [...new Set(answer.mismatches.map((m) => m.file))].join(', ');
    return `This claims to be ${what}, but it was altered: ${files} does not match what was issued.`;
  }
  if (answer.kind === 'sealed-agreement' && agreement)
    return sentence([
      `This is agreement ${agreement.reference}, signed on ${day(new Date(agreement.signedAt))}${certifiedClause(agreement.certified)}`,
      answer.longTerm
        ? `this copy is its long-term revision ${answer.longTerm.revision}, with a document timestamp by ${answer.longTerm.authority} at ${time(answer.longTerm.timestampedAt)}`
        : null,
      chain,
    ]);
  if (answer.kind === 'timestamp' && timestamp && !disclosure && !agreement)
    return sentence([
      `This is a timestamp by ${timestamp.authority} at ${time(timestamp.at)} over SHA-256 ${timestamp.imprintSha256}`,
      chain,
    ]);
  if (disclosure)
    return sentence([
      `This is disclosure ${disclosure.reference}, sent ${disclosure.sentAt ? time(disclosure.sentAt) : 'at a time not recorded'}${certifiedClause(disclosure.certified)}`,
      agreementClause,
      chain,
    ]);
  if (agreement)
    return sentence([
      `This is a timestamp by ${timestamp!.authority} at ${time(timestamp!.at)} over agreement ${agreement.reference}, signed on ${day(new Date(agreement.signedAt))}`,
      chain,
    ]);
  return sentence(['This was issued by this portal', chain]);
}

/** The answer for people and scripts: the finding with its references, times and hashes. */
export async function verificationAnswer(db: Db, finding: Finding): Promise<Verification> {
  const over = finding.timestamp?.over;
  const fromDisclosure = await disclosurePart(
    db,
    over?.type === 'submission-manifest'
      ? {
          ...finding,
          disclosure: {
            submissionId: over.id,
            reference: submissionReference(over.id),
            sentAt: null,
          },
        }
      : finding,
  );
  const agreementId =
    finding.agreementId ??
    (over?.type === 'agreement-pdf' ? over.id : null) ??
    fromDisclosure.agreementId;
  const answer = {
    verdict: finding.verdict,
    kind: finding.kind,
    files: finding.files,
    mismatches: finding.mismatches,
    issued: finding.issued,
    disclosure: fromDisclosure.disclosure,
    agreement: await agreementPart(db, agreementId),
    timestamp: finding.timestamp
      ? {
          imprintSha256: finding.timestamp.imprintSha256,
          at: finding.timestamp.at.toISOString(),
          authority: finding.timestamp.authority,
        }
      : null,
    longTerm: finding.longTerm
      ? { ...finding.longTerm, timestampedAt: finding.longTerm.timestampedAt.toISOString() }
      : null,
    auditChain: finding.verdict === 'genuine' ? await newestChainCheck(db) : null,
  };
  return { ...answer, summary: summaryOf(answer) };
}
