import { inflateRawSync } from 'node:zlib';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffStepMessages } from '#common/auth/staff-access';
import { ssoMessages } from '#common/sso';
import { auditLog, sessions, users } from '#server/db/schema/index';
import { startOidcIdp } from '#server/test/oidc-idp';
import { createSamlIdp, selfSignedCert } from '#server/test/saml-idp';
import { startTestPortal, TEST_APP_URL, type TestPortal } from '#server/test/portal';

type Client = ReturnType<TestPortal['client']>;
let t: TestPortal;
let admin: Client;
const OIDC = 'acme-oidc';
const SAML = 'globex-saml';
const people = {
  alice: { email: 'alice@acme.test', name: 'Alice Admin', groups: ['portal-admins'] },
  rita: { email: 'rita@acme.test', name: 'Rita Reviewer', groups: ['portal-reviewers'] },
  mallory: { email: 'ceo@elsewhere.test', name: 'Mallory', groups: ['portal-admins'] },
};
let idp: Awaited<ReturnType<typeof startOidcIdp>>;
const saml = createSamlIdp('https://idp.globex.test');

beforeAll(async () => {
  t = await startTestPortal();
  idp = await startOidcIdp({
    clientId: 'portal',
    clientSecret: 'portal-secret',
    redirectUris: [`${TEST_APP_URL}/api/auth/sso/callback/${OIDC}`],
    people,
  });
  admin = await t.signInAdmin();
});
afterAll(async () => {
  await t.close();
  await idp.close();
});

const errorOf = async (response: Response) =>
  ((await response.json()) as { error: { code: string; message: string; field?: string } }).error;

/** The IdP's side of a browser: its own cookies, redirects followed until back at the portal. */
async function throughIdp(url: string): Promise<string> {
  const jar = new Map<string, string>();
  let current = url;
  for (let hops = 0; hops < 10; hops++) {
    if (current.startsWith(TEST_APP_URL)) return current;
    const response = await fetch(current, {
      redirect: 'manual',
      headers: { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    for (const set of response.headers.getSetCookie()) {
      const [pair] = set.split(';');
      const at = pair!.indexOf('=');
      jar.set(pair!.slice(0, at), pair!.slice(at + 1));
    }
    const location = response.headers.get('location');
    if (!location) throw new Error(`the provider stopped at ${current}: ${response.status}`);
    current = new URL(location, current).href;
  }
  throw new Error('too many redirects');
}

/** An OIDC sign-in from the portal's sign-in page: where the browser lands, and its client. */
async function oidcSignIn(
  login: { accountId: string; amr?: string[]; acr?: string },
  email: string,
) {
  idp.state.nextLogin = login;
  const client = t.client();
  const start = await client.request('/api/auth/sign-in/sso', {
    json: { email, callbackURL: '/admin', errorCallbackURL: '/login' },
  });
  expect(start.status).toBe(200);
  const { url } = (await start.json()) as { url: string };
  expect(url.startsWith(idp.issuer)).toBe(true);
  const back = await throughIdp(url);
  const landed = await client.request(back);
  return { client, landed: new URL(landed.headers.get('location') ?? '', TEST_APP_URL) };
}

const me = async (client: Client) =>
  (await (await client.request('/api/me')).json()) as {
    user: { email: string; isAdmin: boolean; isReviewer: boolean; staffStep: string | null } | null;
  };

const roleChanges = (email: string) =>
  t.db
    .select({ details: auditLog.details })
    .from(auditLog)
    .where(and(eq(auditLog.action, 'user.role_changed'), eq(auditLog.actorEmail, email)));

describe('single sign-on with OpenID Connect', () => {
  it('is set up by an admin, checked against the live discovery document', async () => {
    const bad = await admin.request('/api/admin/sso/providers', {
      json: {
        protocol: 'oidc',
        providerId: OIDC,
        name: 'Acme',
        domains: ['acme.test'],
        issuer: 'http://127.0.0.1:9/nothing',
        clientId: 'portal',
        clientSecret: 'portal-secret',
      },
    });
    expect(bad.status).toBe(400);
    expect((await errorOf(bad)).field).toBe('issuer');

    const added = await admin.request('/api/admin/sso/providers', {
      json: {
        protocol: 'oidc',
        providerId: OIDC,
        name: 'Acme Entra ID',
        domains: ['acme.test'],
        issuer: idp.issuer,
        clientId: 'portal',
        clientSecret: 'portal-secret',
        scopes: ['openid', 'email', 'profile', 'groups'],
        adminGroups: ['portal-admins'],
        reviewerGroups: ['portal-reviewers'],
        mfaContexts: ['urn:example:mfa'],
      },
    });
    expect(added.status).toBe(201);
    const { provider } = (await added.json()) as { provider: Record<string, unknown> };
    expect(provider.callbackUrl).toBe(`${TEST_APP_URL}/api/auth/sso/callback/${OIDC}`);
    expect(JSON.stringify(provider)).not.toContain('portal-secret');

    const again = await admin.request('/api/admin/sso/providers', {
      json: {
        protocol: 'oidc',
        providerId: 'another',
        name: 'Another',
        domains: ['acme.test'],
        issuer: idp.issuer,
        clientId: 'portal',
        clientSecret: 'x',
      },
    });
    expect(again.status).toBe(409);
    expect((await errorOf(again)).field).toBe('domains');
  });

  it('is added once when the same provider is sent many times at once', async () => {
    const body = {
      protocol: 'oidc',
      providerId: 'twice',
      name: 'Twice',
      domains: ['twice.test'],
      issuer: idp.issuer,
      clientId: 'portal',
      clientSecret: 'portal-secret',
    };
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => admin.request('/api/admin/sso/providers', { json: body })),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409]);
    const added = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'sso_provider.added'));
    expect(added.filter((e) => JSON.stringify(e.details).includes('"twice"'))).toHaveLength(1);
    expect(
      (await admin.request('/api/admin/sso/providers/twice', { method: 'DELETE' })).status,
    ).toBe(200);
  });

  it('refuses password sign-in, sign-up and reset for the domain, with a message', async () => {
    for (const [path, json] of [
      ['/api/auth/sign-in/email', { email: 'alice@acme.test', password: 'Whatever-123' }],
      [
        '/api/auth/sign-up/email',
        { email: 'new@acme.test', password: 'Whatever-123!a', name: '', acceptTerms: true },
      ],
      ['/api/auth/request-password-reset', { email: 'alice@acme.test', redirectTo: '/reset' }],
    ] as const) {
      const response = await t.client().request(path, { json });
      expect(response.status, path).toBe(403);
      expect(await errorOf(response)).toMatchObject({
        code: 'sso_required',
        message: ssoMessages.required,
      });
    }
    expect(await t.db.select().from(users).where(eq(users.email, 'new@acme.test'))).toEqual([]);
  });

  it('makes the account at first sign-in, with the role from the groups and the MFA as second factor', async () => {
    const { client, landed } = await oidcSignIn(
      { accountId: 'alice', amr: ['pwd', 'otp'] },
      'alice@acme.test',
    );
    expect(landed.pathname).toBe('/admin');
    expect((await me(client)).user).toMatchObject({
      email: 'alice@acme.test',
      isAdmin: true,
      staffStep: 'ready',
    });
    expect((await client.request('/api/admin/sso')).status).toBe(200);
    const created = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'account.created_by_sso'));
    expect(created.map((entry) => entry.actorEmail)).toEqual(['alice@acme.test']);
    expect((await roleChanges('alice@acme.test')).map((e) => e.details)).toEqual([
      { email: 'alice@acme.test', from: 'user', to: 'admin', provider: OIDC },
    ]);
  });

  it('without the provider saying MFA, the role is held but not usable', async () => {
    const { client } = await oidcSignIn({ accountId: 'alice', amr: ['pwd'] }, 'alice@acme.test');
    expect((await me(client)).user).toMatchObject({ isAdmin: true, staffStep: 'strong-sign-in' });
    const refused = await client.request('/api/admin/sso');
    expect(refused.status).toBe(403);
    expect((await errorOf(refused)).message).toBe(staffStepMessages['strong-sign-in']);
    // An `acr` the admin listed as multi-factor counts.
    const withAcr = await oidcSignIn(
      { accountId: 'alice', acr: 'urn:example:mfa' },
      'alice@acme.test',
    );
    expect((await me(withAcr.client)).user?.staffStep).toBe('ready');
  });

  it('takes the role away at the next sign-in once the groups no longer hold it, audited', async () => {
    const first = await oidcSignIn({ accountId: 'rita', amr: ['mfa'] }, 'rita@acme.test');
    expect((await me(first.client)).user).toMatchObject({ isReviewer: true });
    people.rita.groups = [];
    const next = await oidcSignIn({ accountId: 'rita', amr: ['mfa'] }, 'rita@acme.test');
    expect((await me(next.client)).user).toMatchObject({ isReviewer: false, staffStep: null });
    const [rita] = await t.db.select().from(users).where(eq(users.email, 'rita@acme.test'));
    expect(rita!.role).toBe('user');
    expect((await roleChanges('rita@acme.test')).map((e) => e.details)).toEqual([
      { email: 'rita@acme.test', from: 'user', to: 'reviewer', provider: OIDC },
      { email: 'rita@acme.test', from: 'reviewer', to: 'user', provider: OIDC },
    ]);
  });

  it('sends the provider the address of APP_URL, whatever a proxy or client says the host is', async () => {
    const start = await t.client().request('/api/auth/sign-in/sso', {
      json: { email: 'alice@acme.test', callbackURL: '/admin', errorCallbackURL: '/login' },
      headers: { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' },
    });
    const { url } = (await start.json()) as { url: string };
    expect(new URL(url).searchParams.get('redirect_uri')).toBe(
      `${TEST_APP_URL}/api/auth/sso/callback/${OIDC}`,
    );
  });

  it('refuses an address the provider gives outside its domains', async () => {
    const before = await t.db.select().from(sessions);
    const { client, landed } = await oidcSignIn({ accountId: 'mallory' }, 'x@acme.test');
    expect(landed.pathname).toBe('/login');
    expect(landed.searchParams.get('error')).toBe('sso_email_domain_mismatch');
    expect((await me(client)).user).toBeNull();
    expect(await t.db.select().from(users).where(eq(users.email, 'ceo@elsewhere.test'))).toEqual(
      [],
    );
    expect((await t.db.select().from(sessions)).length).toBe(before.length);
  });

  it('refuses a forged answer (unknown state)', async () => {
    const client = t.client();
    const response = await client.request(`/api/auth/sso/callback/${OIDC}?code=abc&state=forged`);
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toMatch(/error=/);
    expect((await me(client)).user).toBeNull();
  });
});

describe('single sign-on with SAML 2.0', () => {
  const acs = `${TEST_APP_URL}/api/auth/sso/saml2/sp/acs/${SAML}`;
  const entity = `${TEST_APP_URL}/api/auth/sso/saml2/sp/metadata?providerId=${SAML}`;
  const bob = {
    email: 'bob@globex.test',
    attributes: { email: ['bob@globex.test'], groups: ['Portal Admins'] },
  };

  /** The portal's request to the provider: its id, from the redirect's deflated SAMLRequest. */
  async function start(client: Client) {
    const response = await client.request('/api/auth/sign-in/sso', {
      json: { email: 'bob@globex.test', callbackURL: '/admin', errorCallbackURL: '/login' },
    });
    expect(response.status).toBe(200);
    const url = new URL(((await response.json()) as { url: string }).url);
    expect(url.origin + url.pathname).toBe('https://idp.globex.test/sso');
    const request = inflateRawSync(Buffer.from(url.searchParams.get('SAMLRequest')!, 'base64'));
    return {
      requestId: /ID="([^"]+)"/.exec(request.toString())![1]!,
      relayState: url.searchParams.get('RelayState')!,
    };
  }

  /** The provider's page posting its response back, cross-site, as a form. */
  const post = (client: Client, SAMLResponse: string, RelayState: string) =>
    client.request(acs, {
      body: new TextEncoder().encode(new URLSearchParams({ SAMLResponse, RelayState }).toString()),
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'https://idp.globex.test',
      },
    });

  it('is set up from the provider metadata', async () => {
    const bad = await admin.request('/api/admin/sso/providers', {
      json: {
        protocol: 'saml',
        providerId: SAML,
        name: 'Globex',
        domains: ['globex.test'],
        metadataXml: '<nope/>',
      },
    });
    expect(bad.status).toBe(400);
    expect((await errorOf(bad)).field).toBe('metadataXml');
    const added = await admin.request('/api/admin/sso/providers', {
      json: {
        protocol: 'saml',
        providerId: SAML,
        name: 'Globex Okta',
        domains: ['globex.test'],
        metadataXml: saml.metadata,
        adminGroups: ['Portal Admins'],
      },
    });
    expect(added.status).toBe(201);
    const { provider } = (await added.json()) as { provider: Record<string, unknown> };
    expect(provider).toMatchObject({ callbackUrl: acs, entityId: entity, issuer: saml.entityId });
    const metadata = await t.client().request(`/api/auth/sso/saml2/sp/metadata?providerId=${SAML}`);
    expect(metadata.status).toBe(200);
    expect(await metadata.text()).toContain(acs);
  });

  let signedResponse = '';
  let signedRelay = '';
  it('signs in with a signed assertion; its AuthnContextClassRef MFA is the second factor', async () => {
    const client = t.client();
    const { requestId, relayState } = await start(client);
    signedResponse = saml.response(acs, entity, {
      ...bob,
      inResponseTo: requestId,
      authnContextClassRef: 'https://refeds.org/profile/mfa',
    });
    signedRelay = relayState;
    const response = await post(client, signedResponse, relayState);
    expect(response.status).toBe(302);
    expect(new URL(response.headers.get('location')!, TEST_APP_URL).pathname).toBe('/admin');
    expect((await me(client)).user).toMatchObject({
      email: 'bob@globex.test',
      isAdmin: true,
      staffStep: 'ready',
    });
  });

  const refusals: [string, (requestId: string) => string][] = [
    ['unsigned', (id) => saml.response(acs, entity, { ...bob, inResponseTo: id, sign: 'none' })],
    [
      'signed only on the outside',
      (id) => saml.response(acs, entity, { ...bob, inResponseTo: id, sign: 'response' }),
    ],
    [
      'signed by another key',
      (id) =>
        saml.response(acs, entity, { ...bob, inResponseTo: id, signWith: selfSignedCert('other') }),
    ],
    [
      'expired',
      (id) =>
        saml.response(acs, entity, {
          ...bob,
          inResponseTo: id,
          notBefore: new Date(Date.now() - 3_600_000),
          notOnOrAfter: new Date(Date.now() - 1_800_000),
        }),
    ],
    [
      'for another audience',
      (id) =>
        saml.response(acs, entity, { ...bob, inResponseTo: id, audience: 'https://other.example' }),
    ],
    [
      'for another recipient',
      (id) =>
        saml.response(acs, entity, {
          ...bob,
          inResponseTo: id,
          recipient: 'https://other.example/acs',
        }),
    ],
    [
      'answering no request of ours',
      () => saml.response(acs, entity, { ...bob, inResponseTo: '_not-ours' }),
    ],
    ['unsolicited', () => saml.response(acs, entity, bob)],
  ];
  it.each(refusals)('refuses a response %s', async (_name, make) => {
    const client = t.client();
    const { requestId, relayState } = await start(client);
    const response = await post(client, make(requestId), relayState);
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toMatch(/error=/);
    expect((await me(client)).user).toBeNull();
  });

  it('refuses the same response replayed', async () => {
    const client = t.client();
    const response = await post(client, signedResponse, signedRelay);
    expect(response.headers.get('location')).toMatch(/error=/);
    expect((await me(client)).user).toBeNull();
  });

  it('without MFA in the assertion, the staff role waits for a stronger sign-in', async () => {
    const client = t.client();
    const { requestId, relayState } = await start(client);
    await post(client, saml.response(acs, entity, { ...bob, inResponseTo: requestId }), relayState);
    expect((await me(client)).user).toMatchObject({ isAdmin: true, staffStep: 'strong-sign-in' });
  });
});

describe('single sign-on given bad input', () => {
  it('answers a clear 4xx or a redirect to sign-in, never a 5xx', async () => {
    const client = t.client();
    const starts: unknown[] = [
      {},
      { email: 'nobody@nowhere.test', callbackURL: '/admin', errorCallbackURL: '/login' },
      { email: 42, callbackURL: '/admin', errorCallbackURL: '/login' },
      {
        email: 'alice@acme.test',
        callbackURL: 'https://evil.example/',
        errorCallbackURL: '/login',
      },
      { providerId: 'no-such', callbackURL: '/admin', errorCallbackURL: '/login' },
    ];
    for (const json of starts) {
      const response = await client.request('/api/auth/sign-in/sso', { json });
      expect(response.status, JSON.stringify(json)).toBeGreaterThanOrEqual(400);
      expect(response.status, JSON.stringify(json)).toBeLessThan(500);
      expect((await errorOf(response)).message).toBeTruthy();
    }
    const posts: [string, string, string][] = [
      [SAML, 'application/x-www-form-urlencoded', 'SAMLResponse=bm90IHhtbA%3D%3D&RelayState=x'],
      [SAML, 'application/x-www-form-urlencoded', 'SAMLResponse='],
      ['no-such', 'application/x-www-form-urlencoded', 'SAMLResponse=PHg%2B'],
      [SAML, 'application/json', '{"SAMLResponse":"x"}'],
      [SAML, 'text/plain', 'hello'],
    ];
    for (const [id, type, body] of posts) {
      const response = await client.request(`/api/auth/sso/saml2/sp/acs/${id}`, {
        body: new TextEncoder().encode(body),
        headers: { 'content-type': type },
      });
      expect(response.status, `${id} ${type} ${body}`).toBeLessThan(500);
      if (response.status === 302) expect(response.headers.get('location')).toMatch(/error=/);
    }
    for (const path of [
      `/api/auth/sso/callback/${OIDC}`,
      '/api/auth/sso/callback/no-such?code=x&state=y',
    ])
      expect((await client.request(path)).status, path).toBeLessThan(500);
    expect((await me(client)).user).toBeNull();
  });
});

describe('the staff sign-in policy', () => {
  it('once on, a password and code session keeps the role but not its powers', async () => {
    const saved = await admin.request('/api/admin/sso/policy', {
      method: 'PUT',
      json: { staffStrongSignInOnly: true },
    });
    expect(saved.status).toBe(200);
    const refused = await admin.request('/api/admin/sso');
    expect(refused.status).toBe(403);
    expect((await errorOf(refused)).message).toBe(staffStepMessages['strong-sign-in']);
    expect((await me(admin)).user?.staffStep).toBe('strong-sign-in');
    // Single sign-on with the provider's MFA still counts.
    const { client } = await oidcSignIn({ accountId: 'alice', amr: ['mfa'] }, 'alice@acme.test');
    expect((await client.request('/api/admin/sso')).status).toBe(200);
    const off = await client.request('/api/admin/sso/policy', {
      method: 'PUT',
      json: { staffStrongSignInOnly: false },
    });
    expect(off.status).toBe(200);
    expect((await admin.request('/api/admin/sso')).status).toBe(200);
    const audited = await t.db
      .select({ details: auditLog.details })
      .from(auditLog)
      .where(eq(auditLog.action, 'sign_in_policy.saved'));
    expect(audited.map((e) => e.details)).toEqual([
      { staffStrongSignInOnly: true },
      { staffStrongSignInOnly: false },
    ]);
  });
});
