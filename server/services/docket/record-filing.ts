import { and, eq } from 'drizzle-orm';
import { filingMessages, type FilingInput } from '#common/filings';
import type { Actor, RequestInfo } from '#server/core/actor';
import { AppError } from '#server/core/app-error';
import type { Db } from '#server/db/client';
import { isUniqueViolation } from '#server/db/errors';
import { patentDecisions, patentFilings } from '#server/db/schema/index';
import { submissionFor } from '../access/index';
import { recordAudit } from '../audit/index';
import { todayUtc } from '../bar-dates/index';
import { ideaEventData, queueWebhook } from '../webhooks/index';

/**
 * Records an application filed for an idea, audited: only once the decision is to file, dated
 * on or after that decision and not in the future, and claiming priority only from an earlier
 * filing of the same idea. One application number per office: a second is refused, also when
 * two arrive at once. Tells the webhooks that asked for `filing.recorded`. Answers the filing's
 * id.
 */
export async function recordFiling(
  { db, appUrl }: { db: Db; appUrl: string },
  actor: Actor,
  id: string,
  input: FilingInput,
  request: RequestInfo,
): Promise<string> {
  try {
    return await db.transaction(async (tx) => {
      const idea = await submissionFor(tx, actor, id, 'file', { from: 'staff', forUpdate: true });
      const [decision] = await tx
        .select()
        .from(patentDecisions)
        .where(eq(patentDecisions.submissionId, id));
      if (decision?.outcome !== 'file')
        throw new AppError('conflict', filingMessages.needsFileDecision);
      const decidedOn = decision.decidedAt.toISOString().slice(0, 10);
      if (input.filedOn > todayUtc())
        throw new AppError('invalid_input', filingMessages.future, { field: 'filedOn' });
      if (input.filedOn < decidedOn)
        throw new AppError('invalid_input', filingMessages.beforeDecision(decidedOn), {
          field: 'filedOn',
        });
      if (input.priorityFilingId) {
        const [priority] = await tx
          .select({ filedOn: patentFilings.filedOn })
          .from(patentFilings)
          .where(
            and(eq(patentFilings.id, input.priorityFilingId), eq(patentFilings.submissionId, id)),
          );
        if (!priority)
          throw new AppError('invalid_input', filingMessages.priorityNotFound, {
            field: 'priorityFilingId',
          });
        if (priority.filedOn > input.filedOn)
          throw new AppError('invalid_input', filingMessages.priorityNotEarlier, {
            field: 'priorityFilingId',
          });
      }
      const [filing] = await tx
        .insert(patentFilings)
        .values({
          submissionId: id,
          jurisdiction: input.jurisdiction,
          filingType: input.type,
          applicationNumber: input.applicationNumber,
          filedOn: input.filedOn,
          priorityFilingId: input.priorityFilingId ?? null,
          recordedBy: actor.id,
        })
        .returning();
      await recordAudit(tx, {
        action: 'pipeline.filing_recorded',
        actor,
        target: { type: 'submission', id },
        ...request,
        details: {
          filingId: filing!.id,
          jurisdiction: input.jurisdiction,
          type: input.type,
          applicationNumber: input.applicationNumber,
          filedOn: input.filedOn,
        },
      });
      await queueWebhook(
        tx,
        'filing.recorded',
        ideaEventData(appUrl, idea, {
          filingId: filing!.id,
          jurisdiction: input.jurisdiction,
          type: input.type,
          applicationNumber: input.applicationNumber,
          filedOn: input.filedOn,
          priorityFilingId: input.priorityFilingId ?? null,
        }),
      );
      return filing!.id;
    });
  } catch (error) {
    if (isUniqueViolation(error, 'patent_filings_number_idx'))
      throw new AppError('conflict', filingMessages.duplicate, { field: 'applicationNumber' });
    throw error;
  }
}
