import type { StaffStep } from '#common/auth/staff-access';
import { strongSignInMethods } from '#common/sso';

export interface StaffSession {
  twoFactorVerified?: boolean | null;
  signInMethod?: string | null;
}

/**
 * Whether a staff member may use staff powers in this session, or what they must do first.
 *
 * A session counts only when its sign-in passed a second factor: the authenticator code, a
 * user-verifying passkey, or an identity provider that said it used multi-factor sign-in. Code
 * sign-ins also need two-factor sign-in still on (a console reset undoes them). Under the
 * strong sign-in policy (Settings) only a passkey or single sign-on counts; the code then stays
 * as the way back in, to add a passkey.
 */
export function staffStepOf(
  user: { twoFactorEnabled?: boolean | null },
  session: StaffSession,
  policy: { staffStrongSignInOnly: boolean },
): StaffStep {
  const strong = strongSignInMethods.has(session.signInMethod ?? '');
  const verified = session.twoFactorVerified === true;
  if (policy.staffStrongSignInOnly) return verified && strong ? 'ready' : 'strong-sign-in';
  if (verified && (strong || user.twoFactorEnabled === true)) return 'ready';
  // Single sign-on without the provider's second factor, and no code to fall back on.
  if (session.signInMethod === 'sso' && user.twoFactorEnabled !== true) return 'strong-sign-in';
  return user.twoFactorEnabled === true ? 'sign-in-again' : 'two-factor-setup';
}
