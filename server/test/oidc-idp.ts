import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

/** How the next person signs in at the provider: who, and with which methods. */
export interface OidcLogin {
  accountId: string;
  amr?: string[];
  acr?: string;
}
export interface OidcPerson {
  email: string;
  name: string;
  groups: string[];
}

/**
 * A real OpenID provider (`oidc-provider`, certified) on 127.0.0.1, for the single sign-on
 * tests. Its sign-in page is skipped: the person set in `state.nextLogin` signs in at once, with
 * the methods (`amr`) and context (`acr`) given, and consent is given for its one client.
 */
export async function startOidcIdp(options: {
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
  people: Record<string, OidcPerson>;
}) {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const state = { nextLogin: null as OidcLogin | null };

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: options.clientId,
        client_secret: options.clientSecret,
        redirect_uris: options.redirectUris,
        response_types: ['code'],
        grant_types: ['authorization_code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    cookies: { keys: ['test-idp-cookie-key'] },
    scopes: ['openid', 'email', 'profile', 'groups'],
    claims: {
      acr: null,
      amr: null,
      auth_time: null,
      openid: ['sub', 'acr', 'amr', 'auth_time'],
      email: ['email', 'email_verified'],
      profile: ['name'],
      groups: ['groups'],
    },
    acrValues: ['urn:example:pwd', 'urn:example:mfa'],
    // Scope claims (email, groups) in the ID token as well, as Entra ID and Okta can send them.
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false } },
    pkce: { required: () => true },
    async findAccount(_ctx, sub) {
      const person = options.people[sub];
      if (!person) return undefined;
      return {
        accountId: sub,
        claims: async () => ({
          sub,
          email: person.email,
          email_verified: true,
          name: person.name,
          groups: person.groups,
        }),
      };
    },
    async loadExistingGrant(ctx) {
      const grant = new ctx.oidc.provider.Grant({
        clientId: ctx.oidc.client!.clientId,
        accountId: ctx.oidc.session!.accountId!,
      });
      grant.addOIDCScope(String(ctx.oidc.params!.scope ?? 'openid'));
      await grant.save();
      return grant;
    },
  });

  const callback = provider.callback();
  server.on('request', async (req, res) => {
    if (!req.url?.startsWith('/interaction/')) return callback(req, res);
    try {
      const details = await provider.interactionDetails(req, res);
      if (details.prompt.name !== 'login' || !state.nextLogin)
        throw new Error(`unexpected prompt ${details.prompt.name}`);
      const { accountId, amr, acr } = state.nextLogin;
      await provider.interactionFinished(
        req,
        res,
        { login: { accountId, amr, acr } },
        { mergeWithLastSubmission: false },
      );
    } catch (error) {
      res.statusCode = 500;
      res.end(String(error));
    }
  });
  return {
    issuer,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
