import { Hono, type MiddlewareHandler } from 'hono';
import { isApiErrorBody } from '#common/api-error';
import { AUTH_BASE_PATH, type Auth } from '../auth/auth';
import { isOpenSsoEndpoint, isSamlResponse, openAuthEndpoints } from '../auth/endpoints';
import { ssoCallback } from '../auth/sso/callback';
import { authErrorField } from '../auth/error-field';
import { oneUseCodes } from '../auth/one-use-codes';
import { passkeyAdded } from '../auth/passkey-added';
import { countSignInAttempt, settleSignInAttempt, type SignInOutcome } from '../auth/sign-in-lock';
import { endIfWithoutSecondFactor, passwordSignIn } from '../auth/sessions-without-second-factor';
import { refuseUnusableText } from '../auth/text-problem';
import { completesSignIn, twoFactorAttempts } from '../auth/two-factor-attempts';
import { twoFactorChanges } from '../auth/two-factor-changes';
import type { Db } from '../db/client';
import { AppError, errorBody } from '#server/core/app-error';
import { apiNotFound } from '../http/errors';
import { bodyEmail } from '../http/body-email';
import { authLimits } from '../http/limits';
import { rateLimit } from '../http/rate-limit';
import { requestInfo, type AppEnv } from '../http/request-context';
import { mailSecurityChange } from '../services/account/security-notice';

/**
 * A success without the session token the library puts in some bodies (sign-in, its second step,
 * a password change): the token lives in an HttpOnly cookie, out of reach of page scripts, and a
 * copy in the body would undo that.
 */
async function withoutSessionToken(response: Response): Promise<Response> {
  if (!response.headers.get('content-type')?.includes('application/json')) return response;
  let body: unknown;
  try {
    body = await response.clone().json();
  } catch {
    return response;
  }
  if (!body || typeof body !== 'object' || !('token' in body)) return response;
  const { token: _token, ...rest } = body as Record<string, unknown>;
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  return new Response(JSON.stringify(rest), { status: response.status, headers });
}

/**
 * Better Auth's answers as the portal gives them: errors in the API's one error shape, naming
 * the field they are about, keeping status and headers; successes without the session token.
 */
async function portalAnswer(response: Response, path: string): Promise<Response> {
  if (response.status < 400) return withoutSessionToken(response);
  let body: unknown = null;
  try {
    body = await response.clone().json();
  } catch {
    // an empty or non-JSON error body
  }
  if (isApiErrorBody(body)) return response;
  const { code: rawCode, message: rawMessage } = (body ?? {}) as {
    code?: string;
    message?: string;
  };
  const code = rawCode?.toLowerCase() ?? (response.status === 404 ? 'not_found' : 'auth_error');
  const message = rawMessage || response.statusText || 'Request failed.';
  const about = authErrorField(path, code, message);
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  headers.set('content-type', 'application/json');
  return new Response(JSON.stringify(errorBody(code, about?.message ?? message, about?.field)), {
    status: response.status,
    headers,
  });
}

/** Longer than either kind of sign-up takes on a loaded instance (bench/sign-up-timing.ts). */
const SIGN_UP_ANSWER_MS = 400;

const mediaType = (contentType: string | undefined) =>
  contentType?.split(';')[0]?.trim().toLowerCase();
const isJson = (contentType: string | undefined) => mediaType(contentType) === 'application/json';
const isForm = (contentType: string | undefined) =>
  mediaType(contentType) === 'application/x-www-form-urlencoded';

/**
 * Only the endpoints the portal chose are served, and only with JSON bodies: the library also
 * reads form posts, which the limits and the account lock (reading JSON) would not see.
 */
const openEndpointsOnly: MiddlewareHandler = async (c, next) => {
  const path = c.req.path.slice(AUTH_BASE_PATH.length);
  const endpoint = `${c.req.method} ${path}`;
  if (!openAuthEndpoints.has(endpoint) && !isOpenSsoEndpoint(endpoint)) return apiNotFound(c);
  // A SAML provider posts its response as a form, as the standard's POST binding says.
  const form = isSamlResponse(endpoint) && isForm(c.req.header('content-type'));
  if (c.req.raw.body && !form && !isJson(c.req.header('content-type'))) {
    throw new AppError('unsupported_media_type', 'The request body must be JSON.');
  }
  await next();
};

// The library's endpoints that act on the signed-in account, not on a sign-in.
const accountEndpoints = new Set([
  '/change-password',
  '/two-factor/enable',
  '/two-factor/disable',
  '/two-factor/generate-backup-codes',
]);

/**
 * The library reads sessions its own way, without the idle rule: the portal's reader ends an idle
 * session first. A change to the account then answers `session_idle`; a sign-in, sign-out or link
 * goes on as for a visitor, since its session is gone.
 */
const endIdleSession =
  (auth: Auth): MiddlewareHandler =>
  async (c, next) => {
    try {
      await auth.readSession(c.req.raw.headers);
    } catch (error) {
      const idle = error instanceof AppError && error.code === 'session_idle';
      if (!idle || accountEndpoints.has(c.req.path.slice(AUTH_BASE_PATH.length))) throw error;
    }
    await next();
  };

/**
 * Mounts Better Auth under /api/auth behind the portal's database-backed rate limits,
 * and locks an account for a while after repeated failed sign-ins.
 */
export function authRoutes(auth: Auth, db: Db, appUrl: string) {
  const app = new Hono<AppEnv>();
  app.use(openEndpointsOnly);
  app.use(endIdleSession(auth));
  app.use(refuseUnusableText);
  for (const [path, limits] of Object.entries(authLimits)) {
    app.use(`${path}`, rateLimit(db, limits));
  }

  app.post('/sign-in/email', async (c) => {
    const email = await bodyEmail(c);
    if (!email) return portalAnswer(await auth.handler(c.req.raw), '/sign-in/email');
    const counted = await countSignInAttempt(db, email);
    let outcome: SignInOutcome = 'neither';
    try {
      const response = await passwordSignIn(auth, db, c.req.raw);
      if (response.status === 401) outcome = 'failed';
      else if (await completesSignIn(response)) outcome = 'signed-in';
      return await portalAnswer(response, '/sign-in/email');
    } finally {
      await settleSignInAttempt(db, email, counted, outcome);
    }
  });

  // A taken address and a new one get the same answer, whatever the library puts in its body,
  // and no sooner than SIGN_UP_ANSWER_MS: creating an account writes more than mailing the
  // owner of a taken address does, and the difference must not show in the timing.
  app.post('/sign-up/email', async (c) => {
    const started = performance.now();
    const response = await portalAnswer(await auth.handler(c.req.raw), '/sign-up/email');
    const wait = SIGN_UP_ANSWER_MS - (performance.now() - started);
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    return response.ok ? c.json({ status: true }) : response;
  });

  app.use(
    '/two-factor/*',
    twoFactorChanges(auth, db, appUrl),
    twoFactorAttempts(auth, db),
    oneUseCodes(auth, db),
  );
  app.use('/passkey/verify-registration', passkeyAdded(auth, db, appUrl));
  // The owner hears of a new password from where it was changed; a refused change says nothing.
  app.use('/change-password', async (c, next) => {
    const session = await auth.readSession(c.req.raw.headers);
    await next();
    if (c.res.ok && session)
      await mailSecurityChange(db, appUrl, {
        to: session.user.email,
        change: 'password-changed',
        request: requestInfo(c),
      });
  });
  app.get('/sso/callback/:providerId', ssoCallback(auth, db));
  app.post('/sso/saml2/sp/acs/:providerId', ssoCallback(auth, db));
  // A password change made as the account's enrolment is confirmed elsewhere keeps no session.
  app.on(['GET', 'POST'], '/*', async (c) => {
    const response = await auth.handler(c.req.raw);
    if (response.ok) await endIfWithoutSecondFactor(auth, db, response);
    return portalAnswer(response, c.req.path.slice(AUTH_BASE_PATH.length));
  });
  return app;
}
