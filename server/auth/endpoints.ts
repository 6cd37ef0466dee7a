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
  // Single sign-on (ADR 46): starting one, and the portal's SAML metadata for providers. The
  // plugin's provider registration and management are not served: providers come from Settings
  // (/api/admin/sso) or the environment.
  'POST /sign-in/sso',
  'GET /sso/saml2/sp/metadata',
]);

/** A provider's answers: the OIDC redirect back, and the SAML response posted back. */
const SSO_CALLBACKS = [
  /^GET \/sso\/callback\/[a-z0-9-]+$/,
  /^POST \/sso\/saml2\/sp\/acs\/[a-z0-9-]+$/,
];

export const isOpenSsoEndpoint = (endpoint: string) =>
  SSO_CALLBACKS.some((pattern) => pattern.test(endpoint));

export const isSamlResponse = (endpoint: string) => SSO_CALLBACKS[1]!.test(endpoint);
