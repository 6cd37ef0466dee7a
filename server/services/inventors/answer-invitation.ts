import { and, eq, isNull, sql } from 'drizzle-orm';
import {
  attestationMeaning,
  disputeReasonLabels,
  inventorMessages,
  type AttestationInput,
} from '#common/co-inventors';
import { submissionReference } from '#common/submissions';
import type { Actor, RequestInfo } from '#server/core/actor';
import { AppError } from '#server/core/app-error';
import type { Db, Tx } from '#server/db/client';
import { coInventors, profiles, submissions, users } from '#server/db/schema/index';
import type { Reauthenticate } from '#server/auth/reauthenticate';
import { submissionFor } from '../access/index';
import { recordAudit } from '../audit/index';
import { ideaEventData, queueWebhook } from '../webhooks/index';
import { queueStaffNotification } from '../notifications/index';
import { attestationManifest, enqueueTimestamp, timestampOf } from '../proof/index';
import { completeIfConfirmed } from './complete-disclosure';
import type { CoInventor, Submission } from './invitation';

export interface AnswerDeps {
  db: Db;
  staffEmail: string | undefined;
  appUrl: string;
  reauthenticate: Reauthenticate;
}

/**
 * Whose turn it is: the idea must be sent and list the caller, who has not answered yet and has
 * signed the invention agreement.
 */
async function readyToAnswer(tx: Tx, actor: Actor, submissionId: string) {
  const submission = await submissionFor(tx, actor, submissionId, 'attest', { from: 'inventor' });
  const [found] = await tx
    .select({ row: coInventors, fullName: profiles.fullName, signature: profiles.signature })
    .from(coInventors)
    .innerJoin(users, eq(users.email, coInventors.email))
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(and(eq(coInventors.submissionId, submissionId), eq(users.id, actor.id)));
  if (!found) throw new AppError('forbidden', inventorMessages.notListed);
  if (found.row.response) throw new AppError('already_answered', inventorMessages.alreadyAnswered);
  if (found.signature !== 'signed' || !found.fullName)
    throw new AppError('agreement_required', inventorMessages.agreementFirst, { status: 409 });
  return { submission, row: found.row, printedName: found.fullName };
}

/** Records an attestation: its manifest, timestamped, and the idea's count of confirmations. */
async function attest(
  tx: Tx,
  actor: Actor,
  submission: Submission,
  row: CoInventor,
  printedName: string,
) {
  const disclosure = await timestampOf(tx, 'submission-manifest', submission.id);
  if (!disclosure) throw new AppError('conflict', inventorMessages.notSentYet);
  const meaning = attestationMeaning(submissionReference(submission.id), row.share);
  const [claimed] = await tx
    .update(coInventors)
    .set({
      response: 'attested',
      respondedBy: actor.id,
      respondedAt: sql`now()`,
      printedName,
      meaning,
    })
    .where(and(eq(coInventors.id, row.id), isNull(coInventors.response)))
    .returning();
  if (!claimed) throw new AppError('already_answered', inventorMessages.alreadyAnswered);
  const manifest = attestationManifest({
    coInventorId: row.id,
    submissionId: submission.id,
    disclosureManifestSha256: disclosure.sha256,
    signer: { userId: actor.id, printedName, email: row.email },
    share: row.share,
    meaning,
    attestedAt: claimed.respondedAt!,
  });
  await tx
    .update(coInventors)
    .set({ manifestSha256: manifest.sha256 })
    .where(eq(coInventors.id, row.id));
  await enqueueTimestamp(tx, {
    subjectType: 'inventor-attestation',
    subjectId: row.id,
    ...manifest,
  });
  await tx
    .update(submissions)
    .set({ confirmedCount: sql`${submissions.confirmedCount} + 1` })
    .where(eq(submissions.id, submission.id));
  await completeIfConfirmed(tx, submission.id);
  return { manifestSha256: manifest.sha256 };
}

/**
 * A co-inventor's answer to being listed on a sent idea: an attestation, signed with their
 * password (and code) asked again, or a dispute with a comment for staff. Either is final and
 * answered once: two answers sent at once record one. The answer, its manifest's timestamp
 * request, the count, the audit entry and staff's notice of a dispute are one transaction.
 */
export async function answerInvitation(
  deps: AnswerDeps,
  actor: Actor,
  submissionId: string,
  input: AttestationInput,
  request: RequestInfo,
) {
  await deps.db.transaction((tx) => readyToAnswer(tx, actor, submissionId));
  await deps.reauthenticate(actor, { password: input.password, code: input.code });
  return deps.db.transaction(async (tx) => {
    const { submission, row, printedName } = await readyToAnswer(tx, actor, submissionId);
    const audit = {
      actor: { id: actor.id, email: actor.email },
      target: { type: 'submission', id: submission.id },
      ...request,
    };
    // Systems listening learn that an answer came, and whether the disclosure is now complete.
    const tellWebhooks = async (answer: 'attested' | 'disputed') => {
      const [now] = await tx
        .select({ completeAt: submissions.disclosureCompleteAt })
        .from(submissions)
        .where(eq(submissions.id, submission.id));
      await queueWebhook(
        tx,
        'attestation.completed',
        ideaEventData(deps.appUrl, submission, {
          coInventorId: row.id,
          answer,
          answeredAt: new Date().toISOString(),
          disclosureCompleteAt: now?.completeAt?.toISOString() ?? null,
        }),
      );
    };
    if (input.decision === 'attest') {
      const { manifestSha256 } = await attest(tx, actor, submission, row, printedName);
      await recordAudit(tx, {
        ...audit,
        action: 'co_inventor.attested',
        details: { coInventorId: row.id, share: row.share, manifestSha256 },
      });
      await tellWebhooks('attested');
      return;
    }
    const reason = input.reason!;
    const [claimed] = await tx
      .update(coInventors)
      .set({
        response: 'disputed',
        respondedBy: actor.id,
        respondedAt: sql`now()`,
        printedName,
        disputeReason: reason,
        claimedShare: reason === 'different_share' ? input.claimedShare! : null,
        disputeComment: input.comment!,
      })
      .where(and(eq(coInventors.id, row.id), isNull(coInventors.response)))
      .returning();
    if (!claimed) throw new AppError('already_answered', inventorMessages.alreadyAnswered);
    await recordAudit(tx, {
      ...audit,
      action: 'co_inventor.disputed',
      details: { coInventorId: row.id, reason, claimedShare: claimed.claimedShare },
    });
    await tellWebhooks('disputed');
    await queueStaffNotification(
      tx,
      { to: deps.staffEmail, appUrl: deps.appUrl },
      {
        type: 'co-inventor-disputed',
        data: {
          id: submission.id,
          name: printedName,
          email: row.email,
          reason: disputeReasonLabels[reason],
        },
      },
    );
  });
}
