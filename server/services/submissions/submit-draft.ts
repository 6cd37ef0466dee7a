import { and, eq, sql } from 'drizzle-orm';
import { submissionMessages } from '#common/submissions';
import type { Actor } from '#server/core/actor';
import { AppError } from '#server/core/app-error';
import { submissions } from '#server/db/schema/index';
import { announce } from './announce';
import { attachmentOf } from './attachment-rules';
import type { SubmissionDeps } from './deps';
import { currentFactRequirements, requireFacts } from './fact-requirements';
import { ownDraft } from './own-draft';
import { signedProfile } from './signed-agreement';

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
    requireFacts(draft.facts, (await currentFactRequirements(tx)).required);
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
