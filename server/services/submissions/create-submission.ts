import { and, desc, eq, getTableColumns, isNotNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  submissionMessages,
  submissionRecordSchema,
  type CreateSubmissionInput,
  type SubmissionRecord,
  type UpdateDraftInput,
} from '#common/submissions';
import type { Viewpoint } from '#common/access';
import type { Actor, RequestInfo } from '#server/core/actor';
import type { Db, Tx } from '#server/db/client';
import { AppError } from '#server/core/app-error';
import { isUniqueViolation } from '#server/db/errors';
import {
  attachments,
  conversationMessages,
  submissions,
  profiles,
  users,
} from '#server/db/schema/index';
import type { Storage } from '#server/providers/storage/storage';
import {
  removeAttachment,
  usableAttachment,
  usableBy,
  type Attachment,
} from '../attachments/index';
import { DRAFT_NOT_FOUND, submissionFor, visibleTo } from '../access/index';
import { recordAudit } from '../audit/index';
import { enqueueMail, portalLinks, submissionReceiptMail } from '../mail/index';
import { queueStaffNotification } from '../notifications/index';
import { submissionManifest, enqueueTimestamp, type TimestampSettings } from '../proof/index';

export interface SubmissionDeps {
  db: Db;
  storage: Storage;
  staffEmail: string | undefined;
  /** The portal's public address, for links in mail. */
  appUrl: string;
  timestamps: TimestampSettings;
}

export type Submission = typeof submissions.$inferSelect;

export { DRAFT_NOT_FOUND };

type Profile = typeof profiles.$inferSelect;

/** The profile if its agreement is signed, or a refusal: nobody submits without one. */
function signed(profile: Profile | null | undefined) {
  if (profile?.signature !== 'signed' || !profile.agreementId) {
    throw new AppError('agreement_required', submissionMessages.agreementRequired.message);
  }
  return profile;
}

/** The user's signed agreement and profile, or a refusal. */
async function signedProfile(db: Tx, userId: string) {
  const [profile] = await db.select().from(profiles).where(eq(profiles.id, userId));
  return signed(profile);
}

const attachmentMissing = () =>
  new AppError('invalid_attachment', 'Attachment information is missing');

/**
 * Runs `work`, turning the unique index on attachment_id into the refusal the check before it
 * gives: two requests that both passed the check cannot both attach the file.
 */
async function attachingOnce<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error, 'submissions_attachment_unique')) throw attachmentMissing();
    throw error;
  }
}

async function checkedAttachment(
  db: Db,
  userId: string,
  attachmentId: string | null | undefined,
  submissionId: string,
) {
  if (!attachmentId) return null;
  const attachment = await usableAttachment(db, userId, attachmentId, submissionId);
  if (!attachment) throw attachmentMissing();
  return attachment;
}

export async function attachmentOf(tx: Tx, submission: Submission): Promise<Attachment | null> {
  const [attachment] = submission.attachmentId
    ? await tx.select().from(attachments).where(eq(attachments.id, submission.attachmentId))
    : [];
  return attachment ?? null;
}

/**
 * Tells staff, queues the trusted timestamp of the idea's manifest and gives the submitter a
 * receipt, in the transaction that sends the idea.
 */
async function announce(
  tx: Tx,
  deps: SubmissionDeps,
  submission: Submission,
  attachment: Attachment | null,
) {
  const manifest = await submissionManifest(tx, submission, attachment, submission.submittedAt!);
  await enqueueTimestamp(tx, {
    subjectType: 'submission-manifest',
    subjectId: submission.id,
    ...manifest,
  });
  await enqueueMail(tx, {
    to: submission.email,
    ...submissionReceiptMail({
      id: submission.id,
      title: submission.ideaTitle,
      receivedAt: submission.submittedAt!,
      manifestSha256: manifest.sha256,
      trustedTimestamps: deps.timestamps.configured,
      url: portalLinks(deps.appUrl).submission(submission.id),
    }),
  });
  await queueStaffNotification(
    tx,
    { to: deps.staffEmail, appUrl: deps.appUrl },
    {
      type: 'invention-submission',
      data: {
        id: submission.id,
        idea_title: submission.ideaTitle,
        user_id: submission.userId,
        full_name: submission.fullName,
        email: submission.email,
      },
    },
  );
}

const columns = getTableColumns(submissions);
type OwnField = keyof SubmissionRecord & keyof typeof columns;

/**
 * The columns of an idea its inventor is shown: those the answer's record names, so not when
 * staff last wrote (their internal notes count) nor the evaluation's count and mean, which are
 * staff's alone. The list reads only these.
 */
const ownColumns = Object.fromEntries(
  Object.keys(submissionRecordSchema.shape).map((field) => [field, columns[field as OwnField]]),
) as Pick<typeof columns, OwnField>;

/** An idea as its inventor is shown it; a whole row is one too. */
export type OwnSubmission = Pick<Submission, OwnField>;

/** The user's ideas, by the date their list shows: when each was sent, or a draft last saved. */
export async function listOwnSubmissions(db: Db, actor: Actor): Promise<OwnSubmission[]> {
  return db
    .select(ownColumns)
    .from(submissions)
    .where(visibleTo(actor, 'read', 'inventor'))
    .orderBy(desc(sql`coalesce(${submissions.submittedAt}, ${submissions.updatedAt})`));
}

/**
 * One submission, for its owner or (once sent) staff who may read it: admins, and reviewers it
 * is assigned to. Anyone else is told it does not exist.
 */
export const getSubmission = (db: Db, id: string, actor: Actor): Promise<Submission> =>
  submissionFor(db, actor, id, 'read');

type NewSubmission = CreateSubmissionInput & {
  status: 'draft' | 'pending';
  ideaDescription: string;
};

/**
 * Whether a create is a retry of the caller's own: the client-made id is the idempotency key.
 * A browser that lost the first answer may send the idea again changed by the way (its stored
 * file uploaded anew, or gone and noted in the text): the first result stands, and nothing is
 * posted twice.
 */
const retries = (existing: Submission, actor: Actor) => existing.userId === actor.id;

const attachedTo = alias(submissions, 'attached_to');

/**
 * Checks a create as a new idea, in the order its refusals are given: the attachment, the idea
 * it revises, the agreement. The profile and the attachment (with the submission it is on, if
 * any) are read in one query.
 */
async function checkNewIdea(tx: Tx, actor: Actor, input: NewSubmission) {
  const [found] = await tx
    .select({ profile: profiles, attachment: attachments, attachedTo: attachedTo.id })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .leftJoin(attachments, input.attachmentId ? usableBy(actor.id, input.attachmentId) : sql`false`)
    .leftJoin(attachedTo, eq(attachedTo.attachmentId, attachments.id))
    .where(eq(users.id, actor.id));
  const attachment = found?.attachment ?? null;
  if (input.attachmentId && (!attachment || (found?.attachedTo && found.attachedTo !== input.id))) {
    throw attachmentMissing();
  }
  if (input.resubmittedFrom)
    await getSubmission(tx, input.resubmittedFrom, { ...actor, isAdmin: false });
  return { profile: signed(found?.profile), attachment };
}

/**
 * Inserts the idea if every check of a new idea passes, in one statement: the agreement is
 * signed, the attachment is the caller's own, stored and on no other submission, the idea it
 * revises is the caller's, and the id is free. Nothing is inserted otherwise, and nothing says
 * which check failed: checkNewIdea tells.
 */
async function insertNewIdea(tx: Db, actor: Actor, input: NewSubmission) {
  const [row] = await tx
    .insert(submissions)
    .select((qb) =>
      qb
        // An insert from a select names every column, in the table's order.
        .select({
          id: sql`${input.id}::uuid`.as('id'),
          userId: profiles.id,
          fullName: profiles.fullName,
          email: sql`${actor.email}`.as('email'),
          jobTitle: profiles.jobTitle,
          ideaTitle: sql`${input.ideaTitle}`.as('idea_title'),
          ideaDescription: sql`${input.ideaDescription}`.as('idea_description'),
          attachmentId: attachments.id,
          attachmentName: attachments.fileName,
          status: sql`${input.status}::submission_status`.as('status'),
          adminNotes: sql`null::text`.as('admin_notes'),
          agreementId: profiles.agreementId,
          resubmittedFrom: sql`${input.resubmittedFrom ?? null}::uuid`.as('resubmitted_from'),
          createdAt: sql`now()`.as('created_at'),
          updatedAt: sql`now()`.as('updated_at'),
          reviewedAt: sql`null::timestamptz`.as('reviewed_at'),
          reviewedBy: sql`null::uuid`.as('reviewed_by'),
          inventorState: sql`null::text`.as('inventor_state'),
          lastMessageAt: sql`null::timestamptz`.as('last_message_at'),
          reviewCount: sql`0`.as('review_count'),
          averageScore: sql`null::numeric`.as('average_score'),
          submittedAt: sql`${input.status === 'pending' ? sql`now()` : sql`null::timestamptz`}`.as(
            'submitted_at',
          ),
        })
        .from(profiles)
        .leftJoin(
          attachments,
          input.attachmentId ? usableBy(actor.id, input.attachmentId) : sql`false`,
        )
        .where(
          and(
            eq(profiles.id, actor.id),
            eq(profiles.signature, 'signed'),
            isNotNull(profiles.agreementId),
            input.attachmentId
              ? sql`${attachments.id} is not null and not exists (select 1 from ${submissions} attached_to where attached_to.attachment_id = ${attachments.id})`
              : undefined,
            input.resubmittedFrom
              ? sql`exists (select 1 from ${submissions} revised where revised.id = ${input.resubmittedFrom} and revised.user_id = ${actor.id})`
              : undefined,
          ),
        ),
    )
    .onConflictDoNothing({ target: submissions.id })
    .returning();
  return row;
}

/**
 * Creates a draft or sends an idea. The id comes from the client: sending again under one's
 * own id (a retry, the browser's queue) returns the first result and changes nothing.
 *
 * A draft that passes every check is one statement (it sends no mail, so it needs no
 * transaction). Anything else runs in one transaction, where a create is checked as a new idea
 * (agreement, attachment, the idea it revises) before its id is known to be taken, so an id
 * held by someone else is refused only to a caller who could have created under it, and with
 * one 409 that says nothing of its owner or content. Only a create that fails those checks or
 * finds its id taken looks for a first result.
 */
export async function createSubmission(deps: SubmissionDeps, actor: Actor, input: NewSubmission) {
  return attachingOnce(async () => {
    if (input.status === 'draft') {
      const row = await insertNewIdea(deps.db, actor, input);
      if (row) return { submission: row, created: true };
    }
    return deps.db.transaction(async (tx) => {
      const firstResult = async () => {
        const [holder] = await tx.select().from(submissions).where(eq(submissions.id, input.id));
        return holder && retries(holder, actor) ? { submission: holder, created: false } : null;
      };
      let attachment: Attachment | null;
      try {
        ({ attachment } = await checkNewIdea(tx, actor, input));
      } catch (refusal) {
        if (!(refusal instanceof AppError)) throw refusal;
        // A retry changed on the way is answered with the first result, not checked anew.
        const first = await firstResult();
        if (first) return first;
        throw refusal;
      }
      const row = await insertNewIdea(tx, actor, input);
      if (!row) {
        // Taken: by this same idea arriving twice at once, or by another submission. Or a
        // request that raced this one committed in between (its idea now holds the file), which
        // checking again says.
        const first = await firstResult();
        if (first) return first;
        await checkNewIdea(tx, actor, input);
        throw new AppError(
          'conflict',
          'This submission id is already in use. Please start a new submission.',
        );
      }
      if (row.status === 'pending') await announce(tx, deps, row, attachment);
      return { submission: row, created: true };
    });
  });
}

const ownDraft = (tx: Tx, id: string, actor: Actor) =>
  submissionFor(tx, actor, id, 'edit-draft', { forUpdate: true });

/** Changes a draft; a sent idea never changes. A replaced attachment's file is deleted. */
export async function updateDraft(
  deps: SubmissionDeps,
  actor: Actor,
  id: string,
  input: UpdateDraftInput & { ideaDescription: string },
) {
  const attachment =
    input.attachmentId === undefined
      ? undefined
      : await checkedAttachment(deps.db, actor.id, input.attachmentId, id);
  const { row, replaced } = await attachingOnce(() =>
    deps.db.transaction(async (tx) => {
      const draft = await ownDraft(tx, id, actor);
      const change =
        attachment === undefined
          ? {}
          : { attachmentId: attachment?.id ?? null, attachmentName: attachment?.fileName ?? null };
      const [updated] = await tx
        .update(submissions)
        .set({ ideaTitle: input.ideaTitle, ideaDescription: input.ideaDescription, ...change })
        .where(eq(submissions.id, id))
        .returning();
      const old =
        attachment !== undefined && draft.attachmentId && draft.attachmentId !== attachment?.id
          ? draft.attachmentId
          : null;
      return { row: updated!, replaced: old };
    }),
  );
  if (replaced) await removeAttachmentById(deps, replaced);
  return row;
}

/**
 * Sends a draft: it becomes pending, with the signed agreement stamped on it and the time it was
 * sent, in the one statement that sends it.
 */
export async function submitDraft(deps: SubmissionDeps, actor: Actor, id: string) {
  return deps.db.transaction(async (tx) => {
    const draft = await ownDraft(tx, id, actor);
    if (!draft.ideaTitle.trim() || !draft.ideaDescription.trim()) {
      throw new AppError('missing_information', submissionMessages.missingInformation.message);
    }
    const profile = await signedProfile(tx, actor.id);
    const [sent] = await tx
      .update(submissions)
      .set({
        status: 'pending',
        submittedAt: sql`now()`,
        agreementId: profile.agreementId,
        fullName: profile.fullName,
        jobTitle: profile.jobTitle,
      })
      .where(and(eq(submissions.id, id), eq(submissions.status, 'draft')))
      .returning();
    await announce(tx, deps, sent!, await attachmentOf(tx, sent!));
    return sent!;
  });
}

async function removeAttachmentById(deps: SubmissionDeps, attachmentId: string) {
  const [attachment] = await deps.db
    .select()
    .from(attachments)
    .where(eq(attachments.id, attachmentId));
  if (attachment) await removeAttachment(deps, attachment);
}

/**
 * A user deletes their own drafts; an admin deletes any sent submission (audited), from either
 * side: on the staff side as one of an admin's powers. Its file and the files of its
 * conversation go too.
 */
export async function deleteSubmission(
  deps: SubmissionDeps,
  actor: Actor,
  id: string,
  request: RequestInfo = {
    ipAddress: null,
    userAgent: null,
  },
  from?: Viewpoint,
) {
  const row = await deps.db.transaction(async (tx) => {
    const found = await submissionFor(tx, actor, id, from === 'staff' ? 'manage' : 'delete', {
      from,
      forUpdate: true,
    });
    // The files of its conversation go with it; their messages go by the foreign key.
    const messageFiles = await tx
      .select({ id: conversationMessages.attachmentId })
      .from(conversationMessages)
      .where(
        and(
          eq(conversationMessages.submissionId, id),
          isNotNull(conversationMessages.attachmentId),
        ),
      );
    await tx.delete(submissions).where(eq(submissions.id, id));
    if (actor.isAdmin) {
      await recordAudit(tx, {
        action: 'submission.deleted',
        actor,
        target: { type: 'submission', id },
        ...request,
        details: { ownerId: found.userId, title: found.ideaTitle, status: found.status },
      });
    }
    return { ...found, messageFiles: messageFiles.map((file) => file.id!) };
  });
  for (const attachmentId of [row.attachmentId, ...row.messageFiles]) {
    if (attachmentId) await removeAttachmentById(deps, attachmentId);
  }
}

/** The attached file, for the submission's owner or an admin (an admin's download is audited). */
export async function submissionAttachment(
  deps: SubmissionDeps,
  actor: Actor,
  id: string,
  request: RequestInfo,
) {
  const submission = await getSubmission(deps.db, id, actor);
  const [attachment] = submission.attachmentId
    ? await deps.db.select().from(attachments).where(eq(attachments.id, submission.attachmentId))
    : [];
  const stored = attachment ? await deps.storage.get(attachment.storageKey) : null;
  if (!attachment || !stored) throw new AppError('not_found', 'Attachment information is missing');
  if (actor.isAdmin || actor.isReviewer) {
    await recordAudit(deps.db, {
      action: 'attachment.downloaded',
      actor,
      target: { type: 'submission', id },
      ...request,
      details: { attachmentId: attachment.id, ownerId: submission.userId },
    });
  }
  return { ...stored, fileName: attachment.fileName, contentType: attachment.contentType };
}
