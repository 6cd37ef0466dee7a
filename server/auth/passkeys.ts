import { passkey } from '@better-auth/passkey';
import { APIError } from 'better-auth/api';
import { eq } from 'drizzle-orm';
import { company } from '#common/company';
import { passkeyMessages } from '#common/contracts/passkeys';
import type { Db } from '../db/client';
import { passkeys } from '../db/schema';

/**
 * The relying party the portal is to passkeys: its public address (APP_URL), never a header a
 * proxy or a client sent, so behind TRUST_PROXY a forwarded host cannot change which origin a
 * passkey is bound to.
 */
export function relyingParty(appUrl: string) {
  const url = new URL(appUrl);
  return { id: url.hostname, origin: url.origin, name: company.name };
}

/**
 * Better Auth's passkey plugin (ADR 43). Every passkey is asked to verify who holds it (a PIN,
 * a fingerprint, a face): a sign-in without that is refused, so a passkey sign-in is two
 * factors in one and counts as the second factor staff powers need.
 */
export function passkeyPlugin(db: Db, appUrl: string) {
  const rp = relyingParty(appUrl);
  return passkey({
    rpID: rp.id,
    rpName: rp.name,
    origin: rp.origin,
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    authentication: {
      afterVerification: async ({ verification }) => {
        const { userVerified, credentialID } = verification.authenticationInfo;
        if (!userVerified)
          throw new APIError('UNAUTHORIZED', {
            code: 'PASSKEY_NOT_VERIFIED',
            message: passkeyMessages.notUserVerified,
          });
        await db
          .update(passkeys)
          .set({ lastUsedAt: new Date() })
          .where(eq(passkeys.credentialID, credentialID));
      },
    },
  });
}
