import { randomBytes } from 'node:crypto';
import {
  generateAuthenticationOptions,
  verifyAuthenticationResponse,
  type AuthenticationResponseJSON,
  type PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/server';
import { and, eq, gt } from 'drizzle-orm';
import { signingMessages } from '#common/auth/signing';
import { AppError } from '#server/core/app-error';
import type { Db } from '../db/client';
import { passkeys, verifications } from '../db/schema';
import { relyingParty } from './passkeys';

const CHALLENGE_MINUTES = 5;
const PREFIX = 'signing-passkey:';

const refused = () =>
  new AppError('wrong_passkey', signingMessages.passkeyFailed, { field: 'passkey' });

/**
 * A challenge for one signature, to be answered by one of the signer's own passkeys with their
 * PIN or biometric (21 CFR 11.200: the signer proves who they are at the signature). Kept for
 * five minutes, used once; null when the account has no passkey.
 */
export async function signingChallenge(
  db: Db,
  appUrl: string,
  userId: string,
): Promise<{ challengeId: string; options: PublicKeyCredentialRequestOptionsJSON } | null> {
  const own = await db
    .select({ credentialID: passkeys.credentialID, transports: passkeys.transports })
    .from(passkeys)
    .where(eq(passkeys.userId, userId));
  if (own.length === 0) return null;
  const options = await generateAuthenticationOptions({
    rpID: relyingParty(appUrl).id,
    userVerification: 'required',
    allowCredentials: own.map((key) => ({
      id: key.credentialID,
      transports: (key.transports?.split(',').filter(Boolean) ?? []) as never,
    })),
  });
  const challengeId = randomBytes(24).toString('base64url');
  await db.insert(verifications).values({
    identifier: PREFIX + challengeId,
    value: JSON.stringify({ userId, challenge: options.challenge }),
    expiresAt: new Date(Date.now() + CHALLENGE_MINUTES * 60_000),
  });
  return { challengeId, options };
}

/**
 * Checks a passkey's answer to a signing challenge: the challenge is this signer's, unused and
 * unexpired (it is spent whatever the outcome), the passkey is theirs, the answer was made on the
 * portal's origin, and the authenticator verified its holder. Its counter moves on.
 */
export async function verifySigningPasskey(
  db: Db,
  appUrl: string,
  userId: string,
  { challengeId, response }: { challengeId: string; response: Record<string, unknown> },
): Promise<void> {
  const [spent] = await db
    .delete(verifications)
    .where(
      and(
        eq(verifications.identifier, PREFIX + challengeId),
        gt(verifications.expiresAt, new Date()),
      ),
    )
    .returning({ value: verifications.value });
  const challenge = spent && (JSON.parse(spent.value) as { userId: string; challenge: string });
  if (!challenge || challenge.userId !== userId) throw refused();
  const answer = response as unknown as AuthenticationResponseJSON;
  const [key] = await db
    .select()
    .from(passkeys)
    .where(and(eq(passkeys.credentialID, String(answer.id)), eq(passkeys.userId, userId)));
  if (!key) throw refused();
  const rp = relyingParty(appUrl);
  let verified: Awaited<ReturnType<typeof verifyAuthenticationResponse>>;
  try {
    verified = await verifyAuthenticationResponse({
      response: answer,
      expectedChallenge: challenge.challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: true,
      credential: {
        id: key.credentialID,
        publicKey: new Uint8Array(Buffer.from(key.publicKey, 'base64')),
        counter: key.counter,
      },
    });
  } catch {
    throw refused();
  }
  if (!verified.verified) throw refused();
  await db
    .update(passkeys)
    .set({ counter: verified.authenticationInfo.newCounter, lastUsedAt: new Date() })
    .where(eq(passkeys.id, key.id));
}
