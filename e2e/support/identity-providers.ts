import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { inflateRawSync } from 'node:zlib';
import { createSamlIdp } from '#server/test/saml-idp';

export { startOidcIdp } from '#server/test/oidc-idp';

/** Who signs in at the SAML provider next, and how it says they did. */
export interface SamlLogin {
  email: string;
  groups: string[];
  authnContextClassRef?: string;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * A SAML identity provider with a sign-in page, for the browser journeys: the page reads the
 * portal's request (HTTP-Redirect binding) and posts a signed response for `state.nextLogin`
 * back to the portal's ACS at once, as a provider does after its own sign-in.
 */
export async function startSamlIdpPage() {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const idp = createSamlIdp(origin);
  const state = { nextLogin: null as SamlLogin | null };
  server.on('request', (req, res) => {
    const url = new URL(req.url ?? '/', origin);
    const login = state.nextLogin;
    const encoded = url.searchParams.get('SAMLRequest');
    if (url.pathname !== '/sso' || !encoded || !login) {
      res.writeHead(400).end('no sign-in expected');
      return;
    }
    const request = inflateRawSync(Buffer.from(encoded, 'base64')).toString('utf8');
    const id = /\bID="([^"]+)"/.exec(request)?.[1];
    const acs = /AssertionConsumerServiceURL="([^"]+)"/.exec(request)?.[1];
    const audience = /<(?:saml2?:)?Issuer[^>]*>([^<]+)</.exec(request)?.[1];
    if (!id || !acs || !audience) {
      res.writeHead(400).end('not an AuthnRequest');
      return;
    }
    const response = idp.response(acs.replace(/&amp;/g, '&'), audience.replace(/&amp;/g, '&'), {
      email: login.email,
      attributes: { email: [login.email], groups: login.groups },
      inResponseTo: id,
      authnContextClassRef: login.authnContextClassRef,
    });
    const relayState = url.searchParams.get('RelayState') ?? '';
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(`<!doctype html><html lang="en"><title>Globex sign-in</title>
<body onload="document.forms[0].submit()"><form method="post" action="${escapeHtml(acs)}">
<input type="hidden" name="SAMLResponse" value="${response}">
<input type="hidden" name="RelayState" value="${escapeHtml(relayState)}">
<noscript><button>Continue</button></noscript></form></body></html>`);
  });
  return {
    entityId: origin,
    metadata: idp.metadata,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
