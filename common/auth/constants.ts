// Timings and browser storage keys of the account screens (spec 01 §4, §9).

export const RESEND_COOLDOWN_SECONDS = 60;
export const POST_SIGNUP_DELAY_MS = 500;
export const VERIFIED_REDIRECT_DELAY_MS = 2_000;
export const RESET_REDIRECT_DELAY_MS = 3_000;
export const RESET_LINK_HOURS = 24;

/** After this many failed sign-ins an account is locked for ACCOUNT_LOCK_MINUTES. */
export const ACCOUNT_LOCK_FAILURES = 10;
export const ACCOUNT_LOCK_MINUTES = 15;

export const storageKeys = {
  userData: 'userData',
  pendingVerificationEmail: 'pendingVerificationEmail',
  /** The signed agreement's document id; survives sign-out when the user had signed. */
  agreementDocumentId: 'boldsignDocumentId',
  /** The address a password reset was requested for. */
  passwordResetEmail: 'passwordResetEmail',
} as const;

/** Where the links in account e-mails lead (pages of the web app). */
export const accountLinks = {
  verifyEmail: (token: string) =>
    `/auth/callback?token=${encodeURIComponent(token)}&redirect=/login`,
  resetPassword: (token: string) => `/reset-password?token=${encodeURIComponent(token)}`,
};
