import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { builtServer, freePort } from './test/built-server';

const dirs: string[] = [];
const server = builtServer('index');
const start = (env: Record<string, string>) => server.start(env);

afterEach(async () => {
  for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true });
});

async function portalEnv() {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'portal-proc-'));
  dirs.push(dataDir);
  return { DATA_DIR: dataDir, PORT: String(await freePort()) };
}

// Each test starts real processes (a PGlite start is several seconds, more on a busy machine).
describe('the portal process', { timeout: 120_000 }, () => {
  it('refuses a malformed setting with a message naming the variable', async () => {
    const run = start({ ...(await portalEnv()), PORT: 'eighty', SMTP_URL: 'mail.example.com' });
    expect(await run.exited).toBe(1);
    const { stderr } = run.output();
    expect(stderr).toContain('PORT: must be a port number from 0 to 65535');
    expect(stderr).toContain('SMTP_URL: must be a URL starting with smtp:// or smtps://');
    expect(stderr).not.toMatch(/\n\s+at /);
  });

  it('starts on an empty data directory and stops cleanly on SIGTERM', async () => {
    const env = await portalEnv();
    const run = start(env);
    await run.listening;
    const health = await fetch(`http://127.0.0.1:${env.PORT}/api/health`);
    expect(health.status).toBe(200);
    // Set on the server's own answer, not by the in-process path the API tests go through.
    expect(health.headers.get('content-security-policy')).toContain("script-src 'self';");
    expect(health.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(health.headers.get('x-content-type-options')).toBe('nosniff');
    expect(health.headers.get('strict-transport-security')).toBeNull();
    expect(existsSync(path.join(env.DATA_DIR, 'pglite.pid'))).toBe(true);

    run.child.kill('SIGTERM');
    expect(await run.exited).toBe(0);
    expect(run.output().stdout).toContain('"stopped"');
    expect(existsSync(path.join(env.DATA_DIR, 'pglite.pid'))).toBe(false);
  });

  it('stops cleanly on SIGINT (Ctrl+C) too', async () => {
    const env = await portalEnv();
    const run = start(env);
    await run.listening;
    run.child.kill('SIGINT');
    expect(await run.exited).toBe(0);
    expect(run.output().stdout).toContain('"stopped"');
    expect(existsSync(path.join(env.DATA_DIR, 'pglite.pid'))).toBe(false);
  });

  it('recovers its data directory after being killed', async () => {
    const env = await portalEnv();
    const first = start(env);
    await first.listening;
    const password = first.output().stdout.match(/password: (\S+)/)![1]!;
    first.child.kill('SIGKILL');
    await first.exited;

    const second = start(env);
    await second.listening;
    // The admin made before the crash is still there: no new one, and its password works.
    expect(second.output().stdout).not.toContain('password:');
    const signIn = await fetch(`http://127.0.0.1:${env.PORT}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: `http://localhost:${env.PORT}` },
      body: JSON.stringify({ email: 'admin@example.com', password }),
    });
    expect(signIn.status).toBe(200);
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
  });

  it('ends open event streams when it stops, rather than waiting for them', async () => {
    const env = await portalEnv();
    const run = start(env);
    await run.listening;
    const password = run.output().stdout.match(/password: (\S+)/)![1]!;
    const base = `http://127.0.0.1:${env.PORT}`;
    const signIn = await fetch(`${base}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: `http://localhost:${env.PORT}` },
      body: JSON.stringify({ email: 'admin@example.com', password }),
    });
    const cookie = signIn.headers
      .getSetCookie()
      .map((set) => set.split(';')[0])
      .join('; ');
    const events = await fetch(`${base}/api/events`, { headers: { cookie } });
    expect(events.status).toBe(200);
    const reader = events.body!.pipeThrough(new TextDecoderStream()).getReader();
    expect((await reader.read()).value).toContain('event: ready');

    run.child.kill('SIGTERM');
    // The stream is ended by the server (the browser would reconnect to another instance).
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read());
    expect(await run.exited).toBe(0);
    expect(run.output().stdout).not.toContain('did not finish in time');
  });

  it('will not open an embedded database another live process holds', async () => {
    const env = await portalEnv();
    const first = start(env);
    await first.listening;
    const second = start({ ...env, PORT: String(await freePort()) });
    expect(await second.exited).toBe(1);
    expect(second.output().stderr).toContain('is in use by process');
    expect((await fetch(`http://127.0.0.1:${env.PORT}/api/health`)).status).toBe(200);
  });
});
