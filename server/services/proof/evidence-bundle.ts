import type { Viewpoint } from '#common/access';
import type { Actor, RequestInfo } from '#server/core/actor';
import { submissionFor } from '../access/index';
import type { SubmissionDeps } from '../submissions/index';
import { recordAudit } from '../audit/index';
import { bundleFacts } from './bundle-facts';
import { bundleFolder, bundlePlan } from './bundle-plan';
import { hashedZip } from './hashed-zip';
import { issuing } from './issued-documents';

/**
 * A sent submission's evidence bundle, for its submitter or an admin; a draft, someone else's
 * idea or an unknown id are one and the same 404, and a reviewer it is assigned to is refused. The download is audited before its first byte,
 * in the transaction that reads what the bundle holds (the entry joins the audit chain as that
 * transaction ends, so the next bundle lists it).
 */
export async function evidenceBundle(
  deps: SubmissionDeps,
  actor: Actor,
  id: string,
  reader: Viewpoint,
  request: RequestInfo,
  onFailure: (error: unknown) => void,
) {
  const madeAt = new Date();
  const facts = await deps.db.transaction(async (tx) => {
    const submission = await submissionFor(tx, actor, id, 'proof', { from: reader });
    await recordAudit(tx, {
      action: 'submission.evidence_downloaded',
      actor,
      target: { type: 'submission', id: submission.id },
      ...request,
      details: { ownerId: submission.userId, onBehalfOf: submission.userId !== actor.id },
    });
    return bundleFacts(tx, submission, reader);
  });
  return {
    filename: `${bundleFolder(facts.submission.id)}.zip`,
    body: hashedZip(
      bundlePlan(
        deps.storage,
        facts,
        madeAt,
        issuing(deps.db, deps.appUrl, facts, madeAt),
        deps.sealDocument ?? null,
      ),
      onFailure,
    ),
  };
}
