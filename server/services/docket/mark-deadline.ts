import { and, eq } from 'drizzle-orm';
import { docketMessages, type MarkDeadlineInput } from '#common/docket';
import type { Actor, RequestInfo } from '#server/core/actor';
import { AppError } from '#server/core/app-error';
import type { Db } from '#server/db/client';
import { docketMarks } from '#server/db/schema/index';
import { submissionFor } from '../access/index';
import { recordAudit } from '../audit/index';
import { printedNameOf } from '../pipeline/index';
import { hasDeadline } from './deadlines';

/**
 * Marks one of an idea's deadlines met, or not applicable with the reason, or open again;
 * audited. A key the idea has no deadline of is one that does not exist.
 */
export async function markDeadline(
  db: Db,
  actor: Actor,
  id: string,
  key: string,
  input: MarkDeadlineInput,
  request: RequestInfo,
) {
  await db.transaction(async (tx) => {
    const submission = await submissionFor(tx, actor, id, 'manage', {
      from: 'staff',
      forUpdate: true,
    });
    if (!(await hasDeadline(tx, submission, key)))
      throw new AppError('not_found', docketMessages.deadlineNotFound);
    const where = and(eq(docketMarks.submissionId, id), eq(docketMarks.deadlineKey, key));
    await tx.delete(docketMarks).where(where);
    if (input.state !== 'open')
      await tx.insert(docketMarks).values({
        submissionId: id,
        deadlineKey: key,
        state: input.state,
        reason: input.reason ?? '',
        markedBy: actor.id,
        markedByName: await printedNameOf(tx, actor),
      });
    await recordAudit(tx, {
      action: 'pipeline.deadline_marked',
      actor,
      target: { type: 'submission', id },
      ...request,
      details: { key, state: input.state, reason: input.reason ?? '' },
    });
  });
}
