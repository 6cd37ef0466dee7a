import { twoFactorMessages } from './two-factor';

/**
 * Where a staff member stands before the admin portal (ADR 12, ADR 46): ready, or the one thing
 * to do first. The server decides it on every call; the web app shows the matching screen.
 */
export type StaffStep = 'ready' | 'two-factor-setup' | 'sign-in-again' | 'strong-sign-in';

export const staffStepMessages: Record<Exclude<StaffStep, 'ready'>, string> = {
  'two-factor-setup': twoFactorMessages.required,
  'sign-in-again': twoFactorMessages.signInAgain,
  'strong-sign-in':
    'Staff must sign in with a passkey, or with single sign-on where the identity provider confirms a second factor. Add a passkey in Settings, then sign out and sign in with it.',
};
