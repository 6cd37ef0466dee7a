import { Hono, type Context } from 'hono';
import { sessionMessages, type AccountSessionsResponse } from '#common/contracts/sessions';
import type { Auth } from '../auth/auth';
import { requireUser, type AuthVariables } from '../auth/guards';
import type { Db } from '../db/client';
import { auditRequest } from '../http/audit-request';
import { ApiError } from '../http/errors';
import { uuidParam } from '../http/uuid-param';
import {
  listAccountSessions,
  revokeAccountSession,
  revokeOtherAccountSessions,
  SessionError,
} from '../services/sessions/account-sessions';

type Variables = AuthVariables & { clientIp: string };

const actorOf = (c: Context<{ Variables: Variables }>) => ({
  id: c.get('user').id,
  email: c.get('user').email,
  sessionId: c.get('session').id,
});

/**
 * The signed-in account's own sessions: list them (never their tokens), end one, or end all
 * but this one. Another account's session is "not found", like one that does not exist.
 */
export function sessionRoutes(auth: Auth, db: Db) {
  const app = new Hono<{ Variables: Variables }>();
  app.use(requireUser(auth));
  app.onError((error) => {
    if (error instanceof SessionError && error.code === 'current')
      throw new ApiError(400, 'current_session', sessionMessages.current);
    if (error instanceof SessionError)
      throw new ApiError(404, 'not_found', sessionMessages.notFound);
    throw error;
  });

  app.get('/', async (c) => {
    c.header('Cache-Control', 'no-store');
    const sessions = await listAccountSessions(db, actorOf(c));
    return c.json({ sessions } satisfies AccountSessionsResponse);
  });

  app.post('/revoke-others', async (c) => {
    const revoked = await revokeOtherAccountSessions(db, actorOf(c), auditRequest(c));
    return c.json({ revoked });
  });

  app.delete('/:id', async (c) => {
    const id = uuidParam(c, 'id', sessionMessages.notFound);
    await revokeAccountSession(db, actorOf(c), id, auditRequest(c));
    return c.body(null, 204);
  });

  return app;
}
