import { Hono } from 'hono';
import { checkResetTokenContract } from '#common/contracts/account';
import { isPlainText } from '#common/text';
import type { Auth } from '../auth/auth';
import type { Db } from '../db/client';
import { AppError } from '#server/core/app-error';
import { onContract, reply } from '../http/contract-route';
import type { AppEnv } from '../http/request-context';
import { routeLimits } from '../http/limits';
import { rateLimit } from '../http/rate-limit';

/** Account helpers beside Better Auth's own routes. */
export function accountRoutes(auth: Auth, db: Db) {
  const app = new Hono<AppEnv>();
  onContract(
    app,
    '/api/account',
    checkResetTokenContract,
    rateLimit(db, routeLimits.resetLinkCheck),
    async (c) => {
      // Lets the reset page say at once whether its link still works, before anyone types a password.
      const context = await auth.$context;
      const token = c.req.param('token') ?? '';
      // A token with characters no token has answers as an unknown one, without a lookup.
      const found = isPlainText(token)
        ? await context.internalAdapter.findVerificationValue(`reset-password:${token}`)
        : undefined;
      if (!found || found.expiresAt < new Date()) {
        throw new AppError('invalid_token', 'This password reset link is invalid or has expired.');
      }
      c.header('Cache-Control', 'no-store');
      return reply(c, checkResetTokenContract, { valid: true });
    },
  );
  return app;
}
