import { and, eq, sql } from 'drizzle-orm';
import { submissionMessages } from '#common/submissions';
import type { Actor } from '#server/core/actor';
import { AppError } from '#server/core/app-error';
import { submissions } from '#server/db/schema/index';
import { submissionFor } from '../access/index';
import { requestAttestations } from '../inventors/index';
import { announce } from './announce';
import type { SubmissionDeps } from './deps';
import { currentFactRequirements, requireFacts } from './fact-requirements';
import { filesOf } from './idea-files';
import { checkPhi } from './phi-check';
import { signedProfile } from './signed-agreement';

/**
 * Sends a draft, its submitter's alone: it becomes pending, with the signed agreement stamped on
 * it and the time it was sent, in the one statement that sends it. Its co-inventors are asked to
 * attest it; the idea does not wait for them.
 */
export async function submitDraft(
  deps: SubmissionDeps,
  actor: Actor,
  id: string,
  phiAttestation?: boolean,
) {
  return deps.db.transaction(async (tx) => {
    const draft = await submissionFor(tx, actor, id, 'send', { forUpdate: true });
    if (!draft.ideaTitle.trim() || !draft.ideaDescription.trim()) {
      throw new AppError('missing_information', submissionMessages.missingInformation.message);
    }
    const profile = await signedProfile(tx, actor.id);
    requireFacts(draft.facts, (await currentFactRequirements(tx)).required);
    const phi = checkPhi(draft, await filesOf(tx, id), phiAttestation);
    const [sent] = await tx
      .update(submissions)
      .set({
        status: 'pending',
        submittedAt: sql`now()`,
        agreementId: profile.agreementId,
        fullName: profile.fullName,
        jobTitle: profile.jobTitle,
        phiCheck: phi,
        phiFlagged: phi.found.length > 0,
      })
      .where(and(eq(submissions.id, id), eq(submissions.status, 'draft')))
      .returning();
    await announce(tx, deps, sent!);
    await requestAttestations(tx, deps, sent!);
    return sent!;
  });
}
