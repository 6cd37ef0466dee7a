import { Hono } from 'hono';
import { sessionMessages, type AccountSessionsResponse } from '#common/contracts/sessions';
import type { Auth } from '../auth/auth';
import { requireUser } from '../auth/guards';
import type { Db } from '../db/client';
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
  app.use(requireUser(auth));

  app.get('/', async (c) => {
    c.header('Cache-Control', 'no-store');
    const sessions = await listAccountSessions(db, actorOf(c));
    return c.json({ sessions } satisfies AccountSessionsResponse);
  });

  app.post('/revoke-others', async (c) => {
    const revoked = await revokeOtherAccountSessions(db, actorOf(c), requestInfo(c));
    return c.json({ revoked });
  });

  app.delete('/:id', async (c) => {
    const id = uuidParam(c, 'id', sessionMessages.notFound);
    await revokeAccountSession(db, actorOf(c), id, requestInfo(c));
    return c.body(null, 204);
  });

  return app;
}
