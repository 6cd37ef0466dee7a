import { Hono } from 'hono';
import {
  mailAttentionContract,
  mailCountsContract,
  sendMailAgainContract,
} from '#common/contracts/mail-outbox';
import { mailOutboxTexts } from '#common/mail-outbox';
import { adminOnly } from '../auth/guards';
import { onContract, reply } from '../http/contract-route';
import { actorOf, requestInfo, type AppEnv } from '../http/request-context';
import { uuidParam } from '../http/uuid-param';
import { mailAttention, mailAttentionCounts } from '../services/mail/mail-attention';
import { sendMailAgain } from '../services/mail/send-again';
import type { SubmissionDeps } from '../services/submissions/deps';

/**
 * The Mail page's API under /api/admin, admins only: delayed, failed and unconfirmed mail (its
 * metadata, never its content), their counts for the dashboard, and "Send again" (audited).
 */
export function mailRoutes(deps: Pick<SubmissionDeps, 'db'>) {
  const app = new Hono<AppEnv>();
  app.use('/mail', adminOnly);
  app.use('/mail/*', adminOnly);

  const base = '/api/admin';
  onContract(app, base, mailAttentionContract, async (c) =>
    reply(c, mailAttentionContract, await mailAttention(deps.db)),
  );

  onContract(app, base, mailCountsContract, async (c) =>
    reply(c, mailCountsContract, await mailAttentionCounts(deps.db)),
  );

  onContract(app, base, sendMailAgainContract, async (c) => {
    const id = uuidParam(c, 'id', mailOutboxTexts.notFound);
    await sendMailAgain(deps.db, { actor: actorOf(c), id, request: requestInfo(c) });
    return reply(c, sendMailAgainContract, await mailAttention(deps.db));
  });

  return app;
}
