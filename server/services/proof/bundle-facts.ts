import { and, asc, desc, eq, getTableColumns, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Viewpoint } from '#common/access';
import type { AuditAction } from '#common/audit-events';
import type { Tx } from '#server/db/client';
import { newestRevision, type AgreementRevision } from '../agreements/index';
import { filesOf } from '../submissions/index';
import { pipelineFacts, type PipelineFacts } from './pipeline-part';
import { storedManifest } from './submission-manifest';
import { timestampOf, type TimestampRow } from './timestamps';
import type { submissions } from '#server/db/schema/index';
import {
  agreements,
  attachments,
  auditLog,
  coInventors,
  conversationMessages as m,
  submissionReceipts as r,
  timestampTokens,
} from '#server/db/schema/index';

export type Submission = typeof submissions.$inferSelect;
export type AttachmentRow = typeof attachments.$inferSelect;

/**
 * What the audit log says about a submission that its submitter was also shown: the agreement
 * they signed, the review decisions and notes mailed to them, the messages of both sides and
 * who downloaded this proof. Staff-only actions (tags, links, assignments, scorecards, internal
 * notes) stay out. An entry ships whole (its chain hash covers every column), so a submitter's
 * bundle holds only the entries of their own actions: staff addresses, IPs and browsers stay
 * with staff. An admin's bundle holds the staff's entries too.
 */
const sharedActions: AuditAction[] = [
  'agreement.signed',
  'submission.status_changed',
  'submission.notes_changed',
  'conversation.message_posted',
  'submission.evidence_downloaded',
  'pipeline.stage_moved',
];

/** A message both sides read (internal notes never are), with its file if it still has one. */
export interface SharedMessage {
  message: typeof m.$inferSelect;
  file: AttachmentRow | null;
}

/** Everything a bundle is made from, read in one transaction. */
export interface BundleFacts {
  submission: Submission;
  /** The idea's files, in order. */
  files: AttachmentRow[];
  agreement: typeof agreements.$inferSelect | null;
  messages: SharedMessage[];
  /** The receipt mail as it was queued for the submitter, if the portal recorded one. */
  receipt: { subject: string; text: string; queuedAt: Date } | null;
  /** Audit entries, oldest first, as stored. */
  auditRows: AuditRow[];
  /** The newest granted anchor of the chain head, and that head's place in the chain. */
  anchor: { row: TimestampRow; position: number } | null;
  /** The manifest as timestamped (its `document`), with its token once granted. */
  manifest: TimestampRow;
  /** Whose bundle it is: what its audit entries hold depends on it. */
  reader: Viewpoint;
  /** The trusted timestamp of the signed agreement PDF, if one was asked for. */
  agreementTimestamp: TimestampRow | null;
  /** The signed agreement's newest long-term (PAdES B-LTA) revision, once there is one. */
  agreementLongTerm: AgreementRevision | null;
  /** The co-inventors listed, in order, each with their attestation's timestamp if they gave one. */
  coInventors: { row: typeof coInventors.$inferSelect; timestamp: TimestampRow | null }[];
  /** Its stages, signed opinions and decision, and filings (ADR 40). */
  pipeline: PipelineFacts;
}

export type AuditRow = typeof auditLog.$inferSelect;

const auditColumns = Object.entries(getTableColumns(auditLog));

/** An audit row under its database column names, so new columns join by themselves. */
export const byColumnName = (row: AuditRow) =>
  Object.fromEntries(
    auditColumns.map(([key, column]) => [column.name, row[key as keyof AuditRow] ?? null]),
  );

async function newestAnchor(tx: Tx): Promise<BundleFacts['anchor']> {
  const [anchor] = await tx
    .select({ row: timestampTokens, position: auditLog.chainPosition })
    .from(timestampTokens)
    .innerJoin(auditLog, sql`${auditLog.id}::text = ${timestampTokens.subjectId}`)
    .where(and(eq(timestampTokens.subjectType, 'audit-head'), eq(timestampTokens.state, 'granted')))
    .orderBy(desc(auditLog.chainPosition))
    .limit(1);
  return anchor?.position ? { row: anchor.row, position: anchor.position } : null;
}

async function auditEntriesAbout(tx: Tx, submission: Submission, reader: Viewpoint) {
  const about: SQL[] = [
    and(eq(auditLog.targetType, 'submission'), eq(auditLog.targetId, submission.id))!,
  ];
  if (submission.agreementId) {
    about.push(
      and(eq(auditLog.targetType, 'agreement'), eq(auditLog.targetId, submission.agreementId))!,
    );
  }
  const rows = await tx
    .select()
    .from(auditLog)
    .where(
      and(
        or(...about),
        inArray(auditLog.action, sharedActions),
        // An internal note is recorded by its hash; even that stays staff's.
        sql`coalesce(${auditLog.details}->>'kind', '') <> 'note'`,
        reader === 'inventor' ? eq(auditLog.actorId, submission.userId) : undefined,
      ),
    )
    .orderBy(asc(auditLog.id));
  return rows;
}

/** The receipt the submitter was mailed, as recorded when the idea was sent. */
export async function receiptOf(tx: Tx, submission: Submission) {
  const [receipt] = await tx
    .select({ subject: r.subject, text: r.text, queuedAt: r.recordedAt })
    .from(r)
    .where(eq(r.submissionId, submission.id));
  return receipt ?? null;
}

async function coInventorsWithTimestamps(tx: Tx, submissionId: string) {
  return tx
    .select({ row: coInventors, timestamp: timestampTokens })
    .from(coInventors)
    .leftJoin(
      timestampTokens,
      and(
        eq(timestampTokens.subjectType, 'inventor-attestation'),
        eq(timestampTokens.subjectId, sql`${coInventors.id}::text`),
      ),
    )
    .where(eq(coInventors.submissionId, submissionId))
    .orderBy(asc(coInventors.position));
}

export async function bundleFacts(
  tx: Tx,
  submission: Submission,
  reader: Viewpoint,
): Promise<BundleFacts> {
  const [agreement] = submission.agreementId
    ? await tx.select().from(agreements).where(eq(agreements.id, submission.agreementId))
    : [];
  const messages = await tx
    .select({ message: m, file: attachments })
    .from(m)
    .leftJoin(attachments, eq(attachments.id, m.attachmentId))
    .where(and(eq(m.submissionId, submission.id), ne(m.kind, 'note')))
    .orderBy(asc(m.createdAt), asc(m.id));
  const receipt = await receiptOf(tx, submission);
  const signed = agreement?.status === 'signed' ? agreement : null;
  return {
    submission,
    files: await filesOf(tx, submission.id),
    agreement: signed,
    messages,
    receipt,
    reader,
    auditRows: await auditEntriesAbout(tx, submission, reader),
    anchor: await newestAnchor(tx),
    manifest: await storedManifest(tx, submission, receipt?.queuedAt ?? submission.createdAt),
    agreementTimestamp: signed ? await timestampOf(tx, 'agreement-pdf', signed.id) : null,
    agreementLongTerm: signed ? await newestRevision(tx, signed.id) : null,
    coInventors: await coInventorsWithTimestamps(tx, submission.id),
    pipeline: await pipelineFacts(tx, submission.id),
  };
}
