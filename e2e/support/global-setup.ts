import { existsSync } from 'node:fs';
import { copyFile, mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { startLocalTsa } from '#server/test/local-tsa';
import { startSmtpSink } from '#server/test/smtp-sink';
import {
  E2E_ADMIN,
  E2E_BASE_URL,
  E2E_DIR,
  E2E_PORT,
  E2E_STAFF_EMAIL,
  INBOX_DIR,
  TSA_CA_FILE,
} from './environment';
import { startPortalProcess } from './portal-process';

const root = path.resolve(import.meta.dirname, '../..');

/**
 * Starts a real SMTP listener, a real RFC 3161 timestamp authority and the production build of
 * the portal on a fresh data directory; the listener files every message it accepts under
 * INBOX_DIR for the tests, and the authority's root is copied to TSA_CA_FILE for them.
 */
export default async function globalSetup() {
  for (const built of ['dist/web/index.html', 'dist/server/index.js']) {
    if (!existsSync(path.join(root, built)))
      throw new Error(`${built} is missing: run \`npm run build\` before the end-to-end tests.`);
  }
  await rm(E2E_DIR, { recursive: true, force: true });
  await mkdir(INBOX_DIR, { recursive: true });
  let count = 0;
  const sink = await startSmtpSink((mail) => {
    const to = [mail.to].flat().flatMap((t) => t?.value.map((v) => v.address) ?? []);
    const file = path.join(INBOX_DIR, `${String(++count).padStart(4, '0')}.json`);
    const body = JSON.stringify({ to, subject: mail.subject, text: mail.text, html: mail.html });
    // Written aside, then renamed: a reader sees the whole message or none of it.
    void writeFile(`${file}.part`, body).then(() => rename(`${file}.part`, file));
  });

  // Journeys that start a portal of their own (other settings) send their mail here too.
  process.env.E2E_SMTP_URL = sink.url;

  const tsa = await startLocalTsa();
  await copyFile(tsa.caFile, TSA_CA_FILE);

  const stopPortal = await startPortalProcess({
    TSA_URL: tsa.url,
    TSA_CA_FILE: tsa.caFile,
    PORT: String(E2E_PORT),
    APP_URL: E2E_BASE_URL,
    DATA_DIR: path.join(E2E_DIR, 'data'),
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
  });

  return async () => {
    await stopPortal();
    await sink.close();
    await tsa.close();
  };
}
