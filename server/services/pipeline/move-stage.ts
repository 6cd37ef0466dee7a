import { and, eq, sql } from 'drizzle-orm';
import { pipelineMessages, stageLabels, type MoveStageInput } from '#common/pipeline';
import type { Actor, RequestInfo } from '#server/core/actor';
import { AppError } from '#server/core/app-error';
import type { Db } from '#server/db/client';
import { patentDecisions, patentFilings, stageMoves, submissions } from '#server/db/schema/index';
import { sha256Hex } from '#server/lib/sha256';
import { submissionFor } from '../access/index';
import { recordAudit } from '../audit/index';
import { ideaEventData, queueWebhook } from '../webhooks/index';
import { movesFrom, pipelineAnswer } from './pipeline-of';
import { printedNameOf } from './signer';
import { mailInventorsOfStage } from './stage-mail';

const stageName = (stage: string | null) =>
  stage ? stageLabels[stage as keyof typeof stageLabels] : 'Approved';

/**
 * Moves an approved idea to its next stage, with the reason, audited, and mails its inventors.
 * Only the next stage in order (or Closed) is taken, only from the stage the admin saw, and
 * Filed only after a decision to file and a filing: anything else is refused and writes
 * nothing. The idea's row is locked, so two moves at once are made one after the other, and
 * the second, made from a stage that no longer holds, is refused.
 */
export async function moveStage(
  deps: { db: Db; appUrl: string },
  actor: Actor,
  id: string,
  input: MoveStageInput,
  request: RequestInfo,
) {
  return deps.db.transaction(async (tx) => {
    const submission = await submissionFor(tx, actor, id, 'manage', {
      from: 'staff',
      forUpdate: true,
    });
    if (submission.status !== 'approved')
      throw new AppError('conflict', pipelineMessages.notApproved, { field: 'to' });
    if ((input.from ?? null) !== submission.stage)
      throw new AppError('stage_changed', pipelineMessages.stageChanged, { field: 'to' });
    if (!movesFrom(submission).includes(input.to))
      throw new AppError(
        'conflict',
        pipelineMessages.stageOrder(stageName(submission.stage), stageLabels[input.to]),
        { field: 'to' },
      );
    if (input.to === 'filed') {
      const [decision] = await tx
        .select({ outcome: patentDecisions.outcome })
        .from(patentDecisions)
        .where(eq(patentDecisions.submissionId, id));
      if (decision?.outcome !== 'file')
        throw new AppError('conflict', pipelineMessages.filedWithoutFileDecision, { field: 'to' });
      const [filing] = await tx
        .select({ id: patentFilings.id })
        .from(patentFilings)
        .where(eq(patentFilings.submissionId, id))
        .limit(1);
      if (!filing)
        throw new AppError('conflict', pipelineMessages.filedWithoutFiling, { field: 'to' });
    }
    const movedByName = await printedNameOf(tx, actor);
    const [moved] = await tx
      .update(submissions)
      .set({ stage: input.to, stageChangedAt: sql`now()` })
      .where(and(eq(submissions.id, id)))
      .returning();
    await tx.insert(stageMoves).values({
      submissionId: id,
      fromStage: submission.stage,
      toStage: input.to,
      reason: input.reason,
      movedBy: actor.id,
      movedByName,
    });
    await recordAudit(tx, {
      action: 'pipeline.stage_moved',
      actor,
      target: { type: 'submission', id },
      ...request,
      details: { from: submission.stage, to: input.to, reasonSha256: sha256Hex(input.reason) },
    });
    await mailInventorsOfStage(tx, deps.appUrl, moved!, input.to);
    await queueWebhook(
      tx,
      'stage.changed',
      ideaEventData(deps.appUrl, moved!, {
        from: submission.stage,
        movedAt: moved!.stageChangedAt!.toISOString(),
      }),
    );
    return pipelineAnswer(tx, actor, moved!);
  });
}
