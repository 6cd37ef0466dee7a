import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  decisionClock,
  nextStages,
  type Pipeline,
  type PipelineIdea,
  type Stage,
} from '#common/pipeline';
import { submissionReference } from '#common/submissions';
import type { Actor } from '#server/core/actor';
import type { Db, Tx } from '#server/db/client';
import {
  attachments,
  conversationMessages,
  counselInvitations,
  counselSharedNotes,
  opinionFiles,
  patentDecisions,
  patentOpinions,
  stageMoves,
  submissions,
} from '#server/db/schema/index';
import { submissionFor, visibleTo } from '../access/index';
import { docketOfIdea } from '../docket/index';
import { currentPipelineSettings, targetDaysSql } from './settings';

type Submission = typeof submissions.$inferSelect;

/** The stages an admin may move the idea to now: in order, and only once it is approved. */
export function movesFrom(submission: Pick<Submission, 'status' | 'stage'>): Stage[] {
  if (submission.status !== 'approved') return [];
  return [...nextStages[submission.stage ?? 'none']];
}

const iso = (at: Date | null) => at?.toISOString() ?? null;

/** Everyone may see an opinion's hash; its reasoning and files only those who may read it. */
async function opinionsOf(db: Db | Tx, submissionId: string) {
  const rows = await db
    .select()
    .from(patentOpinions)
    .where(eq(patentOpinions.submissionId, submissionId))
    .orderBy(asc(patentOpinions.signedAt), asc(patentOpinions.id));
  const files = rows.length
    ? await db
        .select({
          opinionId: opinionFiles.opinionId,
          id: attachments.id,
          name: attachments.fileName,
          size: attachments.sizeBytes,
          sha256: attachments.sha256,
        })
        .from(opinionFiles)
        .innerJoin(attachments, eq(attachments.id, opinionFiles.attachmentId))
        .where(
          inArray(
            opinionFiles.opinionId,
            rows.map((row) => row.id),
          ),
        )
        .orderBy(asc(opinionFiles.position))
    : [];
  return rows.map((row) => ({
    id: row.id,
    recommendation: row.recommendation,
    reasoning: row.reasoning,
    files: files
      .filter((file) => file.opinionId === row.id)
      .map(({ id, name, size, sha256 }) => ({ id, name, size: size ?? 0, sha256: sha256 ?? '' })),
    printedName: row.printedName,
    meaning: row.meaning,
    signedAt: row.signedAt.toISOString(),
    sha256: row.manifestSha256,
    supersededBy: row.supersededBy,
  }));
}

/** The notes an admin shared with counsel, oldest first. */
async function sharedNotesOf(db: Db | Tx, submissionId: string) {
  const rows = await db
    .select({
      id: conversationMessages.id,
      authorName: conversationMessages.authorName,
      body: conversationMessages.body,
      writtenAt: conversationMessages.createdAt,
      sharedAt: counselSharedNotes.sharedAt,
    })
    .from(counselSharedNotes)
    .innerJoin(
      conversationMessages,
      and(
        eq(conversationMessages.submissionId, counselSharedNotes.submissionId),
        eq(conversationMessages.id, counselSharedNotes.messageId),
      ),
    )
    .where(eq(counselSharedNotes.submissionId, submissionId))
    .orderBy(asc(conversationMessages.createdAt));
  return rows.map((row) => ({
    ...row,
    writtenAt: row.writtenAt.toISOString(),
    sharedAt: row.sharedAt.toISOString(),
  }));
}

/** Who is invited, and whether each has an account that reads the idea as counsel. */
async function counselOf(db: Db | Tx, submissionId: string) {
  const rows = await db
    .select({
      id: counselInvitations.id,
      email: counselInvitations.email,
      name: counselInvitations.name,
      invitedAt: counselInvitations.invitedAt,
      // Written out in full: drizzle names a one-table select's columns without their table.
      invitedBy: sql<string>`coalesce((select coalesce(nullif(u.name, ''), u.email) from users u where u.id = counsel_invitations.invited_by), 'Former staff member')`,
      hasAccount: sql<boolean>`exists (select 1 from users u where u.email = counsel_invitations.email and u.role = 'counsel' and u.email_verified)`,
    })
    .from(counselInvitations)
    .where(
      and(eq(counselInvitations.submissionId, submissionId), isNull(counselInvitations.revokedAt)),
    )
    .orderBy(asc(counselInvitations.invitedAt));
  return rows.map((row) => ({ ...row, invitedAt: row.invitedAt.toISOString() }));
}

/** An idea's pipeline as its reader may see it, from its (already authorised) row. */
export async function pipelineAnswer(
  db: Db | Tx,
  actor: Actor,
  submission: Submission,
): Promise<Pipeline> {
  const [moves, opinions, [decision], sharedNotes, counsel, settings, docket] = await Promise.all([
    db
      .select()
      .from(stageMoves)
      .where(eq(stageMoves.submissionId, submission.id))
      .orderBy(asc(stageMoves.movedAt), asc(stageMoves.id)),
    opinionsOf(db, submission.id),
    db.select().from(patentDecisions).where(eq(patentDecisions.submissionId, submission.id)),
    sharedNotesOf(db, submission.id),
    actor.isAdmin ? counselOf(db, submission.id) : Promise.resolve(undefined),
    currentPipelineSettings(db),
    docketOfIdea(db, submission),
  ]);
  const closed = submission.stage === 'filed' || submission.stage === 'closed';
  return {
    submissionId: submission.id,
    reference: submissionReference(submission.id),
    ideaTitle: submission.ideaTitle,
    status: submission.status,
    stage: submission.stage,
    stageChangedAt: iso(submission.stageChangedAt),
    nextStages: actor.isAdmin ? movesFrom(submission) : [],
    moves: moves.map((move) => ({
      id: move.id,
      from: move.fromStage,
      to: move.toStage,
      reason: move.reason,
      movedBy: move.movedByName,
      movedAt: move.movedAt.toISOString(),
    })),
    clock: decisionClock(
      submission.status === 'rejected' ? null : submission.disclosureCompleteAt,
      settings.decisionTargetDays,
      submission.decidedAt ?? (closed ? submission.stageChangedAt : null),
    ),
    ...(counsel ? { counsel } : {}),
    opinions,
    decision: decision
      ? {
          id: decision.id,
          outcome: decision.outcome,
          reason: decision.reason,
          opinionId: decision.opinionId,
          waiverReason: decision.waiverReason,
          printedName: decision.printedName,
          meaning: decision.meaning,
          decidedAt: decision.decidedAt.toISOString(),
          sha256: decision.manifestSha256,
        }
      : null,
    sharedNotes,
    filings: docket.filings,
    deadlines: docket.deadlines,
    may: {
      manage: actor.isAdmin,
      opine: (actor.isAdmin || actor.isCounsel === true) && !submission.decidedAt && !closed,
    },
  };
}

/** GET /api/pipeline/ideas/:id: through the one access rule, as staff (admins, counsel). */
export async function pipelineOf(db: Db, actor: Actor, id: string): Promise<Pipeline> {
  const submission = await submissionFor(db, actor, id, 'read', { from: 'staff' });
  return pipelineAnswer(db, actor, submission);
}

/**
 * GET /api/pipeline/ideas: for counsel, the ideas they are invited to; for admins, every
 * approved idea and every idea in the pipeline. Newest in its stage first.
 */
export async function pipelineIdeas(db: Db, actor: Actor): Promise<PipelineIdea[]> {
  // Written out in full: drizzle names a one-table select's columns without their table.
  const invitedAt = sql<Date | null>`(select max(ci.created_at) from counsel_invitations ci join users u on u.email = ci.email
    where ci.submission_id = invention_submissions.id and ci.revoked_at is null and u.id = ${actor.id})`;
  const rows = await db
    .select({
      row: submissions,
      targetDays: targetDaysSql,
      invitedAt: invitedAt.mapWith((value: string | Date | null) =>
        value === null ? null : new Date(value),
      ),
      opinionCount:
        sql<number>`(select count(*) from patent_opinions po where po.submission_id = invention_submissions.id)`.mapWith(
          Number,
        ),
    })
    .from(submissions)
    .where(
      and(
        visibleTo(actor, 'read', 'staff'),
        actor.isAdmin
          ? sql`(${submissions.status} = 'approved' or ${submissions.stage} is not null)`
          : sql`true`,
      ),
    )
    .orderBy(
      desc(sql`coalesce(${submissions.stageChangedAt}, ${submissions.submittedAt})`),
      desc(submissions.id),
    )
    .limit(500);
  return rows.map(({ row, targetDays, invitedAt: invited, opinionCount }) => ({
    submissionId: row.id,
    reference: submissionReference(row.id),
    ideaTitle: row.ideaTitle,
    stage: row.stage,
    stageChangedAt: iso(row.stageChangedAt),
    submittedAt: iso(row.submittedAt),
    clock: decisionClock(
      row.status === 'rejected' ? null : row.disclosureCompleteAt,
      Number(targetDays),
      row.decidedAt ??
        (row.stage === 'filed' || row.stage === 'closed' ? row.stageChangedAt : null),
    ),
    invitedAt: iso(invited),
    opinionCount,
  }));
}
