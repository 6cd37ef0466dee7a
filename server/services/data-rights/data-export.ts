import type { Actor, RequestInfo } from '#server/core/actor';
import { AppError } from '#server/core/app-error';
import type { Db } from '#server/db/client';
import type { Storage } from '#server/providers/storage/storage';
import { recordAudit } from '../audit/index';
import { hashedZip } from '../proof/index';
import { exportFacts } from './export-facts';
import { exportFolder, exportPlan } from './export-plan';

/**
 * Everything the portal holds about the signed-in person, as a ZIP streamed while it is made
 * (GDPR Art. 15 and 20). The download is audited in the transaction that reads what it holds,
 * so the export lists its own entry only from the next one on.
 */
export async function dataExport(
  deps: { db: Db; storage: Storage },
  actor: Actor,
  request: RequestInfo,
  onFailure: (error: unknown) => void,
) {
  const madeAt = new Date();
  const facts = await deps.db.transaction(async (tx) => {
    const found = await exportFacts(tx, actor.id);
    if (!found)
      throw new AppError('unauthenticated', 'You need to be signed in to complete this action.');
    await recordAudit(tx, {
      action: 'account.data_exported',
      actor,
      target: { type: 'user', id: actor.id },
      ...request,
      details: {
        ideas: found.ideas.length,
        files: found.ideas.reduce((count, { files }) => count + files.length, 0),
      },
    });
    return found;
  });
  return {
    filename: `${exportFolder(madeAt)}.zip`,
    body: hashedZip(exportPlan(deps.storage, facts, madeAt), onFailure),
  };
}
