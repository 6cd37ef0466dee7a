import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { admin } from 'better-auth/plugins';
import type { Database } from '../db/client';
import { accounts, rateLimits, sessions, users, verifications } from '../db/schema';
import type { Env } from '../env';
import { CLIENT_IP_HEADER } from '../http/client-ip';
import { logger } from '../lib/logger';
import { enqueueMail } from '../services/mail/outbox';
import { resetPasswordMail, verifyEmailMail } from '../services/mail/templates';
import { hashPassword, verifyPassword } from './password';

export const AUTH_BASE_PATH = '/api/auth';
const DAY = 24 * 60 * 60;

export interface AuthOptions {
  env: Pick<Env, 'APP_URL' | 'NODE_ENV'>;
  database: Database;
  secret: string;
}

export function createAuth({ env, database, secret }: AuthOptions) {
  const { db } = database;
  return betterAuth({
    appName: 'Innovation Portal',
    baseURL: env.APP_URL,
    basePath: AUTH_BASE_PATH,
    secret,
    trustedOrigins: [env.APP_URL],
    telemetry: { enabled: false },
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: {
        user: users,
        session: sessions,
        account: accounts,
        verification: verifications,
        rateLimit: rateLimits,
      },
      transaction: true,
    }),
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      password: { hash: hashPassword, verify: verifyPassword },
      resetPasswordTokenExpiresIn: DAY,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, url }) => {
        await enqueueMail(db, { to: user.email, ...resetPasswordMail(url) });
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      expiresIn: DAY,
      sendVerificationEmail: async ({ user, url }) => {
        await enqueueMail(db, { to: user.email, ...verifyEmailMail(url) });
      },
    },
    session: {
      expiresIn: 30 * DAY,
      updateAge: DAY,
    },
    rateLimit: { enabled: true, storage: 'database' },
    advanced: {
      database: { generateId: 'uuid' },
      useSecureCookies: env.APP_URL.startsWith('https://'),
      // The portal's own middleware puts the real client address here and drops any sent by the client.
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
    },
    plugins: [admin({ defaultRole: 'user', adminRoles: ['admin'] })],
    logger: {
      log: (level, message, ...args) =>
        logger[level](`auth: ${message}`, args.length ? { details: args } : undefined),
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
export type AuthSession = NonNullable<Awaited<ReturnType<Auth['api']['getSession']>>>;
export type SessionUser = AuthSession['user'];
