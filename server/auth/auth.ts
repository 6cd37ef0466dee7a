import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { verifyJWT } from 'better-auth/crypto';
import { accountLinks } from '#common/auth/constants';
import { normaliseEmail } from '#common/auth/email';
import {
  newAccountPasswordProblem,
  newPasswordProblem,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  resetPasswordProblem,
} from '#common/auth/password';
import { company } from '#common/company';
import { TERMS_DATE, termsConsent } from '#common/terms';
import type { Database } from '../db/client';
import {
  accounts,
  passkeys,
  sessions,
  ssoProviders,
  twoFactors,
  users,
  verifications,
} from '../db/schema';
import type { Env } from '../env';
import { keepLibraryContextWhileRunning } from './library-context';
import { CLIENT_IP_HEADER } from '../http/client-ip';
import { mailSecurityChange } from '../services/account/security-notice';
import { recordAudit } from '../services/audit/record-audit';
import { enqueueMail } from '../services/mail/outbox';
import { accountExistsMail, resetPasswordMail, verifyEmailMail } from '../services/mail/templates';
import { notifyStaff } from '../services/notifications/staff';
import { clear, hit } from '../services/rate-limit/limiter';
import { authLog } from './auth-log';
import { accountExistsMailKey, accountExistsMailLimit, signInFailuresKey } from '../http/limits';
import { hashPassword, verifyPassword } from './password';
import { madeWithSecondFactor, signInMethodOf } from './second-factor';
import { createIdleRule, idleLimitMs } from './idle-sessions';
import { createSessionReader } from './session-reader';
import { passkeyPlugin } from './passkeys';
import { twoFactorPlugin } from './two-factor';
import { ssoOrigins } from './sso/origins';
import { isSsoCallback, ssoPlugin } from './sso/plugin';
import { refuseForSsoDomains } from './sso/route-rules';
import { authnContextClassRefs } from './sso/saml-contexts';
import { currentSsoSignIn } from './sso/sign-in-state';
import { readSignInPolicy } from '../services/sso/sign-in-policy';
import { counselRoleAtSignUp } from '../services/pipeline/index';

export const AUTH_BASE_PATH = '/api/auth';
const DAY = 24 * 60 * 60;

export interface AuthOptions {
  env: Pick<Env, 'APP_URL' | 'NODE_ENV' | 'STAFF_NOTIFY_EMAIL' | 'SESSION_IDLE_MINUTES'>;
  database: Database;
  secret: string;
}

// Spec 01 §5: what the auth service answers when either is missing.
const MISSING_CREDENTIALS = 'You must provide either an email or phone number and a password';

const badRequest = (code: string, message: string) =>
  new APIError('BAD_REQUEST', { code, message });

export function createAuth({ env, database, secret }: AuthOptions) {
  const { db } = database;
  const link = (path: string) => `${env.APP_URL}${path}`;

  /** Server-side rules Better Auth does not know: the spec's password rules, sessions ended on change. */
  const before = createAuthMiddleware(async (ctx) => {
    await refuseForSsoDomains(db, ctx);
    if (
      ctx.path === '/sso/saml2/sp/acs/:providerId' &&
      typeof ctx.body?.SAMLResponse === 'string'
    ) {
      const signIn = currentSsoSignIn();
      if (signIn) signIn.samlContexts = authnContextClassRefs(ctx.body.SAMLResponse);
    }
    if (ctx.path === '/sign-up/email' || ctx.path === '/sign-in/email') {
      if (!String(ctx.body?.email ?? '').trim() || !ctx.body?.password)
        throw badRequest('missing_credentials', MISSING_CREDENTIALS);
    }
    if (ctx.path === '/sign-up/email') {
      const problem = newAccountPasswordProblem(String(ctx.body?.password ?? ''));
      if (problem) throw badRequest(problem.code, problem.message);
      // The terms make registering their acceptance and require an adult: no account without both.
      if (ctx.body?.[termsConsent.field] !== true)
        throw badRequest('terms_not_accepted', termsConsent.required);
    }
    if (ctx.path === '/reset-password') {
      const password = String(ctx.body?.newPassword ?? '');
      const problem = resetPasswordProblem(password, password);
      if (problem) throw badRequest('password_rule', problem);
    }
    if (ctx.path === '/change-password') {
      if (!ctx.body?.currentPassword)
        throw badRequest('current_password_required', 'Current password is required');
      const problem = newPasswordProblem(String(ctx.body?.newPassword ?? ''));
      if (problem) throw badRequest('password_rule', problem);
      // Whatever the client asks, a password change ends every other session.
      return { context: { body: { ...ctx.body, revokeOtherSessions: true } } };
    }
    if (ctx.path === '/verify-email') {
      // Better Auth accepts a link again once the address is confirmed; the portal says it was used.
      const payload = await verifyJWT<{ email?: string }>(
        String(ctx.query?.token ?? ''),
        ctx.context.secret,
      );
      const found =
        payload?.email && (await ctx.context.internalAdapter.findUserByEmail(payload.email));
      if (found && found.user.emailVerified) {
        throw badRequest(
          'link_already_used',
          'This verification link has already been used. Please sign in.',
        );
      }
    }
  });

  keepLibraryContextWhileRunning();
  const auth = betterAuth({
    appName: company.name,
    baseURL: env.APP_URL,
    basePath: AUTH_BASE_PATH,
    secret,
    // The identity providers' addresses too: the SSO plugin reads their discovery documents
    // and keys only from trusted origins.
    trustedOrigins: async () => [env.APP_URL, ...(await ssoOrigins(db))],
    telemetry: { enabled: false },
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: {
        user: users,
        session: sessions,
        account: accounts,
        verification: verifications,
        twoFactor: twoFactors,
        passkey: passkeys,
        ssoProvider: ssoProviders,
      },
      transaction: true,
    }),
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      password: { hash: hashPassword, verify: verifyPassword },
      resetPasswordTokenExpiresIn: DAY,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, token }) => {
        await enqueueMail(db, {
          to: user.email,
          ...resetPasswordMail(link(accountLinks.resetPassword(token))),
        });
      },
      // A new password ends a lock from failed sign-ins, and its owner hears of it.
      onPasswordReset: async ({ user }, request) => {
        await clear(db, signInFailuresKey(normaliseEmail(user.email)));
        await mailSecurityChange(db, env.APP_URL, {
          to: user.email,
          change: 'password-reset',
          request: {
            ipAddress: request?.headers.get(CLIENT_IP_HEADER) ?? null,
            userAgent: request?.headers.get('user-agent') ?? null,
          },
        });
      },
      // The answer to the form stays the one a new address gets; the owner hears of it by mail,
      // at most once an hour so the form cannot be used to flood a mailbox.
      onExistingUserSignUp: async ({ user }) => {
        const verdict = await hit(
          db,
          accountExistsMailKey(normaliseEmail(user.email)),
          accountExistsMailLimit,
        );
        if (!verdict.allowed) return;
        await enqueueMail(db, {
          to: user.email,
          ...accountExistsMail(link('/login'), link('/forgot-password')),
        });
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      expiresIn: DAY,
      // A link opened in a browser where someone else is signed in must not switch accounts:
      // confirming an address never signs anyone in; the person signs in next.
      autoSignInAfterVerification: false,
      sendVerificationEmail: async ({ user, token }) => {
        await enqueueMail(db, {
          to: user.email,
          ...verifyEmailMail(link(accountLinks.verifyEmail(token))),
        });
      },
    },
    databaseHooks: {
      session: {
        create: {
          before: async (session, ctx) => {
            const sso = currentSsoSignIn();
            // A single sign-on's second factor is the provider's word, applied with its roles
            // once the library is done (sso/apply-assertion.ts).
            if (sso && ctx && isSsoCallback(ctx.path.replace(/:providerId$/, ''))) {
              sso.session = { userId: session.userId, token: session.token };
              return {
                data: {
                  ...session,
                  twoFactorVerified: false,
                  signInMethod: 'sso',
                  lastActiveAt: new Date(),
                },
              };
            }
            const twoFactorVerified = await madeWithSecondFactor(db, session.userId, ctx);
            return {
              data: {
                ...session,
                twoFactorVerified,
                signInMethod: signInMethodOf(ctx, twoFactorVerified),
                lastActiveAt: new Date(),
              },
            };
          },
        },
      },
      user: {
        create: {
          // A provider answers for its domain's addresses: no link to confirm them by.
          before: async (user) => {
            const sso = currentSsoSignIn();
            if (!sso?.assertion) return;
            sso.createdAccount = true;
            return { data: { ...user, emailVerified: true } };
          },
          after: async (user, ctx) => {
            // Staff made by single sign-on accept no inventor terms; their first sign-in is
            // recorded with its roles (sso/apply-assertion.ts).
            if (currentSsoSignIn()?.assertion) return;
            const headers = ctx?.request?.headers ?? ctx?.headers;
            await counselRoleAtSignUp(db, user);
            await recordAudit(db, {
              action: 'account.terms_accepted',
              details: { termsDate: TERMS_DATE },
              actor: { id: user.id, email: user.email },
              target: { type: 'user', id: user.id },
              ipAddress: headers?.get(CLIENT_IP_HEADER) ?? null,
              userAgent: headers?.get('user-agent') ?? null,
            });
            await notifyStaff(
              db,
              { to: env.STAFF_NOTIFY_EMAIL, appUrl: env.APP_URL },
              {
                type: 'user-signup',
                data: {
                  id: user.id,
                  email: user.email,
                  full_name: user.name || null,
                  registration_date: new Date(user.createdAt).toISOString(),
                },
              },
            );
          },
        },
      },
    },
    hooks: { before },
    session: {
      expiresIn: 30 * DAY,
      updateAge: DAY,
      // Set only by the portal, as each session is made (second-factor.ts), never from input.
      additionalFields: {
        twoFactorVerified: { type: 'boolean', required: false, defaultValue: false, input: false },
        // Kept by the portal's session reader (idle-sessions.ts).
        lastActiveAt: { type: 'date', required: false, input: false },
        signInMethod: { type: 'string', required: false, input: false },
      },
    },
    // The portal's own limits, stored in the database, guard these routes (see routes/auth.ts).
    rateLimit: { enabled: false },
    advanced: {
      database: { generateId: 'uuid' },
      useSecureCookies: env.APP_URL.startsWith('https://'),
      // The portal's own middleware puts the real client address here and drops any sent by the
      // client. Kept whole (not cut to its /64), as the audit log keeps it, for the sessions list.
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER], ipv6Subnet: 128 },
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
    },
    user: {
      // Staff roles change only through the portal's own audited routes, never through input.
      additionalFields: {
        role: { type: 'string', required: false, defaultValue: 'user', input: false },
      },
    },
    plugins: [twoFactorPlugin(), passkeyPlugin(db, env.APP_URL), ssoPlugin()],
    logger: { log: authLog },
    // An unexpected failure reaches the portal's error handler (one JSON log line, one 500 in
    // the API's shape) instead of being printed raw by the library.
    onAPIError: { throw: true },
  });
  return Object.assign(auth, {
    /** How long a session of this role may go unused (idle-sessions.ts). */
    /** The staff sign-in policy, read fresh: a change applies to every instance at once. */
    signInPolicy: () => readSignInPolicy(db),
    idleMinutes: (role: string | null | undefined) =>
      idleLimitMs(env.SESSION_IDLE_MINUTES, role) / 60_000,
    /** The signed-in session of a request, or null; what every portal route asks (ADR 0017). */
    readSession: createSessionReader({
      db,
      idle: createIdleRule(db, env.SESSION_IDLE_MINUTES),
      context: auth.$context,
      getSession: (headers) => auth.api.getSession({ headers }),
    }),
  });
}

export type Auth = ReturnType<typeof createAuth>;
export type AuthSession = NonNullable<Awaited<ReturnType<Auth['api']['getSession']>>>;
export type SessionUser = AuthSession['user'];
