import { fileURLToPath } from 'node:url';
import { Hono } from 'hono';
import type { Auth } from './auth/auth';
import type { Database } from './db/client';
import type { Env } from './env';
import { limitBodies } from './http/body-limit';
import { clientIpMiddleware } from './http/client-ip';
import { compression } from './http/compression';
import { concurrencyLimit } from './http/concurrency-limit';
import { apiNotFound, errorHandler } from './http/errors';
import { originCheck } from './http/origin-check';
import { verifyRoutes } from './routes/verify';
import type { AppEnv } from './http/request-context';
import { securityHeaders } from './http/security-headers';
import { readinessCheck } from './http/readiness';
import { requestId } from './http/request-id';
import { httpMetrics } from './metrics/http-metrics';
import { spanRoute } from './telemetry/http-route';
import { metricsRoute } from './metrics/metrics-endpoint';
import type { PortalMetrics } from './metrics/portal-metrics';
import { webApp } from './http/web-app';
import { accountRoutes } from './routes/account';
import { dataRightsRoutes } from './routes/data-rights';
import { adminRoutes } from './routes/admin';
import { factRequirementRoutes } from './routes/fact-requirements';
import { coInventionRoutes } from './routes/co-inventors';
import { pipelineRoutes } from './routes/pipeline';
import { inForceBarDateRuleRoutes } from './routes/bar-date-rules';
import { authRoutes } from './routes/auth';
import { calendarRoutes } from './routes/calendar';
import { contactRoutes } from './routes/contact';
import { eventRoutes } from './routes/events';
import { healthRoutes } from './routes/health';
import { meRoutes, readMe } from './routes/me';
import { apiV1Routes } from './routes/api-v1';
import type { WebhookDeps } from './services/webhooks/index';
import { openApiRoutes } from './routes/openapi';
import { profileRoutes } from './routes/profile';
import { passkeyRoutes } from './routes/passkeys';
import { sessionRoutes } from './routes/sessions';
import { agreementRoutes } from './routes/agreements';
import { uploadRoutes } from './routes/uploads';
import type { ResumableUploads } from './services/attachments/resumable-uploads';
import { attachmentRoutes, submissionRoutes } from './routes/submissions';
import type { ConversationEvents } from './services/conversation/events';
import type { SubmissionDeps } from './services/submissions/deps';
import { boldSignWebhookRoutes, builtinSigningRoutes } from './routes/signing';
import type { BuiltinProvider } from './providers/signing/builtin/builtin-provider';
import type { AgreementDeps } from './services/agreements/agreements';

export interface AppDeps {
  env: Pick<
    Env,
    | 'APP_URL'
    | 'TRUST_PROXY'
    | 'TRUST_PROXY_HOPS'
    | 'STAFF_NOTIFY_EMAIL'
    | 'MAX_CONCURRENT_REQUESTS'
    | 'REQUEST_QUEUE_SIZE'
    | 'REQUEST_DEADLINE_SECONDS'
  > &
    Partial<Pick<Env, 'TSA_URL' | 'METRICS_TOKEN'>>;
  database: Database;
  auth: Auth;
  submissions: SubmissionDeps;
  /** Resumable uploads (tus), kept in the store beside the files. */
  uploads: ResumableUploads;
  /** This instance's open event streams (routes/events.ts). */
  conversationEvents: ConversationEvents;
  signing: {
    deps: AgreementDeps;
    /** The built-in provider, when it is the one in use: it serves its own signing page. */
    builtin: BuiltinProvider | null;
    /** BoldSign's webhook secret, when BoldSign is the provider. */
    boldSignWebhookSecret: string | null;
  };
  /** Whether the instance is shutting down (shutdown.ts): health then answers 503. */
  draining?: () => boolean;
  /** Webhook endpoints' checks and secrets (services/webhooks). */
  webhooks: WebhookDeps;
  /** What /metrics reads (metrics/portal-metrics.ts); served here only with METRICS_TOKEN. */
  metrics?: PortalMetrics;
  /** The built web app; defaults to dist/web. */
  webDir?: string;
}

// Server-to-server: authenticated by its signature, not by the browser's origin.
const BOLDSIGN_WEBHOOK_PATH = '/api/signing/boldsign/webhook';
// Server-to-server: authenticated by an API key, never by a cookie.
const API_KEY_PATH = '/api/v1';
// Posted by an identity provider's page: authenticated by the assertion's signature, and only
// as an answer to a request the portal sent (ADR 46).
const SAML_RESPONSE_PATH = '/api/auth/sso/saml2/sp/acs';
// Public and session-less: a file checked here changes nothing and rides no cookie, and a script
// (curl -F) sends no Origin.
const VERIFY_PATH = '/api/verify';
const defaultWebDir = fileURLToPath(new URL('../dist/web', import.meta.url));
// JSON bodies are small; uploads get their own, larger limit on their own route.
const JSON_BODY_LIMIT = 1024 * 1024;
// Event streams stay open for minutes and do almost nothing; probes and metrics must answer a
// balancer or a scraper even when the instance is full.
const TAKES_NO_PLACE = new Set([
  '/api/events',
  '/api/health',
  '/api/health/live',
  '/api/health/ready',
  '/metrics',
]);
// The parts of a resumable upload: on a slow line one lasts minutes while the instance only
// writes what arrives. They are bounded per person by their own route instead.
const UPLOAD_PARTS = /^\/api\/uploads\/[^/]+$/;

/** Builds the whole HTTP application; tests call it directly through app.request. */
export function createApp({
  env,
  database,
  auth,
  submissions,
  uploads,
  conversationEvents,
  signing,
  draining = () => false,
  webhooks,
  metrics,
  webDir = defaultWebDir,
}: AppDeps) {
  const app = new Hono();
  app.onError(errorHandler(database.outage));
  app.use(requestId());
  app.use(spanRoute());
  app.use(httpMetrics());
  app.use(
    securityHeaders({
      https: env.APP_URL.startsWith('https://'),
      frameSources: signing.deps.provider.name === 'boldsign' ? ['https://*.boldsign.com'] : [],
    }),
  );
  app.use(compression());
  app.use(clientIpMiddleware({ trustProxy: env.TRUST_PROXY, hops: env.TRUST_PROXY_HOPS }));
  app.use(
    concurrencyLimit({
      maxInFlight: env.MAX_CONCURRENT_REQUESTS,
      maxQueued: env.REQUEST_QUEUE_SIZE,
      deadlineMs: env.REQUEST_DEADLINE_SECONDS * 1000,
      exempt: (path) => TAKES_NO_PLACE.has(path.replace(/\/+$/, '')) || UPLOAD_PARTS.test(path),
    }),
  );

  const api = new Hono<AppEnv>();
  api.use(
    originCheck(
      [env.APP_URL],
      [BOLDSIGN_WEBHOOK_PATH, API_KEY_PATH, SAML_RESPONSE_PATH, VERIFY_PATH],
    ),
  );
  // Uploads are limited while they stream, by their own route; every other body is small.
  api.route('/attachments', attachmentRoutes(auth, submissions));
  api.route('/uploads', uploadRoutes(auth, database.db, uploads));
  api.route('/verify', verifyRoutes(database.db));
  api.use(limitBodies(JSON_BODY_LIMIT));
  api.route('/auth', authRoutes(auth, database.db, env.APP_URL));
  api.route('/account/sessions', sessionRoutes(auth, database.db));
  api.route('/account/passkeys', passkeyRoutes(auth, database.db, env.APP_URL));
  api.route('/account/profile', profileRoutes(auth, database.db));
  api.route('/account/data', dataRightsRoutes(auth, submissions));
  api.route('/account', accountRoutes(auth, database.db));
  api.route('/agreements', agreementRoutes(auth, signing.deps));
  api.route('/submissions', submissionRoutes(auth, submissions));
  api.route('/fact-requirements', factRequirementRoutes(auth, database.db));
  api.route('/co-inventions', coInventionRoutes(auth, submissions));
  api.route('/pipeline', pipelineRoutes(auth, submissions));
  api.route('/bar-date-rules', inForceBarDateRuleRoutes(auth, database.db));
  api.route(
    '/admin',
    adminRoutes(auth, submissions, { timestampsConfigured: Boolean(env.TSA_URL), webhooks }),
  );
  api.route('/v1', apiV1Routes(submissions));
  api.route('/events', eventRoutes(auth, database.db, conversationEvents));
  api.route('/calendar', calendarRoutes(database.db, env.APP_URL));
  if (signing.builtin)
    api.route('/signing/builtin', builtinSigningRoutes(auth, signing.deps, signing.builtin));
  if (signing.boldSignWebhookSecret) {
    api.route(
      '/signing/boldsign/webhook',
      boldSignWebhookRoutes(signing.deps, signing.boldSignWebhookSecret),
    );
  }
  api.route(
    '/contact',
    contactRoutes(auth, database.db, { to: env.STAFF_NOTIFY_EMAIL, appUrl: env.APP_URL }),
  );
  api.route(
    '/health',
    healthRoutes({
      database,
      draining,
      ready: readinessCheck({ database, storage: submissions.storage, draining }),
    }),
  );
  api.route('/me', meRoutes(auth, database.db));
  api.route('/openapi.json', openApiRoutes());
  api.all('*', apiNotFound);

  app.route('/api', api);
  app.route('/metrics', metricsRoute(metrics, env.METRICS_TOKEN));
  app.route(
    '/',
    webApp(webDir, (headers) => readMe(auth, database.db, headers)),
  );
  return app;
}

export type App = ReturnType<typeof createApp>;
