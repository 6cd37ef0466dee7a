import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Hono } from 'hono';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import { startTestPortal, type TestPortal } from '../test/portal';
import {
  callerKinds,
  matches,
  matrixCalls,
  requireEveryRouteListed,
  routesOf,
  unlistedRoutes,
  type CallerKind,
  type MatrixRow,
} from '../test/route-matrix';
import { enrolTwoFactor } from '../test/two-factor';

/**
 * Every route of the portal, and what each kind of caller gets from it, in the order of
 * `callerKinds`: anonymous, unverified, without agreement, user, reviewer, admin without second
 * factor, admin, outside counsel (with their second factor, invited to nothing), and a system
 * with an API key of every scope (and no session). Ids in paths are made up, so a caller let
 * through is told the idea does not
 * exist (404) where one refused at the door gets 401 or 403; `ok` is any other answer below 500
 * (an empty body is a 400). A reviewer is assigned to nothing here: every idea is hidden from
 * them, and the admin's own powers are refused. A route added to the app without a row here
 * fails the first test.
 */
const matrix: Record<string, MatrixRow> = {
  'ALL /*': 'middleware',
  'ALL /api/*': 'middleware',
  'ALL /api/attachments/*': 'middleware',
  'POST /api/attachments': '401 403 ok ok ok ok ok ok 401',
  'ALL /api/uploads/*': 'middleware',
  'POST /api/uploads': '401 403 ok ok ok ok ok ok 401',
  'GET /api/uploads/:id': '401 403 404 404 404 404 404 404 401',
  'PATCH /api/uploads/:id': '401 403 404 404 404 404 404 404 401',
  'DELETE /api/uploads/:id': '401 403 404 404 404 404 404 404 401',
  'ALL /api/auth/*': 'middleware',
  'ALL /api/auth/sign-up/email': 'middleware',
  'ALL /api/auth/sign-in/email': 'middleware',
  'ALL /api/auth/send-verification-email': 'middleware',
  'ALL /api/auth/request-password-reset': 'middleware',
  'ALL /api/auth/reset-password': 'middleware',
  'ALL /api/auth/change-password': 'middleware',
  'ALL /api/auth/verify-email': 'middleware',
  'ALL /api/auth/two-factor/verify-totp': 'middleware',
  'ALL /api/auth/two-factor/verify-backup-code': 'middleware',
  'ALL /api/auth/two-factor/enable': 'middleware',
  'ALL /api/auth/two-factor/disable': 'middleware',
  'ALL /api/auth/two-factor/generate-backup-codes': 'middleware',
  'ALL /api/auth/passkey/generate-register-options': 'middleware',
  'ALL /api/auth/passkey/verify-registration': 'middleware',
  'ALL /api/auth/passkey/generate-authenticate-options': 'middleware',
  'ALL /api/auth/passkey/verify-authentication': 'middleware',
  'ALL /api/auth/sign-in/sso': 'middleware',
  'ALL /api/auth/sso/*': 'middleware',
  // A provider's answers: anyone may bring one; only a verified one signs anyone in.
  'GET /api/auth/sso/callback/:providerId': 'ok ok ok ok ok ok ok ok ok',
  'POST /api/auth/sso/saml2/sp/acs/:providerId': 'ok ok ok ok ok ok ok ok ok',
  'POST /api/auth/sign-in/email': 'ok ok ok ok ok ok ok ok ok',
  'POST /api/auth/sign-up/email': 'ok ok ok ok ok ok ok ok ok',
  'ALL /api/auth/two-factor/*': 'middleware',
  'GET /api/auth/*': { call: '/api/auth/get-session', outcomes: 'ok ok ok ok ok ok ok ok ok' },
  'POST /api/auth/*': {
    call: '/api/auth/no-such-endpoint',
    outcomes: 'ok ok ok ok ok ok ok ok ok',
  },
  'ALL /api/account/sessions/*': 'middleware',
  'GET /api/account/sessions': '401 403 ok ok ok ok ok ok 401',
  'POST /api/account/sessions/revoke-others': '401 403 ok ok ok ok ok ok 401',
  'DELETE /api/account/sessions/:id': '401 403 404 404 404 404 404 404 401',
  'ALL /api/account/passkeys/*': 'middleware',
  'GET /api/account/passkeys': '401 403 ok ok ok ok ok ok 401',
  'POST /api/account/passkeys/signing-challenge': '401 403 ok ok ok ok ok ok 401',
  'PATCH /api/account/passkeys/:id': '401 403 ok ok ok ok ok ok 401',
  'POST /api/account/passkeys/:id/remove': '401 403 ok ok ok ok ok ok 401',
  'ALL /api/account/data/*': 'middleware',
  'GET /api/account/data/export': '401 403 ok ok ok ok ok ok 401',
  'POST /api/account/data/erase': '401 403 ok ok ok ok ok ok 401',
  'ALL /api/account/profile/*': 'middleware',
  'PATCH /api/account/profile': '401 403 ok ok ok ok ok ok 401',
  'GET /api/account/password-reset/:token': 'ok ok ok ok ok ok ok ok ok',
  'ALL /api/agreements/*': 'middleware',
  'POST /api/agreements/signing': '401 403 ok ok ok ok ok ok 401',
  'POST /api/agreements/signing/:documentId/complete': '401 403 404 404 404 404 404 404 401',
  'GET /api/agreements/:agreementId/document': '401 403 404 404 404 404 404 404 401',
  'ALL /api/submissions/*': 'middleware',
  'GET /api/submissions': '401 403 ok ok ok ok ok ok 401',
  'GET /api/submissions/unread-messages': '401 403 ok ok ok ok ok ok 401',
  'GET /api/submissions/:id/messages': '401 403 404 404 404 404 404 404 401',
  'POST /api/submissions/:id/messages': '401 403 ok ok ok ok ok ok 401',
  'POST /api/submissions/:id/messages/read': '401 403 ok ok ok ok ok ok 401',
  'GET /api/submissions/:id/messages/:messageId/attachment': '401 403 404 404 404 404 404 404 401',
  'POST /api/submissions': '401 403 ok ok ok ok ok ok 401',
  'GET /api/submissions/:id': '401 403 404 404 404 404 404 404 401',
  'PATCH /api/submissions/:id': '401 403 ok ok ok ok ok ok 401',
  'POST /api/submissions/:id/submit': '401 403 404 404 404 404 404 404 401',
  'DELETE /api/submissions/:id': '401 403 404 404 404 404 404 404 401',
  'GET /api/submissions/:id/attachment': '401 403 404 404 404 404 404 404 401',
  'GET /api/submissions/:id/attachments/:fileId': '401 403 404 404 404 404 404 404 401',
  'GET /api/submissions/:id/evidence': '401 403 404 404 404 404 404 404 401',
  'GET /api/submissions/:id/proof': '401 403 404 404 404 404 404 404 401',
  'POST /api/submissions/:id/attestation': '401 403 ok ok ok ok ok ok 401',
  'ALL /api/co-inventions/*': 'middleware',
  'GET /api/co-inventions': '401 403 ok ok ok ok ok ok 401',
  'ALL /api/bar-date-rules/*': 'middleware',
  'GET /api/bar-date-rules': '401 403 ok ok ok ok ok ok 401',
  'ALL /api/fact-requirements/*': 'middleware',
  'GET /api/fact-requirements': '401 403 ok ok ok ok ok ok 401',
  'ALL /api/admin/*': 'middleware',
  'GET /api/admin/stats': '401 403 403 403 403 403 ok 403 401',
  'GET /api/admin/activity': '401 403 403 403 403 403 ok 403 401',
  'GET /api/admin/submissions': '401 403 403 403 ok 403 ok 403 401',
  'GET /api/admin/submissions/export.csv': '401 403 403 403 403 403 ok 403 401',
  'GET /api/admin/submissions/:id/messages': '401 403 403 403 404 403 404 403 401',
  'POST /api/admin/submissions/:id/messages': '401 403 403 403 ok 403 ok 403 401',
  'POST /api/admin/submissions/:id/messages/read': '401 403 403 403 ok 403 ok 403 401',
  'GET /api/admin/submissions/:id/messages/:messageId/attachment':
    '401 403 403 403 404 403 404 403 401',
  'GET /api/admin/reviews': '401 403 403 403 ok 403 ok 403 401',
  'GET /api/admin/evaluation-stats': '401 403 403 403 403 403 ok 403 401',
  'GET /api/admin/criteria': '401 403 403 403 403 403 ok 403 401',
  'PUT /api/admin/criteria': '401 403 403 403 403 403 ok 403 401',
  'GET /api/admin/fact-requirements': '401 403 403 403 403 403 ok 403 401',
  'PUT /api/admin/fact-requirements': '401 403 403 403 403 403 ok 403 401',
  'GET /api/admin/calendar-feed': '401 403 403 403 ok 403 ok 403 401',
  'POST /api/admin/calendar-feed': '401 403 403 403 ok 403 ok 403 401',
  'GET /api/admin/bar-date-rules': '401 403 403 403 403 403 ok 403 401',
  'PUT /api/admin/bar-date-rules': '401 403 403 403 403 403 ok 403 401',
  'POST /api/admin/submissions/:id/co-inventors/:coInventorId/invitation':
    '401 403 403 403 403 403 404 403 401',
  'PATCH /api/admin/submissions/:id/co-inventors/:coInventorId':
    '401 403 403 403 403 403 ok 403 401',
  'POST /api/admin/assignments': '401 403 403 403 403 403 ok 403 401',
  'DELETE /api/admin/submissions/:id/assignments/:reviewerId':
    '401 403 403 403 404 403 404 403 401',
  'POST /api/admin/submissions/:id/assignment/decline': '401 403 403 403 ok 403 ok 403 401',
  'GET /api/admin/submissions/:id/evaluation': '401 403 403 403 404 403 404 403 401',
  'POST /api/admin/submissions/:id/scorecard': '401 403 403 403 404 403 404 403 401',
  'GET /api/admin/tags': '401 403 403 403 ok 403 ok 403 401',
  'POST /api/admin/submissions/:id/tags': '401 403 403 403 404 403 404 403 401',
  'DELETE /api/admin/submissions/:id/tags': '401 403 403 403 404 403 404 403 401',
  'GET /api/admin/submissions/:id/related': '401 403 403 403 404 403 404 403 401',
  'POST /api/admin/submissions/:id/links': '401 403 403 403 404 403 404 403 401',
  'DELETE /api/admin/submissions/:id/links/:otherId': '401 403 403 403 404 403 404 403 401',
  'ALL /api/admin/audit-integrity': 'middleware',
  'ALL /api/admin/audit-integrity/*': 'middleware',
  'GET /api/admin/audit-integrity': '401 403 403 403 403 403 ok 403 401',
  'POST /api/admin/audit-integrity/verify': '401 403 403 403 403 403 ok 403 401',
  'GET /api/admin/audit-integrity/anchors/:id/token.tsr': '401 403 403 403 403 403 404 403 401',
  'ALL /api/admin/audit-trail': 'middleware',
  'ALL /api/admin/audit-trail/*': 'middleware',
  'GET /api/admin/audit-trail': '401 403 403 403 403 403 ok 403 401',
  'GET /api/admin/audit-trail/export.csv': '401 403 403 403 403 403 ok 403 401',
  'GET /api/admin/audit-trail/export.pdf': '401 403 403 403 403 403 ok 403 401',
  'ALL /api/admin/retention': 'middleware',
  'ALL /api/admin/submissions/:id/legal-hold': 'middleware',
  'ALL /api/admin/submissions/:id/legal-hold/*': 'middleware',
  'GET /api/admin/retention': '401 403 403 403 403 403 ok 403 401',
  'ALL /api/admin/erasure-requests': 'middleware',
  'ALL /api/admin/erasure-requests/*': 'middleware',
  'GET /api/admin/erasure-requests': '401 403 403 403 403 403 ok 403 401',
  'POST /api/admin/erasure-requests/:id/answer': '401 403 403 403 403 403 ok 403 401',
  'PUT /api/admin/retention': '401 403 403 403 403 403 ok 403 401',
  'ALL /api/admin/sso': 'middleware',
  'ALL /api/admin/sso/*': 'middleware',
  'GET /api/admin/sso': '401 403 403 403 403 403 ok 403 401',
  'POST /api/admin/sso/providers': '401 403 403 403 403 403 ok 403 401',
  'PUT /api/admin/sso/providers/:providerId': '401 403 403 403 403 403 ok 403 401',
  'DELETE /api/admin/sso/providers/:providerId': '401 403 403 403 403 403 ok 403 401',
  'PUT /api/admin/sso/policy': '401 403 403 403 403 403 ok 403 401',
  'GET /api/admin/submissions/:id/legal-hold': '401 403 403 403 403 403 ok 403 401',
  'PUT /api/admin/submissions/:id/legal-hold': '401 403 403 403 403 403 ok 403 401',
  'POST /api/admin/submissions/:id/legal-hold/lift': '401 403 403 403 403 403 ok 403 401',
  'ALL /api/admin/mail': 'middleware',
  'ALL /api/admin/mail/*': 'middleware',
  'GET /api/admin/mail': '401 403 403 403 403 403 ok 403 401',
  'GET /api/admin/mail/counts': '401 403 403 403 403 403 ok 403 401',
  'POST /api/admin/mail/:id/send-again': '401 403 403 403 403 403 404 403 401',
  'GET /api/admin/conversation-counts': '401 403 403 403 ok 403 ok 403 401',
  'GET /api/admin/staff': '401 403 403 403 ok 403 ok 403 401',
  'GET /api/admin/submissions/:id': '401 403 403 403 404 403 404 403 401',
  'PATCH /api/admin/submissions/:id/status': '401 403 403 403 404 403 404 403 401',
  'GET /api/admin/submissions/:id/evidence': '401 403 403 403 404 403 404 403 401',
  'GET /api/admin/submissions/:id/proof': '401 403 403 403 404 403 404 403 401',
  'DELETE /api/admin/submissions/:id': '401 403 403 403 404 403 404 403 401',
  'GET /api/admin/users': '401 403 403 403 403 403 ok 403 401',
  'GET /api/admin/users/:id': '401 403 403 403 404 403 404 403 401',
  'GET /api/admin/pipeline-settings': '401 403 403 403 403 403 ok 403 401',
  'PUT /api/admin/pipeline-settings': '401 403 403 403 403 403 ok 403 401',
  'GET /api/admin/api-keys': '401 403 403 403 403 403 ok 403 401',
  'POST /api/admin/api-keys': '401 403 403 403 403 403 ok 403 401',
  'POST /api/admin/api-keys/:id/revoke': '401 403 403 403 403 403 404 403 401',
  'GET /api/admin/webhooks': '401 403 403 403 403 403 ok 403 401',
  'POST /api/admin/webhooks': '401 403 403 403 403 403 ok 403 401',
  'PATCH /api/admin/webhooks/:id': '401 403 403 403 403 403 ok 403 401',
  'DELETE /api/admin/webhooks/:id': '401 403 403 403 403 403 404 403 401',
  'POST /api/admin/webhooks/:id/secret': '401 403 403 403 403 403 404 403 401',
  'GET /api/admin/webhooks/:id/deliveries': '401 403 403 403 403 403 404 403 401',
  'POST /api/admin/webhooks/:id/deliveries/:deliveryId/send-again':
    '401 403 403 403 403 403 404 403 401',
  // An API key's alone: a session, even an admin's, is no key.
  'ALL /api/v1/*': 'middleware',
  'GET /api/v1/ideas': '401 401 401 401 401 401 401 401 ok',
  'GET /api/v1/ideas/:id': '401 401 401 401 401 401 401 401 404',
  'GET /api/v1/docket': '401 401 401 401 401 401 401 401 ok',
  'GET /api/v1/ideas/:id/filings': '401 401 401 401 401 401 401 401 404',
  'POST /api/v1/ideas/:id/filings': '401 401 401 401 401 401 401 401 ok',
  'ALL /api/pipeline/*': 'middleware',
  'GET /api/pipeline/ideas': '401 403 403 403 403 403 ok ok 401',
  'GET /api/pipeline/ideas/:id': '401 403 403 403 403 403 404 404 401',
  'GET /api/pipeline/ideas/:id/disclosure': '401 403 403 403 403 403 404 404 401',
  'GET /api/pipeline/ideas/:id/attachments/:fileId': '401 403 403 403 403 403 404 404 401',
  'GET /api/pipeline/ideas/:id/proof': '401 403 403 403 403 403 404 404 401',
  'GET /api/pipeline/ideas/:id/evidence': '401 403 403 403 403 403 404 404 401',
  'GET /api/pipeline/ideas/:id/opinions/:opinionId/files/:fileId':
    '401 403 403 403 403 403 404 404 401',
  'POST /api/pipeline/ideas/:id/opinions': '401 403 403 403 403 403 ok ok 401',
  'GET /api/pipeline/docket': '401 403 403 403 403 403 ok ok 401',
  'GET /api/pipeline/docket.csv': '401 403 403 403 403 403 ok ok 401',
  'GET /api/pipeline/docket.ics': '401 403 403 403 403 403 ok ok 401',
  'POST /api/pipeline/ideas/:id/filings': '401 403 403 403 403 403 ok 403 401',
  'PUT /api/pipeline/ideas/:id/deadlines/:key': '401 403 403 403 403 403 ok 403 401',
  // An admin's alone: counsel are refused at the door, before any idea is looked up.
  'POST /api/pipeline/ideas/:id/stage': '401 403 403 403 403 403 ok 403 401',
  'POST /api/pipeline/ideas/:id/decision': '401 403 403 403 403 403 ok 403 401',
  'POST /api/pipeline/ideas/:id/counsel': '401 403 403 403 403 403 ok 403 401',
  'DELETE /api/pipeline/ideas/:id/counsel/:invitationId': '401 403 403 403 403 403 404 403 401',
  'PUT /api/pipeline/ideas/:id/notes/:messageId/shared': '401 403 403 403 403 403 404 403 401',
  'DELETE /api/pipeline/ideas/:id/notes/:messageId/shared': '401 403 403 403 403 403 404 403 401',
  'POST /api/admin/users/:id/role': '401 403 403 403 403 403 ok 403 401',
  'ALL /api/events/*': 'middleware',
  'GET /api/events': '401 403 ok ok ok ok ok ok 401',
  // No session is read: the token in the address is the credential, and a made-up one is none.
  'GET /api/calendar/:file': '404 404 404 404 404 404 404 404 404',
  'ALL /api/signing/builtin/*': 'middleware',
  'GET /api/signing/builtin/:documentId': '401 403 404 404 404 404 404 404 401',
  'POST /api/signing/builtin/:documentId/sign': '401 403 404 404 404 404 404 404 401',
  'POST /api/contact': 'ok ok ok ok ok ok ok ok ok',
  // Public and session-less: anyone may check a file; a made-up code stands for nothing.
  'POST /api/verify': 'ok ok ok ok ok ok ok ok ok',
  'GET /api/verify/:code': '404 404 404 404 404 404 404 404 404',
  'ALL /api/health/*': 'middleware',
  'GET /api/health': 'ok ok ok ok ok ok ok ok ok',
  'GET /api/health/live': 'ok ok ok ok ok ok ok ok ok',
  'GET /api/health/ready': 'ok ok ok ok ok ok ok ok ok',
  // Only with METRICS_TOKEN, and then only for its bearer; without one it is not served at all.
  'GET /metrics': '404 404 404 404 404 404 404 404 404',
  'GET /api/me': 'ok ok ok ok ok ok ok ok ok',
  'GET /api/openapi.json': 'ok ok ok ok ok ok ok ok ok',
  'GET /*': { call: '/dashboard', outcomes: 'ok ok ok ok ok ok ok ok ok' },
};

type Client = ReturnType<TestPortal['client']>;
let t: TestPortal;
let webDir: string;
const callers = {} as Record<CallerKind, Client>;

beforeAll(async () => {
  // A built web app of one page, so its pages answer as they do in production.
  webDir = await mkdtemp(path.join(tmpdir(), 'web-'));
  await writeFile(path.join(webDir, 'index.html'), '<!doctype html><div id="root"></div>');
  t = await startTestPortal({}, { webDir });
  const staff = async (email: string, role: 'admin' | 'reviewer') => {
    const client = await t.createAccount(email, 'Staff-Pass-1');
    await t.db.update(users).set({ role }).where(eq(users.email, email));
    return client;
  };
  callers.anonymous = t.client();
  callers.unverified = await t.createAccount('una@example.com', 'Una-Pass-1');
  await t.db.update(users).set({ emailVerified: false }).where(eq(users.email, 'una@example.com'));
  callers['without agreement'] = await t.createAccount('nora@example.com', 'Nora-Pass-1');
  callers.user = await t.createSignedAccount('uma@example.com', 'Uma-Pass-1');
  callers.reviewer = await staff('vera@example.com', 'reviewer');
  await enrolTwoFactor(callers.reviewer, 'Staff-Pass-1');
  callers['admin without second factor'] = await staff('dana@example.com', 'admin');
  callers.admin = await t.signInAdmin();
  // Outside counsel, with two-factor sign-in, invited to nothing: every idea is hidden.
  callers.counsel = await t.createAccount('cora@example.com', 'Counsel-Pass-1');
  await t.db.update(users).set({ role: 'counsel' }).where(eq(users.email, 'cora@example.com'));
  await enrolTwoFactor(callers.counsel, 'Counsel-Pass-1');
  // A key of every scope, sent with no cookie: it reaches /api/v1 and nothing else.
  const made = await callers.admin.request('/api/admin/api-keys', {
    json: {
      name: 'Matrix',
      scopes: ['ideas:read', 'docket:read', 'filings:write'],
      expiresInDays: 1,
    },
  });
  const { secret } = (await made.json()) as { secret: string };
  const keyless = t.client();
  callers['api key'] = {
    ...keyless,
    request: (path, init = {}) =>
      keyless.request(path, {
        ...init,
        headers: { ...init.headers, authorization: `Bearer ${secret}` },
      }),
  };
});
afterAll(async () => {
  await t.close();
  await rm(webDir, { recursive: true, force: true });
});

describe('the authorisation matrix', () => {
  it('has a row for every route the app serves, and none for a route it does not', () => {
    expect(unlistedRoutes(t.app, matrix)).toEqual([]);
    const routes = new Set(routesOf(t.app));
    expect(Object.keys(matrix).filter((route) => !routes.has(route))).toEqual([]);
  });

  it('fails an app with a route the matrix does not list, naming it', () => {
    const grown = new Hono();
    grown.route('/', t.app);
    grown.get('/api/not-in-the-matrix', (c) => c.text('hello'));
    expect(unlistedRoutes(grown, matrix)).toEqual(['GET /api/not-in-the-matrix']);
    expect(() => requireEveryRouteListed(grown, matrix)).toThrow(
      'routes missing from the authorisation matrix: GET /api/not-in-the-matrix',
    );
  });

  describe.each(matrixCalls(matrix))('$route', ({ method, path, outcomes }) => {
    it.each(callerKinds)('answers %s as the matrix says', async (kind) => {
      const response = await callers[kind].request(path, { method });
      // An event stream stays open: only its status is wanted.
      await response.body?.cancel();
      expect(
        matches(outcomes[kind], response.status),
        `${kind}: expected ${outcomes[kind]}, got ${response.status}`,
      ).toBe(true);
    });
  });
});
