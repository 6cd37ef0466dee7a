import { Hono } from 'hono';
import {
  listSessionsContract,
  revokeOtherSessionsContract,
  revokeSessionContract,
  sessionMessages,
} from '#common/contracts/sessions';
import type { Auth } from '../auth/auth';
import { requireUser } from '../auth/guards';
import type { Db } from '../db/client';
import { onContract, reply } from '../http/contract-route';
import { actorOf, requestInfo, type AppEnv } from '../http/request-context';
import { uuidParam } from '../http/uuid-param';
import {
  listAccountSessions,
  revokeAccountSession,
  revokeOtherAccountSessions,
} from '../services/sessions/account-sessions';

/**
 * The signed-in account's own sessions: list them (never their tokens), end one, or end all
 * but this one. Another account's session is "not found", like one that does not exist.
 */
export function sessionRoutes(auth: Auth, db: Db) {
  const app = new Hono<AppEnv>();
  const base = '/api/account/sessions';
  app.use(requireUser(auth));

  onContract(app, base, listSessionsContract, async (c) => {
    c.header('Cache-Control', 'no-store');
    const sessions = await listAccountSessions(db, actorOf(c));
    return reply(c, listSessionsContract, { sessions });
  });

  onContract(app, base, revokeOtherSessionsContract, async (c) => {
    const revoked = await revokeOtherAccountSessions(db, actorOf(c), requestInfo(c));
    return reply(c, revokeOtherSessionsContract, { revoked });
  });

  onContract(app, base, revokeSessionContract, async (c) => {
    const id = uuidParam(c, 'id', sessionMessages.notFound);
    await revokeAccountSession(db, actorOf(c), id, requestInfo(c));
    return c.body(null, 204);
  });

  return app;
}
