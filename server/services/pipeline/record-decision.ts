import { randomUUID } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { inventorMessages } from '#common/co-inventors';
import { decisionMeaning, pipelineMessages, type DecisionInput } from '#common/pipeline';
import { submissionReference } from '#common/submissions';
import type { Actor, RequestInfo } from '#server/core/actor';
import { AppError } from '#server/core/app-error';
import type { Tx } from '#server/db/client';
import { isUniqueViolation } from '#server/db/errors';
import { patentDecisions, patentOpinions, submissions } from '#server/db/schema/index';
import { submissionFor } from '../access/index';
import { recordAudit } from '../audit/index';
import { ideaEventData, queueWebhook } from '../webhooks/index';
import { decisionManifest, enqueueTimestamp, timestampOf } from '../proof/index';
import { pipelineAnswer } from './pipeline-of';
import { printedNameOf } from './signer';
import type { SigningDeps } from './write-opinion';

/** The idea at its Decision stage, not yet decided, and the opinion in force (or none). */
async function readyToDecide(tx: Tx, actor: Actor, id: string, input: DecisionInput, lock = false) {
  const submission = await submissionFor(tx, actor, id, 'manage', {
    from: 'staff',
    forUpdate: lock,
  });
  if (submission.decidedAt) throw new AppError('conflict', pipelineMessages.alreadyDecided);
  if (submission.stage !== 'decision')
    throw new AppError('conflict', pipelineMessages.decisionNeedsStage);
  const [opinion] = await tx
    .select({ id: patentOpinions.id, sha256: patentOpinions.manifestSha256 })
    .from(patentOpinions)
    .where(and(eq(patentOpinions.submissionId, id), isNull(patentOpinions.supersededBy)));
  const waiverReason = input.waiverReason?.trim() || null;
  if (!opinion && !waiverReason)
    throw new AppError('opinion_required', pipelineMessages.opinionRequired, {
      field: 'waiverReason',
    });
  return { submission, opinion: opinion ?? null, waiverReason: opinion ? null : waiverReason };
}

/**
 * Records the company's decision on an idea at its Decision stage, signed by an admin whose
 * password and code are asked again, with the printed meaning. Refused before a signed opinion
 * unless the admin records why it was waived; one decision per idea, also when two are sent at
 * once. The decision, its manifest's timestamp request and the audit entry are one transaction.
 */
export async function recordDecision(
  deps: SigningDeps,
  actor: Actor,
  id: string,
  input: DecisionInput,
  request: RequestInfo,
) {
  await deps.db.transaction((tx) => readyToDecide(tx, actor, id, input));
  await deps.reauthenticate(actor, { password: input.password, code: input.code });
  try {
    return await deps.db.transaction(async (tx) => {
      const { opinion, waiverReason } = await readyToDecide(tx, actor, id, input, true);
      const disclosure = await timestampOf(tx, 'submission-manifest', id);
      if (!disclosure) throw new AppError('conflict', inventorMessages.notSentYet);
      const decisionId = randomUUID();
      const decidedAt = new Date();
      const printedName = await printedNameOf(tx, actor);
      const meaning = decisionMeaning(submissionReference(id), input.outcome);
      const manifest = decisionManifest({
        decisionId,
        submissionId: id,
        disclosureManifestSha256: disclosure.sha256,
        outcome: input.outcome,
        reason: input.reason,
        opinionManifestSha256: opinion?.sha256 ?? null,
        waiverReason,
        signer: { userId: actor.id, printedName, email: actor.email },
        meaning,
        decidedAt,
      });
      await tx.insert(patentDecisions).values({
        id: decisionId,
        submissionId: id,
        outcome: input.outcome,
        reason: input.reason,
        opinionId: opinion?.id ?? null,
        waiverReason,
        decidedBy: actor.id,
        printedName,
        meaning,
        decidedAt,
        manifestSha256: manifest.sha256,
      });
      const [decided] = await tx
        .update(submissions)
        .set({ decidedAt: sql`${decidedAt.toISOString()}::timestamptz` })
        .where(eq(submissions.id, id))
        .returning();
      await enqueueTimestamp(tx, {
        subjectType: 'patent-decision',
        subjectId: decisionId,
        ...manifest,
      });
      await recordAudit(tx, {
        action: 'pipeline.decision_recorded',
        actor,
        target: { type: 'submission', id },
        ...request,
        details: {
          decisionId,
          outcome: input.outcome,
          opinionId: opinion?.id ?? null,
          waived: !opinion,
          manifestSha256: manifest.sha256,
        },
      });
      await queueWebhook(
        tx,
        'decision.recorded',
        ideaEventData(deps.appUrl, decided!, { decisionId, decidedAt: decidedAt.toISOString() }),
      );
      return pipelineAnswer(tx, actor, decided!);
    });
  } catch (error) {
    if (isUniqueViolation(error, 'patent_decisions_submission_idx'))
      throw new AppError('conflict', pipelineMessages.alreadyDecided);
    throw error;
  }
}
