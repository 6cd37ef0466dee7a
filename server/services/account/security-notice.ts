import type { Db } from '#server/db/client';
import type { RequestInfo } from '#server/core/actor';
import { portalLinks, enqueueMail, accountSecurityMail, type SecurityChange } from '../mail/index';
import { deviceLabel } from '../sessions/index';
import { readableAddress } from '#server/lib/ip-address';

/**
 * Mails the account's owner that its password or second factor changed, from where, once the
 * change is made: a change they did not make is then noticed by the one person who can act.
 */
export async function mailSecurityChange(
  db: Db,
  appUrl: string,
  input: { to: string; change: SecurityChange; request: RequestInfo },
): Promise<void> {
  const browser = deviceLabel(input.request.userAgent);
  await enqueueMail(db, {
    to: input.to,
    ...accountSecurityMail({
      change: input.change,
      at: new Date(),
      browser: browser === deviceLabel(null) ? null : browser,
      ipAddress:
        input.request.ipAddress === 'unknown' ? null : readableAddress(input.request.ipAddress),
      resetUrl: portalLinks(appUrl).forgotPassword,
    }),
  });
}
