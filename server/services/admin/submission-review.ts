import { pipelineMessages } from '#common/pipeline';
import { and, asc, eq, or, sql } from 'drizzle-orm';
import { adminMessages } from '#common/admin-messages';
import type {
  AdminSubmission,
  AdminSubmissionDetail,
  UpdateSubmissionStatusInput,
} from '#common/staff-submissions';
import type { Actor, RequestInfo } from '#server/core/actor';
import type { Db } from '#server/db/client';
import { AppError } from '#server/core/app-error';
import { auditLog, submissions as s } from '#server/db/schema/index';
import { recordAudit } from '../audit/index';
import { requireAccess, visibleTo } from '../access/index';
import { visibleAverage } from '../evaluation/index';
import { enqueueMail, portalLinks, statusChangeMail } from '../mail/index';
import { inventorsOf } from '../inventors/index';
import { deleteSubmission, factsRecord, type SubmissionDeps } from '../submissions/index';
import { adminSubmissionColumns, reviewers, toAdminSubmission, withTagsAndFiles } from './rows';

const notFound = () => new AppError('not_found', adminMessages.submissionNotFound.message);

/** A sent idea as the staff reader sees it, with its facts; drafts are not theirs to read. */
async function findSent(db: Db, reader: Actor, id: string) {
  const [found] = await db
    .select({
      ...adminSubmissionColumns,
      averageScore: visibleAverage(reader),
      facts: s.facts,
      submitterShare: s.submitterShare,
      submitterLead: s.submitterLead,
      phiCheck: s.phiCheck,
    })
    .from(s)
    .leftJoin(reviewers, eq(reviewers.id, s.reviewedBy))
    .where(and(eq(s.id, id), visibleTo(reader, 'read', 'staff')));
  if (!found) throw notFound();
  const { facts, submitterShare, submitterLead, phiCheck, ...row } = found;
  const [tagged] = await withTagsAndFiles(db, [row]);
  return {
    submission: toAdminSubmission(tagged!),
    facts: factsRecord(facts),
    inventors: await inventorsOf(db, { id, submitterShare, submitterLead }, true),
    phiCheck,
  };
}

/**
 * The submission and its history from the audit log, oldest first: status changes and
 * attachment downloads recorded against it, and downloads of the agreement it was sent under.
 */
export async function getAdminSubmission(
  db: Db,
  reader: Actor,
  id: string,
): Promise<AdminSubmissionDetail> {
  const { submission, facts, inventors, phiCheck } = await findSent(db, reader, id);
  const about = or(
    and(eq(auditLog.targetType, 'submission'), eq(auditLog.targetId, id)),
    submission.agreementId
      ? and(
          eq(auditLog.targetType, 'agreement'),
          eq(auditLog.targetId, submission.agreementId),
          eq(auditLog.action, 'agreement.downloaded'),
        )
      : undefined,
  );
  const history = await db
    .select({
      id: auditLog.id,
      action: auditLog.action,
      actorEmail: auditLog.actorEmail,
      createdAt: auditLog.createdAt,
      details: auditLog.details,
    })
    .from(auditLog)
    // A reviewer's history is their own actions: others' scorecards, assignments, declines and
    // links to ideas they may not read are not theirs to see (blind scoring, ADR 23).
    .where(reader.isAdmin ? about : and(about, eq(auditLog.actorId, reader.id)))
    .orderBy(asc(auditLog.createdAt), asc(auditLog.id));
  return {
    submission,
    facts,
    inventors,
    phiCheck,
    history: history.map((entry) => ({
      id: entry.id,
      action: entry.action,
      actorEmail: entry.actorEmail,
      createdAt: entry.createdAt.toISOString(),
      details: entry.details,
    })),
  };
}

/**
 * Sets a sent idea's status and notes (any status to any review status), stamps who reviewed it
 * and when, records it in the audit log and mails the submitter: all or nothing. Saving what is
 * already there changes nothing and records nothing; new notes under the same status are saved
 * and recorded as such, without telling the submitter their status changed.
 */
export async function updateSubmissionStatus(
  deps: SubmissionDeps,
  actor: Actor,
  id: string,
  readInput: () => Promise<{
    status: NonNullable<UpdateSubmissionStatusInput['status']>;
    adminNotes: string | null;
  }>,
  request: RequestInfo,
): Promise<AdminSubmission> {
  // Refused before the body is read: a caller who may not change it never has it looked at.
  await requireAccess(deps.db, actor, id, 'manage', 'staff');
  const input = await readInput();
  await deps.db.transaction(async (tx) => {
    const [before] = await tx
      .select({
        status: s.status,
        stage: s.stage,
        adminNotes: s.adminNotes,
        email: s.email,
        title: s.ideaTitle,
      })
      .from(s)
      .where(and(eq(s.id, id), visibleTo(actor, 'manage', 'staff')))
      .for('update');
    if (!before) throw notFound();
    const statusChanged = before.status !== input.status;
    // In the pipeline an idea stays Approved: its stages follow in order (ADR 40).
    if (statusChanged && before.stage !== null)
      throw new AppError('conflict', pipelineMessages.inPipeline, { field: 'status' });
    const notesChanged = before.adminNotes !== input.adminNotes;
    if (!statusChanged && !notesChanged) return;
    await tx
      .update(s)
      .set({
        status: input.status,
        adminNotes: input.adminNotes,
        reviewedAt: sql`now()`,
        reviewedBy: actor.id,
      })
      .where(eq(s.id, id));
    if (!statusChanged) {
      await recordAudit(tx, {
        action: 'submission.notes_changed',
        actor,
        target: { type: 'submission', id },
        ...request,
        details: { status: input.status, adminNotes: input.adminNotes },
      });
      return;
    }
    await recordAudit(tx, {
      action: 'submission.status_changed',
      actor,
      target: { type: 'submission', id },
      ...request,
      details: {
        from: before.status,
        to: input.status,
        adminNotes: input.adminNotes,
        notesChanged,
      },
    });
    await enqueueMail(tx, {
      to: before.email,
      ...statusChangeMail({
        id,
        title: before.title,
        status: input.status,
        notes: input.adminNotes,
        url: portalLinks(deps.appUrl).submission(id),
      }),
    });
  });
  return (await findSent(deps.db, actor, id)).submission;
}

/**
 * 'Delete Permanently': a sent idea and its attachment, as an admin's power (a reviewer is
 * refused); the audit log keeps who, what and when.
 */
export const deleteSentSubmission = (
  deps: SubmissionDeps,
  actor: Actor,
  id: string,
  request: RequestInfo,
): Promise<void> => deleteSubmission(deps, actor, id, request, 'staff');
