import type { Context } from 'hono';
import type { Viewpoint } from '#common/access';
import { actorOf, requestInfo, type AppEnv } from '../http/request-context';
import { errorMessage, logger } from '../lib/logger';
import { evidenceBundle } from '../services/proof/evidence-bundle';
import type { SubmissionDeps } from '../services/submissions/deps';
import { requestIdOf } from '#server/http/request-id';

/**
 * Answers with a submission's evidence bundle as a download. It is streamed: a failure after
 * the first byte cuts the download short (and is logged), never a complete-looking archive.
 */
export async function sendEvidenceBundle(
  c: Context<AppEnv>,
  deps: SubmissionDeps,
  id: string,
  reader: Viewpoint,
) {
  const bundle = await evidenceBundle(deps, actorOf(c), id, reader, requestInfo(c), (error) =>
    logger.error('evidence bundle failed midway', {
      requestId: requestIdOf(c),
      submissionId: id,
      error: errorMessage(error),
    }),
  );
  c.header('Content-Type', 'application/zip');
  c.header('Content-Disposition', `attachment; filename="${bundle.filename}"`);
  // no-transform: nothing between here and the browser re-encodes or holds back the archive.
  c.header('Cache-Control', 'private, no-store, no-transform');
  c.header('X-Content-Type-Options', 'nosniff');
  return c.body(bundle.body);
}
