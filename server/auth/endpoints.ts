/**
 * The Better Auth endpoints the portal serves, as "METHOD /path" under /api/auth. Anything else
 * the library or a plugin would answer (user administration, impersonation, session listing
 * with tokens, password checks, profile updates, account linking...) is 404: deny by default,
 * so a library upgrade cannot open a route nobody chose.
 */
export const openAuthEndpoints: ReadonlySet<string> = new Set([
  'POST /sign-up/email',
  'POST /sign-in/email',
  'POST /sign-out',
  'GET /verify-email',
  'POST /send-verification-email',
  'POST /request-password-reset',
  'POST /reset-password',
  'POST /change-password',
  // Two-factor sign-in (TOTP and backup codes).
  'POST /two-factor/enable',
  'POST /two-factor/disable',
  'POST /two-factor/verify-totp',
  'POST /two-factor/verify-backup-code',
  'POST /two-factor/generate-backup-codes',
  // Passkeys: adding one (from a fresh session) and signing in with one. Listing, renaming and
  // removing them are the portal's own routes (/api/account/passkeys), which ask for the
  // password again before a removal.
  'GET /passkey/generate-register-options',
  'POST /passkey/verify-registration',
  'GET /passkey/generate-authenticate-options',
  'POST /passkey/verify-authentication',
]);
