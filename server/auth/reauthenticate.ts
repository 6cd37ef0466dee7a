import { and, eq } from 'drizzle-orm';
import { signingMessages, type SignerCheck } from '#common/auth/signing';
import { normaliseEmail } from '#common/auth/email';
import { readsOthersIdeas } from '#common/roles';
import type { Actor } from '#server/core/actor';
import { AppError } from '#server/core/app-error';
import type { Db } from '../db/client';
import { accounts, users } from '../db/schema';
import type { Auth } from './auth';
import { claimCode } from './one-use-codes';
import { verifySigningPasskey } from './signing-passkey';
import { verifyPassword } from './password';
import { countSignInAttempt, settleSignInAttempt } from './sign-in-lock';

/**
 * What a person gives to sign: their password, and a code when their account has two factors;
 * or their passkey's answer to a challenge made for this signature.
 */
export interface SigningCredentials {
  password?: string | undefined;
  code?: string | undefined;
  passkey?: { challengeId: string; response: Record<string, unknown> } | undefined;
}

/** Checks the signer again, as a signature needs even mid-session; says how, for the record. */
export type Reauthenticate = (
  actor: Actor,
  credentials: SigningCredentials,
) => Promise<SignerCheck>;

/**
 * Asks a signed-in person to prove again who they are before a signature (21 CFR 11.200): their
 * password, and an authenticator code for staff and anyone with two-factor sign-in. Each try
 * counts against the account's sign-in lock, as a sign-in does, so a stolen session cannot guess
 * the password here either; a code works once. A refusal names the field to correct.
 */
export const reauthenticator =
  (auth: Auth, db: Db): Reauthenticate =>
  async (actor, { password, code, passkey }) => {
    if (passkey) {
      await verifySigningPasskey(db, String(auth.options.baseURL), actor.id, passkey);
      return 'passkey';
    }
    if (!password)
      throw new AppError('invalid_input', signingMessages.passwordRequired, { field: 'password' });
    const [account] = await db
      .select({
        hash: accounts.password,
        role: users.role,
        email: users.email,
        twoFactor: users.twoFactorEnabled,
      })
      .from(users)
      .leftJoin(accounts, and(eq(accounts.userId, users.id), eq(accounts.providerId, 'credential')))
      .where(eq(users.id, actor.id));
    const email = normaliseEmail(account?.email ?? actor.email);
    const counted = await countSignInAttempt(db, email);
    let failed = true;
    try {
      if (!account?.hash || !(await verifyPassword({ hash: account.hash, password })))
        throw new AppError('wrong_password', signingMessages.passwordWrong, { field: 'password' });
      const staff = readsOthersIdeas(account.role);
      if (account.twoFactor) {
        // Asking for the code is no failed guess.
        if (!code) {
          failed = false;
          throw new AppError('wrong_code', signingMessages.codeRequired, { field: 'code' });
        }
        if ((await claimCode(auth, db, actor.id, code)) !== 'claimed')
          throw new AppError('wrong_code', signingMessages.codeWrong, { field: 'code' });
      } else if (staff) {
        failed = false;
        throw new AppError('two_factor_required', signingMessages.twoFactorSetUpFirst, {
          status: 409,
          field: 'code',
        });
      }
      failed = false;
      return account.twoFactor ? 'password+totp' : 'password';
    } finally {
      // A right signature gives its attempt back; it does not end a lock earned by guesses.
      await settleSignInAttempt(db, email, counted, failed ? 'failed' : 'neither');
    }
  };
