import { eq } from 'drizzle-orm';
import { adminMessages } from '#common/admin';
import { submissionMessages } from '#common/submissions';
import type { Tx } from '#server/db/client';
import { submissions } from '#server/db/schema/index';
import { AppError } from '#server/core/app-error';
import type { Actor, RequestInfo } from '#server/core/actor';
import type { SubmissionDeps } from '../submissions/index';
import { recordAudit } from '../audit/index';
import { bundleFacts, type BundleReader } from './bundle-facts';
import { bundleFolder, bundlePlan } from './bundle-plan';
import { hashedZip } from './hashed-zip';

/** A sent submission its reader may have the proof of, or the 404 of one that does not exist. */
export async function bundleSubmission(tx: Tx, actor: Actor, id: string, reader: BundleReader) {
  const [submission] = await tx.select().from(submissions).where(eq(submissions.id, id));
  const allowed = reader === 'admin' ? actor.isAdmin : submission?.userId === actor.id;
  if (!submission || submission.status === 'draft' || !allowed) {
    throw new AppError(
      'not_found',
      reader === 'admin' ? adminMessages.submissionNotFound.message : submissionMessages.notFound,
    );
  }
  return submission;
}

/**
 * A sent submission's evidence bundle, for its submitter or an admin; a draft, someone else's
 * idea or an unknown id are one and the same 404. The download is audited before its first byte,
 * in the transaction that reads what the bundle holds (the entry joins the audit chain as that
 * transaction ends, so the next bundle lists it).
 */
export async function evidenceBundle(
  deps: SubmissionDeps,
  actor: Actor,
  id: string,
  reader: BundleReader,
  request: RequestInfo,
  onFailure: (error: unknown) => void,
) {
  const madeAt = new Date();
  const facts = await deps.db.transaction(async (tx) => {
    const submission = await bundleSubmission(tx, actor, id, reader);
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
    body: hashedZip(bundlePlan(deps.storage, facts, madeAt), onFailure),
  };
}
