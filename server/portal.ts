import path from 'node:path';
import { createApp } from './app';
import { createAuth } from './auth/auth';
import { ensureFirstAdmin } from './auth/first-admin';
import { resolveAuthSecret } from './auth/secret';
import { createWebhookWorker } from './jobs/webhook-worker';
import { openDatabase, type Database } from './db/client';
import type { Env } from './env';
import { migrateDatabase } from './migrate';
import { syncEnvironmentProviders } from './services/sso/environment';
import type { RunningJob } from './jobs/hourly';
import { startJobs } from './jobs/registry';
import { createOutboxWorker } from './jobs/outbox-worker';
import { createTimestampWorker } from './jobs/timestamp-worker';
import { createArchiveWorker } from './jobs/archive-worker';
import { timestampAuthorityFrom } from './services/proof/tsa-config';
import { errorMessage, logger } from './lib/logger';
import { createDocumentSeal } from './lib/pdf-seal/document-seal';
import { loadSealer } from './lib/pdf-seal/sealer';
import { createMailer, type Mailer } from './providers/mail/index';
import { createBoldSignProvider } from './providers/signing/boldsign/boldsign-provider';
import { createBuiltinProvider } from './providers/signing/builtin/builtin-provider';
import { createStorage, type Storage } from './providers/storage/index';
import { createUploadStore } from './providers/storage/upload-store';
import { createResumableUploads } from './services/attachments/resumable-uploads';
import { createConversationEvents, streamCeilingFor } from './services/conversation/events';
import { openFileLimit } from './lib/open-file-limit';
import { createPortalMetrics } from './metrics/portal-metrics';
import { serveMetrics } from './metrics/metrics-endpoint';
import type { Server } from 'node:http';
import { company } from '#common/company';

export interface PortalOptions {
  env: Env;
  /** An already open database (tests); otherwise opened from the configuration. */
  database?: Database;
  mailer?: Mailer;
  storage?: Storage;
  webDir?: string;
  /** Where a generated first-admin password is shown. */
  print?: (text: string) => void;
}

/** Opens the database, retrying while it cannot be reached, so an instance can start before its database. */
export async function openWithRetry(env: Env): Promise<Database> {
  for (let attempt = 1; ; attempt++) {
    try {
      const database = await openDatabase(
        env.DATABASE_URL
          ? {
              url: env.DATABASE_URL,
              poolSize: env.DATABASE_POOL_SIZE,
              statementTimeoutMs: env.DATABASE_STATEMENT_TIMEOUT_SECONDS * 1000,
            }
          : { dataDir: path.resolve(env.DATA_DIR, 'pglite') },
      );
      await migrateDatabase(database).catch(async (error) => {
        await database.close();
        throw error;
      });
      return database;
    } catch (error) {
      if (!env.DATABASE_URL || attempt >= 30) throw error;
      logger.warn('database not ready, retrying', { attempt, error: errorMessage(error) });
      await new Promise((resolve) => setTimeout(resolve, Math.min(500 * attempt, 5_000)));
    }
  }
}

/** Everything one instance runs: the HTTP app, its database and its background jobs (jobs/registry.ts). */
export async function createPortal(options: PortalOptions) {
  const { env } = options;
  // Before the database: a seal key that cannot be used stops the instance with nothing opened.
  const sealer = env.SIGNING_PROVIDER === 'builtin' ? await loadSealer(env) : null;
  const database = options.database ?? (await openWithRetry(env));
  const secret = await resolveAuthSecret(env.AUTH_SECRET, env.DATA_DIR);
  const auth = createAuth({ env, database, secret });
  await syncEnvironmentProviders(database.db, env.APP_URL, env.SSO_PROVIDERS);
  await ensureFirstAdmin(database.db, {
    email: env.ADMIN_EMAIL,
    password: env.ADMIN_PASSWORD,
    print: options.print,
  });

  const mailer = options.mailer ?? createMailer(env);
  const storage = options.storage ?? (await createStorage(env));
  const worker = createOutboxWorker({
    db: database.db,
    mailer,
    storage,
    from: env.MAIL_FROM ?? `"${company.name}" <${company.noReplyEmail}>`,
    messageIdHost: new URL(env.APP_URL).hostname,
    outage: database.outage,
  });
  const { authority, settings: timestampSettings } = await timestampAuthorityFrom(env);
  const timestamps =
    authority &&
    createTimestampWorker({
      db: database.db,
      authority,
      trustedRoots: timestampSettings.rootsPem,
      outage: database.outage,
    });
  const archive =
    authority &&
    createArchiveWorker({ db: database.db, storage, authority, outage: database.outage });
  const builtin = sealer
    ? createBuiltinProvider({ db: database.db, storage, appUrl: env.APP_URL, sealer })
    : null;
  const provider =
    builtin ??
    createBoldSignProvider({
      apiKey: env.BOLDSIGN_API_KEY!,
      templateId: env.BOLDSIGN_TEMPLATE_ID!,
      baseUrl: env.BOLDSIGN_BASE_URL,
    });
  const signing = {
    deps: {
      db: database.db,
      storage,
      provider,
      appUrl: env.APP_URL,
      staffEmail: env.STAFF_NOTIFY_EMAIL,
    },
    builtin,
    boldSignWebhookSecret:
      env.SIGNING_PROVIDER === 'boldsign' ? env.BOLDSIGN_WEBHOOK_SECRET! : null,
  };
  const submissions = {
    db: database.db,
    storage,
    staffEmail: env.STAFF_NOTIFY_EMAIL,
    appUrl: env.APP_URL,
    timestamps: timestampSettings,
    sealDocument: sealer && createDocumentSeal(sealer, authority),
  };
  const uploads = createResumableUploads(submissions, await createUploadStore(env), {
    appUrl: env.APP_URL,
  });
  const conversationEvents = createConversationEvents(database, {
    maxStreams: env.EVENT_STREAMS_MAX ?? streamCeilingFor(openFileLimit()),
  });
  const webhooks = {
    db: database.db,
    authSecret: secret,
    policy: {
      requireHttps: env.NODE_ENV === 'production',
      allowPrivate: env.WEBHOOK_ALLOW_PRIVATE,
    },
  };
  const webhookWorker = createWebhookWorker({
    ...webhooks,
    appUrl: env.APP_URL,
    outage: database.outage,
  });
  const metrics = createPortalMetrics({ database, openStreams: conversationEvents.open });
  let metricsServer: Server | undefined;
  let draining = false;
  const app = createApp({
    env,
    database,
    auth,
    submissions,
    uploads,
    conversationEvents,
    signing,
    draining: () => draining,
    webhooks,
    metrics,
    webDir: options.webDir,
  });
  let jobs: RunningJob | undefined;

  return {
    app,
    auth,
    database,
    storage,
    uploads,
    signing,
    worker,
    /** Webhook endpoints' checks and secrets, and the worker that sends their deliveries. */
    webhooks,
    webhookWorker,
    /** Asks for queued trusted timestamps; null when no authority is configured (TSA_URL). */
    timestamps,
    /** Makes signed agreements long-term validatable; null when no authority is configured. */
    archive,
    /**
     * Starts the background work of an instance: every job of the registry (jobs/registry.ts),
     * once however often it is called. Settles when each one's first run is over.
     */
    startJobs(): Promise<void> {
      jobs ??= startJobs({
        db: database.db,
        storage,
        appUrl: env.APP_URL,
        outbox: worker,
        webhooks: webhookWorker,
        timestamps,
        archive,
        removeExpiredUploads: uploads.removeExpired,
      });
      return jobs.started;
    },
    metrics,
    /** Serves /metrics on METRICS_PORT, when it is set; closed with the portal. */
    async listenMetrics(): Promise<Server | undefined> {
      if (env.METRICS_PORT === undefined) return undefined;
      metricsServer ??= await serveMetrics(metrics, {
        port: env.METRICS_PORT,
        host: env.METRICS_HOST,
      });
      return metricsServer;
    },
    /**
     * The instance is shutting down: health answers 503 from now on, so a balancer sends no
     * more, and the open event streams end (browsers reconnect elsewhere), so a server closing
     * does not wait on them.
     */
    async drain() {
      draining = true;
      await conversationEvents.close();
    },
    /** Stops the jobs and closes the database; the HTTP server is closed by its owner first. */
    async close() {
      metricsServer?.close();
      await jobs?.stop();
      await conversationEvents.close();
      mailer.close();
      await database.close();
    },
  };
}

export type Portal = Awaited<ReturnType<typeof createPortal>>;
