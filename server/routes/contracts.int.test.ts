import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoint, type Endpoint } from '#common/contracts/endpoint';
import { contractTable } from '#common/contracts/index';
import { AUTH_BASE_PATH } from '../auth/auth';
import { openAuthEndpoints } from '../auth/endpoints';
import { startTestPortal, type TestPortal } from '../test/portal';

let t: TestPortal;
beforeAll(async () => {
  t = await startTestPortal();
});
afterAll(() => t.close());

/**
 * The contracts no route serves: the auth library's by the list of endpoints it may answer
 * (it serves them all from one route), every other by the app's own route table.
 */
function unserved(contracts: readonly Endpoint[]): string[] {
  const routes = new Set(t.app.routes.map(({ method, path }) => `${method} ${path}`));
  return contracts
    .map(({ method, path }) => `${method} ${path}`)
    .filter((route) => {
      const [method, path] = route.split(' ') as [string, string];
      return path.startsWith(`${AUTH_BASE_PATH}/`)
        ? !openAuthEndpoints.has(`${method} ${path.slice(AUTH_BASE_PATH.length)}`)
        : !routes.has(route);
    });
}

describe('the contract table', () => {
  it('is served: every endpoint it declares has its route, with its method', () => {
    expect(contractTable.length).toBeGreaterThan(30);
    expect(unserved(contractTable)).toEqual([]);
  });

  it('names an endpoint nobody serves, and one served with another method', () => {
    const nowhere = endpoint({
      method: 'GET',
      path: '/api/nowhere/:id',
      summary: 'Not served.',
      response: null,
    });
    const wrongMethod = endpoint({
      method: 'PUT',
      path: '/api/account/profile',
      summary: 'Served as PATCH.',
      response: null,
    });
    const notOpen = endpoint({
      method: 'POST',
      path: '/api/auth/admin/set-role',
      summary: 'The library has it; the portal does not serve it.',
      response: null,
    });
    expect(unserved([nowhere, wrongMethod, notOpen])).toEqual([
      'GET /api/nowhere/:id',
      'PUT /api/account/profile',
      'POST /api/auth/admin/set-role',
    ]);
  });
});

/**
 * Routes that speak another library's protocol, not JSON of ours: the auth library's catch-all
 * (its endpoints are declared one by one and checked above), the resumable-upload protocol's
 * HEAD/PATCH/DELETE (headers, not bodies), an identity provider's answers (OIDC's redirect
 * back, SAML's posted form), and the pages.
 */
const UNDECLARED_ON_PURPOSE = [
  'DELETE /api/uploads/:id',
  'GET /*',
  'GET /api/auth/*',
  'GET /api/auth/sso/callback/:providerId',
  'GET /api/uploads/:id',
  'GET /metrics',
  'PATCH /api/uploads/:id',
  'POST /api/auth/*',
  'POST /api/auth/sso/saml2/sp/acs/:providerId',
];

/** The app's routes, as `METHOD path`, that no contract declares. */
function undeclared(contracts: readonly Endpoint[]): string[] {
  const declared = new Set(contracts.map(({ method, path }) => `${method} ${path}`));
  return [
    ...new Set(
      t.app.routes
        .filter(({ method }) => method !== 'ALL')
        .map(({ method, path }) => `${method} ${path}`),
    ),
  ].filter((route) => !declared.has(route));
}

describe('the route table', () => {
  it('declares every route in a contract, but the protocols other libraries speak', () => {
    expect(undeclared(contractTable).sort()).toEqual(UNDECLARED_ON_PURPOSE);
  });

  it('names a route no contract declares', () => {
    const declaredButOne = contractTable.filter(({ path }) => path !== '/api/health');
    expect(undeclared(declaredButOne)).toContain('GET /api/health');
  });
});

describe('GET /api/openapi.json', () => {
  it('answers every caller alike with the OpenAPI document of every contract', async () => {
    const admin = await t.signInAdmin();
    const user = await t.createAccount('reader@example.com', 'Carotid-Stent-4');
    const answers = await Promise.all(
      [t.client(), user, admin].map(async (caller) => {
        const response = await caller.request('/api/openapi.json');
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toContain('application/json');
        return response.text();
      }),
    );
    expect(new Set(answers).size).toBe(1);
    const document = JSON.parse(answers[0]!) as {
      openapi: string;
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    };
    expect(document.openapi).toBe('3.1.0');
    for (const { method, path } of contractTable) {
      const operation = document.paths[path.replace(/:(\w+)/g, '{$1}')]?.[method.toLowerCase()];
      expect(operation, `${method} ${path}`).toBeDefined();
    }
    // Schemas, not data: no account's address is in it.
    expect(answers[0]).not.toContain('reader@example.com');
    expect(answers[0]).not.toContain('admin@portal.test');
  });

  it('describes a body and an answer by their schemas', async () => {
    const response = await t.client().request('/api/openapi.json');
    const document = (await response.json()) as {
      paths: Record<string, Record<string, Record<string, unknown>>>;
    };
    const contact = document.paths['/api/contact']!.post!;
    expect(contact).toMatchObject({
      requestBody: {
        content: {
          'application/json': {
            schema: { type: 'object', required: ['name', 'subject', 'message'] },
          },
        },
      },
      responses: {
        201: {
          content: { 'application/json': { schema: { properties: { id: { type: 'string' } } } } },
        },
      },
    });
    expect(document.paths['/api/agreements/{agreementId}/document']!.get).toMatchObject({
      parameters: [{ name: 'agreementId', in: 'path', required: true }],
      responses: { 200: { content: { 'application/pdf': {} } } },
    });
  });

  it('marks the endpoints an API key calls with the bearer scheme and their scope, and no other', async () => {
    const response = await t.client().request('/api/openapi.json');
    const document = (await response.json()) as {
      paths: Record<string, Record<string, { security?: unknown; 'x-scope'?: string }>>;
      components: { securitySchemes: Record<string, unknown> };
    };
    expect(document.components.securitySchemes.apiKey).toMatchObject({
      type: 'http',
      scheme: 'bearer',
    });
    expect(document.paths['/api/v1/ideas/{id}/filings']!.post).toMatchObject({
      security: [{ apiKey: ['filings:write'] }],
      'x-scope': 'filings:write',
    });
    const keyed = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([, operation]) => operation.security)
        .map(([method, operation]) => `${method.toUpperCase()} ${path} ${operation['x-scope']}`),
    );
    expect(keyed.sort()).toEqual([
      'GET /api/v1/docket docket:read',
      'GET /api/v1/ideas ideas:read',
      'GET /api/v1/ideas/{id} ideas:read',
      'GET /api/v1/ideas/{id}/filings docket:read',
      'POST /api/v1/ideas/{id}/filings filings:write',
    ]);
  });
});
