// Two-factor sign-in: what both the server and the web app need to agree on.

/** How long "Trust this device" skips the second step on that browser. */
export const TRUST_DEVICE_DAYS = 30;
/** Backup codes made at enrolment and on each regeneration; each works once. */
export const BACKUP_CODE_COUNT = 10;
/** Digits of an authenticator app's code. */
export const TOTP_DIGITS = 6;

export const twoFactorMessages = {
  required: 'Staff accounts must set up two-factor sign-in before using the admin portal.',
  signInAgain:
    'This sign-in did not ask for a code from your authenticator app. Please sign out and sign in again with your code to use the admin portal.',
  staffCannotDisable:
    "Staff accounts must keep two-factor sign-in on. To move it to another device, ask the portal's operator to reset it.",
} as const;
