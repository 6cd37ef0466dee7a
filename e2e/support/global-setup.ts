import { existsSync } from 'node:fs';
import { copyFile, mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FullConfig } from '@playwright/test';
import { startLocalTsa, type LocalTsa } from '#server/test/local-tsa';
import { startSmtpSink } from '#server/test/smtp-sink';
import {
  E2E_ADMIN,
  E2E_RUN_DIR,
  E2E_STAFF_EMAIL,
  TSA_CA_FILE,
  workerEnvironment,
} from './environment';
import { startPortalProcess } from './portal-process';

const root = path.resolve(import.meta.dirname, '../..');

/**
 * Starts a real RFC 3161 timestamp authority, shared (it keeps nothing the tests look at), and
 * its root is copied to TSA_CA_FILE. Then for each worker (see workerEnvironment) a real SMTP
 * listener, which files every message it accepts under the worker's inbox directory, and the
 * production build of the portal on a fresh data directory of the worker's.
 */
export default async function globalSetup(config: FullConfig) {
  for (const built of ['dist/web/index.html', 'dist/server/index.js']) {
    if (!existsSync(path.join(root, built)))
      throw new Error(`${built} is missing: run \`npm run build\` before the end-to-end tests.`);
  }
  await rm(E2E_RUN_DIR, { recursive: true, force: true });
  await mkdir(E2E_RUN_DIR, { recursive: true });
  const tsa = await startLocalTsa();
  await copyFile(tsa.caFile, TSA_CA_FILE);

  // config.workers is the number the run uses (--workers included); a worker that replaces a
  // failed one takes the place, and so the portal, of the one it replaces.
  const started = await Promise.allSettled(
    Array.from({ length: config.workers }, (_, worker) => startWorkerPortal(worker, tsa)),
  );
  const stops = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
  const stopAll = async () => {
    await Promise.all(stops.map((stop) => stop()));
    await tsa.close();
  };
  const failed = started.find((s) => s.status === 'rejected');
  if (failed) {
    // The portals that did start would otherwise outlive the run.
    await stopAll();
    throw failed.reason;
  }
  return stopAll;
}

/** Starts the worker's SMTP listener and portal; resolves, once both listen, to their stop. */
async function startWorkerPortal(worker: number, tsa: LocalTsa): Promise<() => Promise<void>> {
  const { port, baseURL, smtpPort, dir, inboxDir } = workerEnvironment(worker);
  await mkdir(inboxDir, { recursive: true });
  let count = 0;
  const sink = await startSmtpSink(
    (mail) => {
      const to = [mail.to].flat().flatMap((t) => t?.value.map((v) => v.address) ?? []);
      const file = path.join(inboxDir, `${String(++count).padStart(4, '0')}.json`);
      const body = JSON.stringify({ to, subject: mail.subject, text: mail.text, html: mail.html });
      // Written aside, then renamed: a reader sees the whole message or none of it.
      void writeFile(`${file}.part`, body).then(() => rename(`${file}.part`, file));
    },
    // A port known to the worker, for the portals its specs start of their own (E2E_SMTP_URL).
    { port: smtpPort },
  );

  const stopPortal = await startPortalProcess({
    TSA_URL: tsa.url,
    TSA_CA_FILE: tsa.caFile,
    PORT: String(port),
    APP_URL: baseURL,
    DATA_DIR: path.join(dir, 'data'),
    AUTH_SECRET: 'e2e-secret-that-is-at-least-32-characters',
    SMTP_URL: sink.url,
    ADMIN_EMAIL: E2E_ADMIN.email,
    ADMIN_PASSWORD: E2E_ADMIN.password,
    STAFF_NOTIFY_EMAIL: E2E_STAFF_EMAIL,
    // Accounts made through the API as set-up come from addresses of their own (see
    // createUnconfirmedAccount), so the journeys' own sign-ups stay within one address's limit.
    TRUST_PROXY: 'true',
    // The journeys' webhook receiver listens on this machine's loopback address.
    WEBHOOK_ALLOW_PRIVATE: 'true',
  }).catch(async (error: unknown) => {
    await sink.close();
    throw error;
  });

  return async () => {
    await stopPortal();
    await sink.close();
  };
}
