import { StorageWhileRunning } from '../library-context';

/** What one single sign-on asserted about its person, once the plugin has verified it. */
export interface SsoAssertion {
  providerId: string;
  email: string;
  protocol: 'oidc' | 'saml';
  /** OIDC: the ID token's and user info's claims; SAML: the assertion's attributes. */
  claims: Record<string, unknown>;
}

/**
 * One single sign-on callback as it runs through the library: what the provider asserted
 * (resolveUser), and the session made from it (the session hook). The portal applies the
 * assertion's roles once the library is done, before the session reaches the browser.
 */
export interface SsoSignIn {
  /** SAML: the response's AuthnContextClassRef values, read before the plugin consumes it. */
  samlContexts: string[];
  assertion: SsoAssertion | null;
  session: { userId: string; token: string } | null;
  /** The library made the account in this sign-in. */
  createdAccount: boolean;
}

const signIns = new StorageWhileRunning<SsoSignIn>();

/** Runs a callback request with its own sign-in record, and hands the record back. */
export async function withSsoSignIn<T>(
  run: () => Promise<T>,
): Promise<{ result: T; signIn: SsoSignIn }> {
  const signIn: SsoSignIn = {
    samlContexts: [],
    assertion: null,
    session: null,
    createdAccount: false,
  };
  const result = await signIns.run(signIn, run);
  return { result, signIn };
}

/** The current callback's record; null outside one (every other sign-in). */
export const currentSsoSignIn = (): SsoSignIn | null => signIns.getStore() ?? null;
