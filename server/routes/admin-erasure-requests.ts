import { Hono } from 'hono';
import { answerErasureContract, erasureRequestsContract } from '#common/contracts/data-rights';
import { erasureMessages } from '#common/erasure';
import { adminOnly } from '../auth/guards';
import type { Db } from '../db/client';
import { onContract, reply } from '../http/contract-route';
import { actorOf, requestInfo, type AppEnv } from '../http/request-context';
import { uuidParam } from '../http/uuid-param';
import { parseBody } from '../http/validate';
import {
  answerErasureRequest,
  listErasureRequests,
} from '../services/data-rights/erasure-requests';

/** The queue of erasure requests with kept records, under /api/admin; admins only (ADR 45). */
export function erasureRequestRoutes(db: Db) {
  const app = new Hono<AppEnv>();
  const base = '/api/admin';
  app.use('/erasure-requests', adminOnly);
  app.use('/erasure-requests/*', adminOnly);

  onContract(app, base, erasureRequestsContract, async (c) => {
    c.header('Cache-Control', 'no-store');
    return reply(c, erasureRequestsContract, { requests: await listErasureRequests(db) });
  });

  onContract(app, base, answerErasureContract, async (c) => {
    const id = uuidParam(c, 'id', erasureMessages.notFound);
    const { answer } = await parseBody(c, answerErasureContract.body);
    return reply(c, answerErasureContract, {
      request: await answerErasureRequest(db, actorOf(c), id, answer, requestInfo(c)),
    });
  });

  return app;
}
