import type { Viewpoint } from '#common/access';
import type { ProofStatus } from '#common/proof';
import type { Actor } from '#server/core/actor';
import type { SubmissionDeps } from '../submissions/index';
import { storedManifest } from '../proof/submission-manifest';
import { submissionFor } from '../access/index';
import { receiptOf } from './bundle-facts';

/**
 * Where a sent idea's proof stands, for those who may download its evidence bundle: the
 * manifest's hash and whether an authority has timestamped it yet.
 */
export async function proofStatus(
  deps: SubmissionDeps,
  actor: Actor,
  id: string,
  reader: Viewpoint,
): Promise<ProofStatus> {
  return deps.db.transaction(async (tx) => {
    const submission = await submissionFor(tx, actor, id, 'proof', { from: reader });
    const manifest = await storedManifest(
      tx,
      submission,
      // Used only for an idea sent before manifests existed, as the bundle does.
      (await receiptOf(tx, submission))?.queuedAt ?? submission.createdAt,
    );
    const timestamp: ProofStatus['timestamp'] =
      manifest.state === 'granted' && manifest.genTime
        ? {
            state: 'certified',
            at: manifest.genTime.toISOString(),
            authority: manifest.tsaName ?? 'the timestamp authority',
          }
        : { state: deps.timestamps.configured ? 'pending' : 'not-configured' };
    return { manifestSha256: manifest.sha256, timestamp };
  });
}
