import type { MiddlewareHandler } from 'hono';
import type { AuditAction } from '#common/audit-events';
import { twoFactorMessages } from '#common/auth/two-factor';
import type { Db } from '../db/client';
import { requestInfo } from '../http/request-context';
import { AppError } from '#server/core/app-error';
import { mailSecurityChange } from '../services/account/security-notice';
import { recordAudit } from '../services/audit/record-audit';
import type { SecurityChange } from '../services/mail/templates';
import { endSessionsBut } from '../services/sessions/account-sessions';
import { forgetTrustedBrowsers } from '../services/two-factor/trusted-browsers';
import type { Auth } from './auth';
import { AUTH_BASE_PATH } from './auth';
import { isStaff } from './guards';
import { sessionSetBy } from './response-session';
import { twoFactorCaller, type TwoFactorCaller } from './two-factor-caller';

/** What a successful call changed, for the audit log; null when it changed nothing worth it. */
function auditedAction(
  path: string,
  caller: TwoFactorCaller,
): Exclude<Extract<AuditAction, `two_factor.${string}`>, 'two_factor.reset'> | null {
  if (caller.signingIn)
    return path === '/two-factor/verify-backup-code' ? 'two_factor.backup_code_used' : null;
  switch (path) {
    case '/two-factor/verify-totp':
      // The first confirmed code completes enrolment; later ones change nothing.
      return caller.user.twoFactorEnabled ? null : 'two_factor.enabled';
    case '/two-factor/disable':
      return 'two_factor.disabled';
    case '/two-factor/generate-backup-codes':
      return 'two_factor.backup_codes_regenerated';
    default:
      return null;
  }
}

/** The changes the account's owner is mailed about; using a backup code is not one. */
const ownerIsTold: Partial<Record<NonNullable<ReturnType<typeof auditedAction>>, SecurityChange>> =
  {
    'two_factor.enabled': 'two-factor-enabled',
    'two_factor.disabled': 'two-factor-disabled',
    'two_factor.backup_codes_regenerated': 'backup-codes-regenerated',
  };

/**
 * Staff keep their second factor (only the server console resets it), turning it on ends
 * every other session of the account, turning it off forgets every trusted browser, and every
 * change to anyone's is audited, and mailed to the account's owner, once the library has made it. Who was asking is read before
 * the call: enrolment replaces the session it was made with.
 */
export function twoFactorChanges(
  auth: Auth,
  db: Db,
  appUrl: string,
): MiddlewareHandler<{ Variables: { clientIp: string } }> {
  return async (c, next) => {
    const path = c.req.path.slice(AUTH_BASE_PATH.length);
    const caller = await twoFactorCaller(auth, c);
    // Staff and outside counsel (ADR 40) keep their second factor: their roles need it.
    const needsIt = caller && (isStaff(caller.user) || caller.user.role === 'counsel');
    if (path === '/two-factor/disable' && caller && !caller.signingIn && needsIt) {
      throw new AppError('staff_two_factor_required', twoFactorMessages.staffCannotDisable);
    }
    await next();
    const action = c.res.ok && caller && auditedAction(path, caller);
    if (!caller || !action) return;
    // The library forgets only the browser that turned it off; turned on again later, none
    // of the others may skip the new second step.
    if (action === 'two_factor.disabled') await forgetTrustedBrowsers(db, caller.user.id);
    // Sessions made with the password alone, here or in other browsers, give no staff power
    // (guards.ts); they end, so each browser signs in again with the code. Enrolment's confirm
    // replaced this browser's session with the one its answer sets, which stays.
    if (action === 'two_factor.enabled')
      await endSessionsBut(
        db,
        caller.user.id,
        (await sessionSetBy(auth, c.res))?.session.id ?? null,
      );
    await recordAudit(db, {
      action,
      actor: { id: caller.user.id, email: caller.user.email },
      target: { type: 'user', id: caller.user.id },
      ...requestInfo(c),
    });
    const change = ownerIsTold[action];
    if (change)
      await mailSecurityChange(db, appUrl, {
        to: caller.user.email,
        change,
        request: requestInfo(c),
      });
  };
}
