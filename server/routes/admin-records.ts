import { Hono } from 'hono';
import {
  legalHoldContract,
  liftHoldContract,
  placeHoldContract,
  retentionContract,
  saveRetentionContract,
} from '#common/contracts/records';
import { adminOnly } from '../auth/guards';
import { onContract, reply } from '../http/contract-route';
import { actorOf, requestInfo, type AppEnv } from '../http/request-context';
import { parseBody } from '../http/validate';
import { submissionFor } from '../services/access/index';
import {
  currentRetention,
  holdOf,
  liftHold,
  placeHold,
  saveRetention,
  toRetentionSettings,
} from '../services/records/index';
import type { SubmissionDeps } from '../services/submissions/deps';
import { submissionIdParam } from './admin-access';

/**
 * Records management under /api/admin, admins only (ADR 44): an idea's legal hold, placed and
 * lifted with reasons, and the retention period of declined ideas.
 */
export function recordsRoutes(deps: Pick<SubmissionDeps, 'db'>) {
  const app = new Hono<AppEnv>();
  const base = '/api/admin';
  app.use('/retention', adminOnly);
  app.use('/submissions/:id/legal-hold', adminOnly);
  app.use('/submissions/:id/legal-hold/*', adminOnly);

  onContract(app, base, legalHoldContract, async (c) => {
    const row = await submissionFor(deps.db, actorOf(c), submissionIdParam(c), 'manage', {
      from: 'staff',
    });
    return reply(c, legalHoldContract, { hold: await holdOf(deps.db, row) });
  });

  onContract(app, base, placeHoldContract, async (c) => {
    const id = submissionIdParam(c);
    const { reason } = await parseBody(c, placeHoldContract.body);
    const hold = await placeHold(deps.db, actorOf(c), id, reason, requestInfo(c));
    return reply(c, placeHoldContract, { hold });
  });

  onContract(app, base, liftHoldContract, async (c) => {
    const id = submissionIdParam(c);
    const { reason } = await parseBody(c, liftHoldContract.body);
    await liftHold(deps.db, actorOf(c), id, reason, requestInfo(c));
    return reply(c, liftHoldContract, { hold: null });
  });

  onContract(app, base, retentionContract, async (c) => {
    c.header('Cache-Control', 'no-store');
    const settings = await toRetentionSettings(deps.db, await currentRetention(deps.db));
    return reply(c, retentionContract, settings);
  });

  onContract(app, base, saveRetentionContract, async (c) => {
    const input = await parseBody(c, saveRetentionContract.body);
    const saved = await saveRetention(deps.db, actorOf(c), input, requestInfo(c));
    return reply(c, saveRetentionContract, saved);
  });

  return app;
}
