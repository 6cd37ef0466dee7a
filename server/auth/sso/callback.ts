import type { Context } from 'hono';
import { eq } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { sessions } from '#server/db/schema/index';
import { requestInfo, type AppEnv } from '#server/http/request-context';
import { errorMessage, logger } from '#server/lib/logger';
import type { Auth } from '../auth';
import { applySsoAssertion } from './apply-assertion';
import { withSsoSignIn } from './sign-in-state';
import { requestIdOf } from '#server/http/request-id';

/** Where a sign-in that fails after the provider's answer sends its person. */
const FAILED = '/login?error=sso_failed';

/**
 * A provider's answer (OIDC redirect or SAML post): the library verifies it and makes the
 * session; the portal then applies the provider's roles and second factor to that session
 * before its cookie reaches the browser. If that fails, the session is ended and the person is
 * told the sign-in did not complete: never a session without its roles applied.
 */
export const ssoCallback = (auth: Auth, db: Db) => async (c: Context<AppEnv>) => {
  const { result: response, signIn } = await withSsoSignIn(() => auth.handler(c.req.raw));
  if (!signIn.session) return response;
  try {
    await applySsoAssertion(db, signIn, requestInfo(c));
    return response;
  } catch (error) {
    logger.error('sso.apply_failed', { requestId: requestIdOf(c), error: errorMessage(error) });
    await db.delete(sessions).where(eq(sessions.token, signIn.session.token));
    return c.redirect(FAILED, 302);
  }
};
