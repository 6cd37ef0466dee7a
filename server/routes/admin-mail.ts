import { Hono } from 'hono';
import { mailOutboxTexts } from '#common/mail-outbox';
import { adminOnly } from '../auth/guards';
import { actorOf, requestInfo, type AppEnv } from '../http/request-context';
import { uuidParam } from '../http/uuid-param';
import { mailAttention, mailAttentionCounts } from '../services/mail/mail-attention';
import { sendMailAgain } from '../services/mail/send-again';
import type { SubmissionDeps } from '../services/submissions/submissions';

/**
 * The Mail page's API under /api/admin, admins only: delayed, failed and unconfirmed mail (its
 * metadata, never its content), their counts for the dashboard, and "Send again" (audited).
 */
export function mailRoutes(deps: Pick<SubmissionDeps, 'db'>) {
  const app = new Hono<AppEnv>();
  app.use('/mail', adminOnly);
  app.use('/mail/*', adminOnly);

  app.get('/mail', async (c) => c.json(await mailAttention(deps.db)));

  app.get('/mail/counts', async (c) => c.json(await mailAttentionCounts(deps.db)));

  app.post('/mail/:id/send-again', async (c) => {
    const id = uuidParam(c, 'id', mailOutboxTexts.notFound);
    await sendMailAgain(deps.db, { actor: actorOf(c), id, request: requestInfo(c) });
    return c.json(await mailAttention(deps.db));
  });

  return app;
}
