import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
// @ts-expect-error s3rver ships no types; it is a local S3 protocol peer for tests only.
import S3rver from 's3rver';
import { afterEach, describe, expect, it } from 'vitest';
import { builtServer, freePort } from '#server/test/built-server';
import { createTestDatabase } from '#server/test/database';
import { startLocalTsa, type LocalTsa } from '#server/test/local-tsa';
import { SPAN_KIND, startOtlpListener, type OtlpListener } from '#server/test/otlp-listener';
import { SIGNATURE_DATA_URL } from '#server/test/signature';
import { linkIn, startSmtpSink, type SmtpSink } from '#server/test/smtp-sink';

const server = builtServer('tracing');
const cleanups: (() => Promise<unknown>)[] = [];

afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** Waits for `condition`, checking every 100 ms, for at most `seconds`; says whether it held. */
async function until(condition: () => boolean, seconds = 60): Promise<boolean> {
  const deadline = Date.now() + seconds * 1000;
  while (!condition()) {
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return true;
}

async function startPortal(env: Record<string, string>) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'portal-tracing-'));
  cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
  const port = await freePort();
  const run = server.start({ DATA_DIR: dataDir, PORT: String(port), ...env });
  return { ...run, base: `http://127.0.0.1:${port}`, port };
}

type Portal = Awaited<ReturnType<typeof startPortal>>;

/** A browser on the portal's origin (its default APP_URL), keeping the cookies it is given. */
function browser(portal: Portal) {
  const cookies = new Map<string, string>();
  return async (pathname: string, json?: unknown) => {
    const headers: Record<string, string> = { origin: `http://localhost:${portal.port}` };
    if (cookies.size) headers.cookie = [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    if (json !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${portal.base}${pathname}`, {
      method: json === undefined ? 'GET' : 'POST',
      headers,
      body: json === undefined ? undefined : JSON.stringify(json),
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [name, ...value] = cookie.split(';')[0]!.split('=');
      cookies.set(name!.trim(), value.join('='));
    }
    return response;
  };
}

/** Signs up, confirms through the mail, signs in, and signs the agreement (a timestamp follows). */
async function becomeSignedInventor(
  portal: Portal,
  sink: SmtpSink,
  email: string,
  password: string,
) {
  const request = browser(portal);
  const signUp = await request('/api/auth/sign-up/email', {
    email,
    password,
    name: '',
    callbackURL: '/auth/callback?redirect=/login',
    acceptTerms: true,
  });
  expect(signUp.status).toBe(200);
  expect(await until(() => sink.to(email).length > 0), 'the confirmation mail arrives').toBe(true);
  const token = new URL(linkIn(sink.to(email)[0]!, '/auth/callback')).searchParams.get('token');
  expect((await request(`/api/auth/verify-email?token=${token}`)).ok).toBe(true);
  expect((await request('/api/auth/sign-in/email', { email, password })).status).toBe(200);
  const started = await request('/api/agreements/signing', {
    fullName: 'Dr. Trace Signer',
    jobTitle: 'Neurosurgeon',
  });
  expect(started.status).toBe(201);
  const { documentId } = (await started.json()) as { documentId: string };
  const signed = await request(`/api/signing/builtin/${documentId}/sign`, {
    consent: true,
    typedName: 'Dr. Trace Signer',
    signature: SIGNATURE_DATA_URL,
    password,
  });
  expect(signed.ok, await signed.clone().text()).toBe(true);
  return { token: token! };
}

async function otlpListener(): Promise<OtlpListener> {
  const listener = await startOtlpListener();
  cleanups.push(() => listener.close());
  return listener;
}

async function smtpSink(): Promise<SmtpSink> {
  const sink = await startSmtpSink();
  cleanups.push(() => sink.close());
  return sink;
}

async function localTsa(): Promise<LocalTsa> {
  const tsa = await startLocalTsa();
  cleanups.push(() => tsa.close());
  return tsa;
}

/** A local S3 peer with the portal's bucket: the signed agreement is stored there. */
async function s3Env(): Promise<Record<string, string>> {
  const dir = await mkdtemp(path.join(tmpdir(), 'tracing-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: dir,
    configureBuckets: [{ name: 'portal-files' }],
  }) as { run(): Promise<{ port: number }>; close(): Promise<void> };
  const { port } = await server.run();
  cleanups.push(async () => {
    await server.close();
    await rm(dir, { recursive: true, force: true });
  });
  return {
    S3_BUCKET: 'portal-files',
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: 'true',
  };
}

/** On the PostgreSQL run, a database of this test's own; on the embedded one, DATA_DIR's. */
async function databaseEnv(): Promise<Record<string, string>> {
  if (!process.env.TEST_DATABASE_URL) return {};
  const database = await createTestDatabase();
  cleanups.push(() => database.drop());
  return { DATABASE_URL: (database.options as { url: string }).url };
}

const portOf = (url: string) => Number(new URL(url).port);

// Each test starts the real process (seconds on a busy machine; the SDK adds about one).
describe('OpenTelemetry traces', { timeout: 240_000 }, () => {
  it('sends spans of requests, mail, outgoing calls and queries to the OTLP endpoint, and no addresses', async () => {
    const [listener, sink, tsa] = await Promise.all([otlpListener(), smtpSink(), localTsa()]);
    const s3 = await s3Env();
    const portal = await startPortal({
      ...(await databaseEnv()),
      ...s3,
      SMTP_URL: sink.url,
      TSA_URL: tsa.url,
      TSA_CA_FILE: tsa.caFile,
      OTEL_EXPORTER_OTLP_ENDPOINT: listener.endpoint,
      // Sooner than the default 5 s; the last spans are sent when the process stops.
      OTEL_BSP_SCHEDULE_DELAY: '500',
    });
    await portal.listening;

    expect((await fetch(`${portal.base}/api/health`)).status).toBe(200);
    await fetch(`${portal.base}/api/health/live`);
    const email = `trace.${randomBytes(4).toString('hex')}@example.com`;
    const password = `Trace-${randomBytes(8).toString('hex')}`;
    const { token } = await becomeSignedInventor(portal, sink, email, password);
    // The signed agreement is timestamped by the worker, through fetch.
    expect(await until(() => tsa.requests > 0), 'the authority is asked').toBe(true);
    // A line a service writes, deep in the request (no STAFF_NOTIFY_EMAIL is set here).
    const contact = await fetch(`${portal.base}/api/contact`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Origin: `http://localhost:${portal.port}`,
        'X-Request-Id': 'traced-contact-0001',
      },
      body: JSON.stringify({
        name: 'Dr. Trace',
        email: 'trace-contact@example.com',
        subject: 'A question',
        message: 'Is the portal open to partners?',
      }),
    });
    expect(contact.status).toBeLessThan(300);

    portal.child.kill('SIGTERM');
    expect(await portal.exited).toBe(0);
    const { spans } = listener;
    const serverSpan = (urlPath: string) =>
      spans.find((s) => s.kind === SPAN_KIND.server && s.attributes['url.path'] === urlPath);
    const smtpSpans = () => spans.filter((s) => s.name === 'smtp send');
    const fetchSpans = () =>
      spans.filter((s) => s.scope === '@opentelemetry/instrumentation-undici');
    const s3Spans = () =>
      spans.filter(
        (s) =>
          s.kind === SPAN_KIND.client && s.attributes['server.port'] === portOf(s3.S3_ENDPOINT!),
      );
    // Sent before the process exits; the wait only covers the listener's reading.
    expect(
      await until(
        () =>
          Boolean(serverSpan('/api/auth/sign-up/email')) &&
          smtpSpans().length > 0 &&
          fetchSpans().length > 0 &&
          s3Spans().some((s) => s.name === 'PUT'),
        30,
      ),
      `spans received: ${spans.map((s) => s.name).join(', ')}`,
    ).toBe(true);
    expect(listener.problems).toEqual([]);
    expect(listener.requests.every((r) => r.path === '/v1/traces')).toBe(true);

    // Incoming requests are server spans, named by their route, with the path and the answer.
    const signUp = serverSpan('/api/auth/sign-up/email')!;
    expect(signUp).toMatchObject({
      name: 'POST /api/auth/sign-up/email',
      scope: '@opentelemetry/instrumentation-http',
      attributes: {
        'http.request.method': 'POST',
        'http.route': '/api/auth/sign-up/email',
        'http.response.status_code': 200,
      },
      resource: { 'service.name': 'invention-portal' },
    });
    // A query string is left out: here it held the confirmation token.
    const verify = serverSpan('/api/auth/verify-email');
    expect(verify).toBeDefined();
    expect(verify!.attributes).not.toHaveProperty('url.query');
    // With tracing on, a service's log line names the request it was written for.
    const lines = `${portal.output().stdout}${portal.output().stderr}`
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines).toContainEqual(
      expect.objectContaining({
        message: 'contact message stored, but STAFF_NOTIFY_EMAIL is not set: nobody was told',
        requestId: 'traced-contact-0001',
      }),
    );
    // Probes are not traced.
    expect(spans.filter((s) => String(s.attributes['url.path']).startsWith('/api/health'))).toEqual(
      [],
    );

    // SMTP: the manual span, a client of the sink.
    expect(smtpSpans()[0]).toMatchObject({
      kind: SPAN_KIND.client,
      statusCode: 0,
      attributes: { 'server.address': '127.0.0.1', 'server.port': sink.port },
    });

    // fetch (undici): the timestamp authority, named by its origin only.
    const tsaCall = fetchSpans().find((s) => s.attributes['server.port'] === portOf(tsa.url));
    expect(tsaCall).toMatchObject({
      kind: SPAN_KIND.client,
      name: 'POST',
      attributes: { 'url.full': new URL(tsa.url).origin, 'http.response.status_code': 200 },
    });

    // node:http(s) out: the S3 client stored the signed agreement, named by the origin only.
    expect(s3Spans().find((s) => s.name === 'PUT')).toMatchObject({
      scope: '@opentelemetry/instrumentation-http',
      attributes: { 'url.full': s3.S3_ENDPOINT, 'http.response.status_code': 200 },
    });

    if (process.env.TEST_DATABASE_URL) {
      // PostgreSQL: the queries of a request, in the request's trace.
      const queries = spans.filter((s) => s.scope === '@opentelemetry/instrumentation-pg');
      expect(
        queries.some((s) => s.traceId === signUp.traceId && s.name.startsWith('pg.query')),
      ).toBe(true);
      expect(queries.every((s) => s.parentSpanId)).toBe(true);
      expect(queries.some((s) => 'db.postgresql.values' in s.attributes)).toBe(false);
    }

    // Nothing a person typed or was sent: no address, password, token or file key, in any span
    // (the listener keeps every attribute and the resource's).
    const carrying = (secret: RegExp | string) =>
      spans
        .filter((s) => {
          const text = JSON.stringify(s);
          return typeof secret === 'string' ? text.includes(secret) : secret.test(text);
        })
        .map((s) => `${s.scope} ${s.name}: ${JSON.stringify(s.attributes)}`);
    expect(carrying(/[\w.+-]+@[\w-]+\.[\w.]+/)).toEqual([]);
    expect(carrying(password)).toEqual([]);
    expect(carrying(token)).toEqual([]);
    expect(carrying(/agreements\/[\da-f-]{36}-/)).toEqual([]); // the signed PDF's S3 key
  });

  it('loads nothing of OpenTelemetry and sends nothing without an endpoint', async () => {
    const [listener, sink] = await Promise.all([otlpListener(), smtpSink()]);
    const portal = await startPortal({
      SMTP_URL: sink.url,
      // Everything but the endpoint: still nothing is sent.
      OTEL_SERVICE_NAME: 'should-not-be-used',
      OTEL_BSP_SCHEDULE_DELAY: '100',
    });
    await portal.listening;
    expect((await fetch(`${portal.base}/api/health`)).status).toBe(200);
    const email = `quiet.${randomBytes(4).toString('hex')}@example.com`;
    const signUp = await browser(portal)('/api/auth/sign-up/email', {
      email,
      password: `Quiet-${randomBytes(8).toString('hex')}`,
      name: '',
      callbackURL: '/auth/callback?redirect=/login',
      acceptTerms: true,
    });
    expect(signUp.status).toBe(200);
    expect(await until(() => sink.to(email).length > 0), 'the mail is sent').toBe(true);
    portal.child.kill('SIGTERM');
    expect(await portal.exited).toBe(0);
    expect(listener.requests).toEqual([]);

    // The SDK is a chunk of its own, which only index.js imports, and only dynamically.
    const files = (await readdir(server.dir())).filter((file) => file.endsWith('.js'));
    const sdkImporters: string[] = [];
    for (const file of files) {
      const code = await readFile(path.join(server.dir(), file), 'utf8');
      if (/from\s*"@opentelemetry\/(?!api")/.test(code)) sdkImporters.push(file);
    }
    expect(sdkImporters).toHaveLength(1);
    expect(sdkImporters[0]).toMatch(/^tracing-/);
    const entry = await readFile(path.join(server.dir(), 'index.js'), 'utf8');
    expect(entry).toContain(`await import("./${sdkImporters[0]}")`);
    expect(entry).not.toMatch(new RegExp(`from\\s*"\\./${sdkImporters[0]}"`));
  });

  it('refuses an OTLP protocol it does not speak, naming the variable', async () => {
    const portal = await startPortal({
      OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:4318',
      OTEL_EXPORTER_OTLP_PROTOCOL: 'grpc',
    });
    expect(await portal.exited).toBe(1);
    expect(portal.output().stderr).toContain("OTEL_EXPORTER_OTLP_PROTOCOL: must be 'http/json'");
  });
});
