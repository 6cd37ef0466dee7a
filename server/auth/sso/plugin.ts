import { sso } from '@better-auth/sso';
import { normaliseEmail } from '#common/auth/email';
import { ssoMessages } from '#common/sso';
import { emailOnDomains } from './domains';
import { currentSsoSignIn } from './sign-in-state';

/** Where the library sends an SSO sign-in's person once it has made their session. */
export const SSO_CALLBACK_PATHS = ['/sso/callback/', '/sso/saml2/sp/acs/', '/sso/saml2/callback/'];

export const isSsoCallback = (path: string) =>
  SSO_CALLBACK_PATHS.some((prefix) => path.startsWith(prefix));

/**
 * Better Auth's SSO plugin (ADR 46) as the portal uses it: providers come only from Settings or
 * the environment (its own registration and management endpoints are not served); SAML asks
 * for signed assertions with timestamps and answers only the requests it sent (no unsolicited
 * responses); every verified sign-in passes `resolveUser`, inside the library's transaction.
 */
export function ssoPlugin() {
  return sso({
    providersLimit: 0,
    saml: { requireTimestamps: true, allowIdpInitiated: false, enableInResponseToValidation: true },
    resolveUser: async (input, { database }) => {
      const email = normaliseEmail(input.providerUser.email);
      // The plugin trusts the provider's word for the address; the portal trusts it only on
      // the domains an admin tied to that provider, so one provider cannot speak for another.
      const provider = await database.findOne<{ domain: string }>({
        model: 'ssoProvider',
        where: [{ field: 'providerId', value: input.providerId }],
      });
      if (!provider || !emailOnDomains(email, provider.domain))
        return {
          action: 'reject',
          code: 'sso_email_domain_mismatch',
          message: ssoMessages.domainMismatch,
        };
      const signIn = currentSsoSignIn();
      if (signIn)
        signIn.assertion = {
          providerId: input.providerId,
          email,
          protocol: input.protocol,
          claims:
            input.protocol === 'oidc'
              ? { ...input.providerClaims, ...input.verifiedIdTokenClaims }
              : { ...input.providerAttributes },
        };
      // An account already on the domain (made with a password before single sign-on was set
      // up) is the same person: the provider answers for its domain's addresses.
      const existing = await database.findOne<{ id: string }>({
        model: 'user',
        where: [{ field: 'email', value: email }],
      });
      return existing
        ? { action: 'link', userId: existing.id, profile: 'preserve' }
        : { action: 'continue' };
    },
  });
}
