import { spawn } from 'node:child_process';
import path from 'node:path';
import { test } from '@playwright/test';
import { E2E_DIR, E2E_PORT, E2E_SMTP_URL, PORTS_PER_WORKER } from './environment';

const root = path.resolve(import.meta.dirname, '../..');

/**
 * Starts the production build of the portal as its own process with these settings, and
 * resolves once it listens; the returned function stops it.
 */
export async function startPortalProcess(
  env: Record<string, string>,
): Promise<() => Promise<void>> {
  const server = spawn(process.execPath, ['--enable-source-maps', 'dist/server/index.js'], {
    cwd: root,
    env: { PATH: process.env.PATH, NODE_ENV: 'production', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  server.stdout!.on('data', (d) => (output += d));
  server.stderr!.on('data', (d) => (output += d));
  await new Promise<void>((resolve, reject) => {
    server.stdout!.on('data', () => output.includes('"portal listening"') && resolve());
    server.on('exit', (code) =>
      reject(new Error(`portal exited (${code}) before listening:\n${output}`)),
    );
  });
  return async () => {
    const exited = new Promise((resolve) => server.on('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  };
}

/**
 * A portal of a spec's own, with these settings besides the defaults, on this worker's E2E_PORT
 * + `offset` (1 to PORTS_PER_WORKER - 2: within the worker's own ports, short of its SMTP
 * listener's): started before the spec's first test and stopped after its last. Its mail reaches
 * the same inbox as the worker's portal's. Returns its address.
 */
export function portalOfItsOwn(
  name: string,
  offset: number,
  env: Record<string, string> = {},
): string {
  if (!Number.isInteger(offset) || offset < 1 || offset > PORTS_PER_WORKER - 2)
    throw new Error(`portalOfItsOwn: offset ${offset} is outside 1..${PORTS_PER_WORKER - 2}`);
  const port = E2E_PORT + offset;
  const baseURL = `http://localhost:${port}`;
  let stop: (() => Promise<void>) | undefined;
  test.beforeAll(async () => {
    stop = await startPortalProcess({
      PORT: String(port),
      APP_URL: baseURL,
      DATA_DIR: path.join(E2E_DIR, name),
      AUTH_SECRET: `${name}-journey-secret-of-at-least-32-characters`,
      SMTP_URL: E2E_SMTP_URL,
      ...env,
    });
  });
  test.afterAll(async () => stop?.());
  return baseURL;
}
