import { once } from 'node:events';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq, sql } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  integrationLimits,
  integrationMessages,
  type ApiKey,
  type Delivery,
  type Webhook as Endpoint,
} from '#common/integrations';
import {
  apiKeys,
  auditLog,
  mailOutbox,
  submissions,
  patentFilings,
  users,
  webhookDeliveries,
  webhookEndpoints,
} from '../db/schema';
import { addMonths } from '#common/bar-dates';
import { cleanUp } from '../jobs/cleanup';
import { mailDocketReminders } from '../jobs/docket-reminders';
import { createWebhookWorker } from '../jobs/webhook-worker';
import { jsonOf, sendIdea } from '../test/api-calls';
import { startTestPortal, TEST_ADMIN, TEST_APP_URL, type TestPortal } from '../test/portal';

type Client = ReturnType<TestPortal['client']>;
interface Refusal {
  error: { code: string; message: string; field?: string };
}
interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

let t: TestPortal;
let admin: Client;
let alice: Client;

/** A local receiver that answers with the statuses queued, then 200, and keeps what it got. */
class Receiver {
  received: Received[] = [];
  answers: number[] = [];
  server: Server = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      this.received.push({ headers: request.headers, body });
      const status = this.answers.shift() ?? 200;
      response.writeHead(status, { 'content-type': 'text/plain' });
      response.end(status === 200 ? 'ok' : 'receiver down');
    });
  });
  async start() {
    this.server.listen(0, '127.0.0.1');
    await once(this.server, 'listening');
    return this;
  }
  get url() {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/hooks`;
  }
  close() {
    this.server.closeAllConnections();
    this.server.close();
  }
}

let receiver: Receiver;

const makeKey = async (scopes: string[], name = 'Docketing system') =>
  jsonOf<{ key: ApiKey; secret: string }>(
    await admin.request('/api/admin/api-keys', { json: { name, scopes, expiresInDays: 90 } }),
    201,
  );

/** A client with no session sending the key, as another system would. */
const withKey = (secret: string, path: string, init: { json?: unknown; method?: string } = {}) =>
  t.client().request(path, { ...init, headers: { authorization: `Bearer ${secret}` } });

const addEndpoint = async (events: string[], url = receiver.url) =>
  jsonOf<{ webhook: Endpoint; secret: string }>(
    await admin.request('/api/admin/webhooks', { json: { url, events } }),
    201,
  );

const deliveriesOf = async (endpointId: string) =>
  (
    await jsonOf<{ deliveries: Delivery[] }>(
      await admin.request(`/api/admin/webhooks/${endpointId}/deliveries`),
    )
  ).deliveries;

/** Runs the webhook worker until nothing is due. */
const deliver = () => t.portal.webhookWorker.flush();

/** Makes every waiting delivery due now, as time passing would. */
const timePasses = () =>
  t.db
    .update(webhookDeliveries)
    .set({ nextAttemptAt: sql`now()` })
    .where(eq(webhookDeliveries.state, 'pending'));

const verified = (secret: string, got: Received) =>
  new Webhook(secret).verify(got.body, got.headers as Record<string, string>) as {
    type: string;
    data: Record<string, unknown>;
  };

/** An idea of Alice's, sent, approved, through the pipeline to a decision to file. */
async function decidedToFile() {
  const id = await sendIdea(alice, { ideaTitle: 'A braided stent retriever with a soft tip' });
  const path = (rest: string) => `/api/pipeline/ideas/${id}${rest}`;
  await jsonOf(
    await admin.request(`/api/admin/submissions/${id}/status`, {
      method: 'PATCH',
      json: { status: 'approved', adminNotes: null },
    }),
  );
  const reason = 'Ready for the next step.';
  await jsonOf(
    await admin.request(path('/stage'), {
      json: { to: 'patentability_review', from: null, reason },
    }),
  );
  await jsonOf(
    await admin.request(path('/stage'), {
      json: { to: 'decision', from: 'patentability_review', reason },
    }),
  );
  await jsonOf(
    await admin.request(path('/decision'), {
      json: {
        outcome: 'file',
        reason: 'The committee files.',
        waiverReason: 'A continuation of an earlier family.',
        password: 'Admin-Passw0rd!',
        code: t.adminCode(),
      },
    }),
    201,
  );
  return id;
}

const today = () => new Date().toISOString().slice(0, 10);

beforeAll(async () => {
  receiver = await new Receiver().start();
  t = await startTestPortal({ WEBHOOK_ALLOW_PRIVATE: 'true' });
  admin = await t.signInAdmin();
  alice = await t.createSignedAccount('alice@example.com', 'Alice-Pass-1', 'Dr. Alice Moreau');
});
afterAll(async () => {
  receiver.close();
  await t.close();
});
beforeEach(async () => {
  receiver.received = [];
  receiver.answers = [];
  await t.db.delete(webhookEndpoints);
});

describe('API keys', () => {
  it('shows the secret once, keeps only its hash, and lists the key without it', async () => {
    const { key, secret } = await makeKey(['ideas:read']);
    expect(secret).toMatch(/^ipk_[\w-]{43}$/);
    expect(key).toMatchObject({
      name: 'Docketing system',
      scopes: ['ideas:read'],
      state: 'active',
      lastUsedAt: null,
    });
    expect(secret.startsWith(key.prefix)).toBe(true);
    const [row] = await t.db.select().from(apiKeys).where(eq(apiKeys.id, key.id));
    expect(JSON.stringify(row)).not.toContain(secret);
    const listed = await (await admin.request('/api/admin/api-keys')).text();
    expect(listed).toContain(key.id);
    expect(listed).not.toContain(secret);
  });

  it('reads sent ideas with the key, never a draft, and audits every use', async () => {
    const { key, secret } = await makeKey(['ideas:read']);
    const sent = await sendIdea(alice, { ideaTitle: 'Sent for the key' });
    const draft = await sendIdea(alice, { status: 'draft', ideaTitle: 'Still a draft' });
    const list = await jsonOf<{ ideas: { id: string; title: string }[] }>(
      await withKey(secret, '/api/v1/ideas?limit=200'),
    );
    expect(list.ideas.map((idea) => idea.id)).toContain(sent);
    expect(list.ideas.map((idea) => idea.id)).not.toContain(draft);
    const one = await jsonOf<{ idea: { id: string; inventors: { email: string }[]; url: string } }>(
      await withKey(secret, `/api/v1/ideas/${sent}`),
    );
    expect(one.idea).toMatchObject({ id: sent, url: `${TEST_APP_URL}/admin/submissions/${sent}` });
    expect(one.idea.inventors[0]!.email).toBe('alice@example.com');
    expect((await withKey(secret, `/api/v1/ideas/${draft}`)).status).toBe(404);

    const uses = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'api_key.used'), eq(auditLog.targetId, key.id)));
    expect(uses.map((use) => use.details)).toEqual([
      { method: 'GET', path: '/api/v1/ideas', status: 200 },
      { method: 'GET', path: `/api/v1/ideas/${sent}`, status: 200 },
      { method: 'GET', path: `/api/v1/ideas/${draft}`, status: 404 },
    ]);
    const [row] = await t.db.select().from(apiKeys).where(eq(apiKeys.id, key.id));
    expect(row!.lastUsedAt).not.toBeNull();
  });

  it('pages through ideas with a cursor, and refuses a cursor it did not give', async () => {
    const { secret } = await makeKey(['ideas:read']);
    for (let i = 0; i < 3; i++) await sendIdea(alice, { ideaTitle: `Paged idea ${i}` });
    const first = await jsonOf<{ ideas: { id: string }[]; next: string }>(
      await withKey(secret, '/api/v1/ideas?limit=2'),
    );
    expect(first.ideas).toHaveLength(2);
    const second = await jsonOf<{ ideas: { id: string }[] }>(
      await withKey(secret, `/api/v1/ideas?limit=2&after=${first.next}`),
    );
    expect(second.ideas[0]!.id).not.toBe(first.ideas[1]!.id);
    expect(first.ideas.map((i) => i.id)).not.toContain(second.ideas[0]!.id);
    for (const after of ['not-a-cursor', Buffer.from('-'.repeat(36)).toString('base64url')])
      expect(
        await jsonOf<Refusal>(await withKey(secret, `/api/v1/ideas?after=${after}`), 400),
      ).toMatchObject({ error: { field: 'after' } });
    for (const sentSince of ['0000-01-01T00:00:00Z', 'yesterday', '2026-13-01T00:00:00Z'])
      expect(
        await jsonOf<Refusal>(await withKey(secret, `/api/v1/ideas?sentSince=${sentSince}`), 400),
      ).toMatchObject({ error: { field: 'sentSince' } });
    for (const limit of ['abc', '0', '201'])
      expect((await withKey(secret, `/api/v1/ideas?limit=${limit}`)).status).toBe(400);
    // Ideas sent in one millisecond (to the microsecond) still come once each, page after page.
    await t.db
      .update(submissions)
      .set({ submittedAt: sql`date_trunc('second', now()) + interval '123 microseconds'` });
    const seen: string[] = [];
    let after = '';
    for (;;) {
      const page = await jsonOf<{ ideas: { id: string }[]; next: string | null }>(
        await withKey(secret, `/api/v1/ideas?limit=2${after}`),
      );
      seen.push(...page.ideas.map((idea) => idea.id));
      if (!page.next) break;
      after = `&after=${page.next}`;
    }
    const sent = await t.db
      .select({ id: submissions.id })
      .from(submissions)
      .where(sql`${submissions.status} <> 'draft'`);
    expect(seen.sort()).toEqual(sent.map((row) => row.id).sort());
  });

  it('refuses what the key’s scopes do not allow, and every session', async () => {
    const { secret } = await makeKey(['docket:read']);
    const refused = await withKey(secret, '/api/v1/ideas');
    expect(await jsonOf<Refusal>(refused, 403)).toEqual({
      error: {
        code: 'forbidden',
        message: integrationMessages.scopeMissing('ideas:read'),
        requestId: expect.any(String),
      },
    });
    expect((await withKey(secret, '/api/v1/docket')).status).toBe(200);
    const id = await sendIdea(alice);
    const filing = await withKey(secret, `/api/v1/ideas/${id}/filings`, {
      json: {
        jurisdiction: 'US',
        type: 'provisional',
        applicationNumber: '63/000,001',
        filedOn: today(),
      },
    });
    expect(filing.status).toBe(403);
    // The admin's own session is no key.
    expect((await admin.request('/api/v1/ideas')).status).toBe(401);
  });

  it('refuses a missing, mistyped, expired or revoked key with 401, and one whose admin left', async () => {
    const missing = await t.client().request('/api/v1/ideas');
    expect(missing.headers.get('www-authenticate')).toBe('Bearer');
    expect(await jsonOf<Refusal>(missing, 401)).toMatchObject({
      error: { message: integrationMessages.keyMissing },
    });
    expect((await withKey('ipk_not-a-key-anyone-made', '/api/v1/ideas')).status).toBe(401);

    const expiring = await makeKey(['ideas:read'], 'Expiring');
    expect((await withKey(expiring.secret, '/api/v1/ideas')).status).toBe(200);
    await t.db
      .update(apiKeys)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(apiKeys.id, expiring.key.id));
    expect(
      await jsonOf<Refusal>(await withKey(expiring.secret, '/api/v1/ideas'), 401),
    ).toMatchObject({
      error: { message: integrationMessages.keyInvalid },
    });

    const revoked = await makeKey(['ideas:read'], 'Revoked');
    expect((await withKey(revoked.secret, '/api/v1/ideas')).status).toBe(200);
    const answer = await jsonOf<{ key: ApiKey }>(
      await admin.request(`/api/admin/api-keys/${revoked.key.id}/revoke`, { json: {} }),
    );
    expect(answer.key.state).toBe('revoked');
    expect((await withKey(revoked.secret, '/api/v1/ideas')).status).toBe(401);
    expect(
      (await admin.request(`/api/admin/api-keys/${revoked.key.id}/revoke`, { json: {} })).status,
    ).toBe(409);

    // A key acts for the admin who made it, and no longer than they are one.
    const [made] = await t.db.select().from(apiKeys).where(eq(apiKeys.id, revoked.key.id));
    const other = await makeKey(['ideas:read'], 'Of a former admin');
    const formerAdmin = await t.createAccount('former@example.com', 'Former-Pass-1');
    void formerAdmin;
    const [former] = await t.db.select().from(users).where(eq(users.email, 'former@example.com'));
    await t.db.update(apiKeys).set({ createdBy: former!.id }).where(eq(apiKeys.id, other.key.id));
    expect(await jsonOf<Refusal>(await withKey(other.secret, '/api/v1/ideas'), 401)).toMatchObject({
      error: { message: integrationMessages.keyOwnerGone },
    });
    const [refusal] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'api_key.used'), eq(auditLog.targetId, other.key.id)));
    expect(refusal!.details).toEqual({ method: 'GET', path: '/api/v1/ideas', status: 401 });
    expect(made!.createdBy).not.toBe(former!.id);
  });

  it('refuses a key without a name, scopes or a valid expiry, and makes nothing', async () => {
    const before = await t.db.select({ id: apiKeys.id }).from(apiKeys);
    const cases: [object, string, string][] = [
      [
        { name: ' ', scopes: ['ideas:read'], expiresInDays: 30 },
        'name',
        integrationMessages.nameRequired,
      ],
      [{ name: 'A', scopes: [], expiresInDays: 30 }, 'scopes', integrationMessages.scopesRequired],
      [
        { name: 'A', scopes: ['everything'], expiresInDays: 30 },
        'scopes.0',
        integrationMessages.scopesRequired,
      ],
      [
        { name: 'A', scopes: ['ideas:read'], expiresInDays: 0 },
        'expiresInDays',
        integrationMessages.expiry,
      ],
      [
        { name: 'A', scopes: ['ideas:read'], expiresInDays: 366 },
        'expiresInDays',
        integrationMessages.expiry,
      ],
    ];
    for (const [json, field, message] of cases)
      expect(
        await jsonOf<Refusal>(await admin.request('/api/admin/api-keys', { json }), 400),
      ).toEqual({
        error: { code: 'invalid_input', message, field, requestId: expect.any(String) },
      });
    expect(await t.db.select({ id: apiKeys.id }).from(apiKeys)).toHaveLength(before.length);
  });

  it('records a filing with a write key, as the service, and tells the webhook', async () => {
    const endpoint = await addEndpoint(['filing.recorded']);
    const { key, secret } = await makeKey(['filings:write', 'docket:read']);
    const id = await decidedToFile();
    const recorded = await jsonOf<{ filing: { id: string; applicationNumber: string } }>(
      await withKey(secret, `/api/v1/ideas/${id}/filings`, {
        json: {
          jurisdiction: 'PCT',
          type: 'pct',
          applicationNumber: 'PCT/US2026/012345',
          filedOn: today(),
        },
      }),
      201,
    );
    expect(recorded.filing.applicationNumber).toBe('PCT/US2026/012345');
    const filings = await jsonOf<{ filings: { id: string }[] }>(
      await withKey(secret, `/api/v1/ideas/${id}/filings`),
    );
    expect(filings.filings.map((f) => f.id)).toEqual([recorded.filing.id]);
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'pipeline.filing_recorded'), eq(auditLog.targetId, id)));
    expect(entry!.actorEmail).toBe(TEST_ADMIN.email);

    await deliver();
    expect(receiver.received).toHaveLength(1);
    const event = verified(endpoint.secret, receiver.received[0]!);
    expect(event).toMatchObject({
      type: 'filing.recorded',
      data: {
        ideaId: id,
        filingId: recorded.filing.id,
        jurisdiction: 'PCT',
        filedOn: today(),
        stage: 'decision',
      },
    });
    expect(receiver.received[0]!.body).not.toContain('braided');
    void key;
  });
});

describe('webhooks', () => {
  it('shows the signing secret once and signs each delivery so the standard verifier accepts it', async () => {
    const endpoint = await addEndpoint(['submission.sent']);
    expect(endpoint.secret).toMatch(/^whsec_/);
    const [row] = await t.db
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.id, endpoint.webhook.id));
    expect(row!.secretEncrypted).not.toContain(endpoint.secret.slice(6));
    expect(await (await admin.request('/api/admin/webhooks')).text()).not.toContain(
      endpoint.secret,
    );

    const id = await sendIdea(alice, {
      ideaTitle: 'A secret catheter design',
      ideaDescription: 'Confidential words',
    });
    await deliver();
    expect(receiver.received).toHaveLength(1);
    const got = receiver.received[0]!;
    const event = verified(endpoint.secret, got);
    expect(event.type).toBe('submission.sent');
    expect(event.data).toMatchObject({ ideaId: id, reference: id.slice(0, 8), stage: null });
    // Ids, stage, dates and a link: never the idea's words.
    expect(got.body).not.toMatch(/secret catheter|Confidential/);
    // Signed with another secret, it is refused.
    expect(() =>
      verified(`whsec_${Buffer.from('x'.repeat(24)).toString('base64')}`, got),
    ).toThrow();
    const [delivery] = await deliveriesOf(endpoint.webhook.id);
    expect(delivery).toMatchObject({
      id: got.headers['webhook-id'],
      state: 'delivered',
      attempts: 1,
      responseStatus: 200,
    });
    expect(delivery!.responseMs).toBeGreaterThanOrEqual(0);
  });

  it('sends only the events an endpoint asked for, and nothing to one turned off', async () => {
    const stages = await addEndpoint(['stage.changed', 'decision.recorded']);
    const off = await addEndpoint(['stage.changed']);
    await jsonOf(
      await admin.request(`/api/admin/webhooks/${off.webhook.id}`, {
        method: 'PATCH',
        json: { enabled: false },
      }),
    );
    const id = await decidedToFile();
    await deliver();
    // Deliveries go out side by side, in no promised order: a receiver orders by their dates.
    const events = receiver.received.map((got) => verified(stages.secret, got));
    expect(events.map((event) => event.type).sort()).toEqual([
      'decision.recorded',
      'stage.changed',
      'stage.changed',
    ]);
    expect(
      events.find((event) => event.data.stage === 'decision' && event.type === 'stage.changed')!
        .data,
    ).toMatchObject({
      ideaId: id,
      from: 'patentability_review',
    });
    expect(await deliveriesOf(off.webhook.id)).toEqual([]);
  });

  it('retries a receiver that fails twice, then logs the delivery', async () => {
    const endpoint = await addEndpoint(['submission.sent']);
    receiver.answers = [500, 503];
    await sendIdea(alice);
    await deliver();
    let [delivery] = await deliveriesOf(endpoint.webhook.id);
    expect(delivery).toMatchObject({ state: 'pending', attempts: 1, responseStatus: 500 });
    expect(delivery!.error).toContain('500');
    // Retried later, not at once: 5 seconds after the first failure.
    expect(
      Date.parse(delivery!.nextAttemptAt!) - Date.parse(delivery!.lastAttemptAt!),
    ).toBeGreaterThanOrEqual(5000);
    await timePasses();
    await deliver();
    await timePasses();
    await deliver();
    [delivery] = await deliveriesOf(endpoint.webhook.id);
    expect(delivery).toMatchObject({
      state: 'delivered',
      attempts: 3,
      responseStatus: 200,
      error: null,
    });
    // Every attempt carried the same webhook-id, each signed anew.
    expect(new Set(receiver.received.map((got) => got.headers['webhook-id']))).toEqual(
      new Set([delivery!.id]),
    );
    for (const got of receiver.received)
      expect(verified(endpoint.secret, got).type).toBe('submission.sent');
  });

  it('turns off an endpoint that failed for a day, tells the admins, and sends again once it is on', async () => {
    const endpoint = await addEndpoint(['submission.sent']);
    receiver.answers = [500];
    await sendIdea(alice);
    await t.db.update(webhookDeliveries).set({ giveUpAt: sql`now()` });
    await deliver();
    const [failed] = await deliveriesOf(endpoint.webhook.id);
    expect(failed).toMatchObject({ state: 'failed', attempts: 1 });
    const listed = await jsonOf<{ webhooks: Endpoint[] }>(
      await admin.request('/api/admin/webhooks'),
    );
    expect(listed.webhooks[0]).toMatchObject({
      enabled: false,
      disabledReason: 'Turned off after failing for a day.',
    });
    const mails = await t.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.kind, 'webhook-disabled'));
    expect(mails.map((mail) => mail.to)).toEqual([TEST_ADMIN.email]);
    expect(mails[0]!.text).toContain(receiver.url);
    const [disabled] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'webhook.disabled'));
    expect(disabled!.actorId).toBeNull();

    const again = `/api/admin/webhooks/${endpoint.webhook.id}/deliveries/${failed!.id}/send-again`;
    expect(await jsonOf<Refusal>(await admin.request(again, { json: {} }), 409)).toMatchObject({
      error: { message: integrationMessages.endpointDisabled },
    });
    await jsonOf(
      await admin.request(`/api/admin/webhooks/${endpoint.webhook.id}`, {
        method: 'PATCH',
        json: { enabled: true },
      }),
    );
    expect(
      (await jsonOf<{ delivery: Delivery }>(await admin.request(again, { json: {} }))).delivery
        .state,
    ).toBe('pending');
    receiver.answers = [500];
    await deliver();
    // The back-off starts over after Send again: 5 seconds, not the 30 of a second failure.
    const [retrying] = await deliveriesOf(endpoint.webhook.id);
    expect(retrying).toMatchObject({ state: 'pending', attempts: 2 });
    expect(
      Date.parse(retrying!.nextAttemptAt!) - Date.parse(retrying!.lastAttemptAt!),
    ).toBeLessThan(10_000);
    await timePasses();
    await deliver();
    const [delivered] = await deliveriesOf(endpoint.webhook.id);
    expect(delivered).toMatchObject({ id: failed!.id, state: 'delivered', attempts: 3 });
    expect(receiver.received.map((got) => got.headers['webhook-id'])).toEqual([
      failed!.id,
      failed!.id,
      failed!.id,
    ]);
  });

  it('fails a delivery whose sender died after its day was over, and turns the endpoint off', async () => {
    const endpoint = await addEndpoint(['submission.sent']);
    await sendIdea(alice);
    // As a worker that died mid-attempt leaves it, a day after it was queued.
    await t.db.update(webhookDeliveries).set({
      state: 'sending',
      attempts: 6,
      leaseUntil: sql`now() - interval '1 minute'`,
      giveUpAt: sql`now() - interval '1 minute'`,
    });
    await deliver();
    expect(receiver.received).toEqual([]);
    const [failed] = await deliveriesOf(endpoint.webhook.id);
    expect(failed).toMatchObject({ state: 'failed', error: 'The attempt never finished.' });
    const listed = await jsonOf<{ webhooks: Endpoint[] }>(
      await admin.request('/api/admin/webhooks'),
    );
    expect(listed.webhooks[0]!.enabled).toBe(false);
  });

  it('counts a secret that can no longer be read as a failed attempt, and sends nothing unsigned', async () => {
    const endpoint = await addEndpoint(['submission.sent']);
    // As if AUTH_SECRET had changed since the secret was sealed.
    await t.db.update(webhookEndpoints).set({ secretEncrypted: 'sealed-under-another-secret' });
    await sendIdea(alice);
    await deliver();
    expect(receiver.received).toEqual([]);
    const [delivery] = await deliveriesOf(endpoint.webhook.id);
    expect(delivery).toMatchObject({ state: 'pending', attempts: 1 });
    expect(delivery!.error).toContain('AUTH_SECRET has changed');
  });

  it('gives a new secret once, and signs with it from then on', async () => {
    const endpoint = await addEndpoint(['submission.sent']);
    const rotated = await jsonOf<{ secret: string }>(
      await admin.request(`/api/admin/webhooks/${endpoint.webhook.id}/secret`, { json: {} }),
    );
    expect(rotated.secret).not.toBe(endpoint.secret);
    await sendIdea(alice);
    await deliver();
    expect(verified(rotated.secret, receiver.received[0]!).type).toBe('submission.sent');
    expect(() => verified(endpoint.secret, receiver.received[0]!)).toThrow();
  });

  it('refuses an endpoint without events or a usable address, and saves nothing', async () => {
    const cases: [object, string, string][] = [
      [{ url: receiver.url, events: [] }, 'events', integrationMessages.eventsRequired],
      [{ url: 'not a url', events: ['submission.sent'] }, 'url', integrationMessages.urlInvalid],
      [
        { url: 'ftp://example.com/x', events: ['submission.sent'] },
        'url',
        integrationMessages.urlInvalid,
      ],
      [
        { url: 'https://user:pw@example.com/x', events: ['submission.sent'] },
        'url',
        integrationMessages.urlCredentials,
      ],
      [
        { url: 'https://no-such-host.invalid/x', events: ['submission.sent'] },
        'url',
        integrationMessages.hostUnresolved('no-such-host.invalid'),
      ],
    ];
    for (const [json, field, message] of cases)
      expect(
        await jsonOf<Refusal>(await admin.request('/api/admin/webhooks', { json }), 400),
      ).toEqual({
        error: { code: 'invalid_input', message, field, requestId: expect.any(String) },
      });
    expect(await t.db.select().from(webhookEndpoints)).toEqual([]);
    // A change that names nothing to change is refused too.
    const endpoint = await addEndpoint(['submission.sent']);
    const nothing = await admin.request(`/api/admin/webhooks/${endpoint.webhook.id}`, {
      method: 'PATCH',
      json: {},
    });
    expect(await jsonOf<Refusal>(nothing, 400)).toMatchObject({ error: { code: 'invalid_input' } });
  });
});

describe('under concurrency', () => {
  it('keeps the endpoint limit when many are added at once', async () => {
    const answers = await Promise.all(
      Array.from({ length: integrationLimits.endpoints + 5 }, () =>
        admin.request('/api/admin/webhooks', {
          json: { url: receiver.url, events: ['submission.sent'] },
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(integrationLimits.endpoints);
    expect(statuses.filter((status) => status === 409)).toHaveLength(5);
    expect(await t.db.select().from(webhookEndpoints)).toHaveLength(integrationLimits.endpoints);
  });

  it('sends each delivery once when two instances’ workers run at once', async () => {
    await addEndpoint(['submission.sent']);
    for (let i = 0; i < 6; i++) await sendIdea(alice);
    const other = createWebhookWorker({
      db: t.db,
      authSecret: t.portal.webhooks.authSecret,
      policy: { requireHttps: false, allowPrivate: true },
      appUrl: TEST_APP_URL,
    });
    await Promise.all([deliver(), other.flush(), deliver()]);
    const ids = receiver.received.map((got) => got.headers['webhook-id']);
    expect(ids).toHaveLength(6);
    expect(new Set(ids).size).toBe(6);
  });
});

describe('webhooks without WEBHOOK_ALLOW_PRIVATE', () => {
  let guarded: TestPortal;
  beforeAll(async () => {
    guarded = await startTestPortal();
  });
  afterAll(() => guarded.close());

  it('refuses private, loopback and link-local addresses, however they are written', async () => {
    const guardedAdmin = await guarded.signInAdmin();
    for (const host of [
      '127.0.0.1',
      'localhost',
      '10.1.2.3',
      '172.16.0.9',
      '192.168.1.20',
      '169.254.169.254',
      '[::1]',
      '[fe80::1]',
      '[fd00::5]',
      '[::ffff:127.0.0.1]',
      '0.0.0.0',
      '100.64.0.1',
    ]) {
      const url = `http://${host}:8080/hooks`;
      const refused = await guardedAdmin.request('/api/admin/webhooks', {
        json: { url, events: ['submission.sent'] },
      });
      const body = await jsonOf<Refusal>(refused, 400);
      expect(body.error.field, host).toBe('url');
      expect(body.error.message, host).toContain('private, loopback or link-local');
    }
    expect(await guarded.db.select().from(webhookEndpoints)).toEqual([]);
  });
});

describe('deadline.approaching', () => {
  it('tells the endpoint of a docketed deadline once, when admins are reminded of it', async () => {
    const endpoint = await addEndpoint(['deadline.approaching']);
    const id = await sendIdea(alice);
    // A provisional filed eleven months ago (as an import would record it): conversion is near.
    const filedOn = addMonths(today(), -11);
    await t.db.insert(patentFilings).values({
      submissionId: id,
      jurisdiction: 'US',
      filingType: 'provisional',
      applicationNumber: `63/${id.slice(0, 6)}`,
      filedOn,
    });
    await Promise.all([
      mailDocketReminders(t.db, TEST_APP_URL),
      mailDocketReminders(t.db, TEST_APP_URL),
    ]);
    await deliver();
    const events = receiver.received.map((got) => verified(endpoint.secret, got));
    const conversion = events.filter(
      (event) => event.data.ideaId === id && event.data.rule === 'provisional_conversion',
    );
    expect(conversion).toHaveLength(1);
    expect(conversion[0]).toMatchObject({
      type: 'deadline.approaching',
      data: { dueOn: addMonths(filedOn, 12), reference: id.slice(0, 8) },
    });
  });
});

describe('the delivery log', () => {
  it('keeps finished deliveries for 90 days, and waiting ones until they are sent', async () => {
    const endpoint = await addEndpoint(['submission.sent']);
    receiver.answers = [500];
    await sendIdea(alice);
    await sendIdea(alice);
    await deliver();
    const old = sql`now() - interval '91 days'`;
    await t.db
      .update(webhookDeliveries)
      .set({ createdAt: old, lastAttemptAt: old, deliveredAt: old });
    await cleanUp(t.db, t.portal.storage);
    const kept = await deliveriesOf(endpoint.webhook.id);
    expect(kept.map((delivery) => delivery.state)).toEqual(['pending']);
  });
});
