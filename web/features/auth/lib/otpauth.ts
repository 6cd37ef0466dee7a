/** What an enrolment's otpauth:// URI holds, for the QR code and for typing the key by hand. */
export interface AuthenticatorKey {
  /** The URI to put in the QR code. */
  uri: string;
  /** The base32 secret, as authenticator apps ask for it when typed. */
  secret: string;
  issuer: string | null;
  account: string | null;
}

/**
 * Reads an otpauth://totp URI. Spaces in its query are written as "+", which some authenticator
 * apps show literally, so the QR code gets them as %20. Null when it is not a TOTP URI.
 */
export function parseTotpUri(totpURI: string): AuthenticatorKey | null {
  let url: URL;
  try {
    url = new URL(totpURI);
  } catch {
    return null;
  }
  const secret = url.searchParams.get('secret');
  if (url.protocol !== 'otpauth:' || url.host !== 'totp' || !secret) return null;
  const label = decodeURIComponent(url.pathname.replace(/^\//, ''));
  const colon = label.indexOf(':');
  return {
    uri: totpURI.replace(/\+/g, '%20'),
    secret: secret.toUpperCase(),
    issuer: url.searchParams.get('issuer') ?? (colon > 0 ? label.slice(0, colon) : null),
    account: (colon >= 0 ? label.slice(colon + 1) : label) || null,
  };
}

/** The secret in groups of four, easier to read and type; apps ignore the spaces. */
export const groupSecret = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;
