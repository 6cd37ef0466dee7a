import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstScreenSlot } from '#common/first-screen';
import { startTestPortal, TEST_APP_URL, type TestPortal } from '../test/portal';

// A build's layout (dist/web, dist/render) with the real renderer: its module re-exports
// web/site/dashboard-screen.tsx, which the test runner compiles as the build would.
let dist: string;
let t: TestPortal;
const loadingPage = '<!doctype html><div id="root"><p>Loading your dashboard...</p></div>';

beforeAll(async () => {
  dist = await mkdtemp(path.join(tmpdir(), 'dist-'));
  await mkdir(path.join(dist, 'web/pages'), { recursive: true });
  await mkdir(path.join(dist, 'render'));
  await writeFile(path.join(dist, 'web/index.html'), '<!doctype html><div id="root"></div>');
  await writeFile(path.join(dist, 'web/pages/user-dashboard.html'), loadingPage);
  await writeFile(
    path.join(dist, 'render/user-dashboard.html'),
    `<!doctype html><title>Dashboard</title><div id="root">${firstScreenSlot}</div>`,
  );
  const renderer = path.resolve(import.meta.dirname, '../../web/site/dashboard-screen.tsx');
  await writeFile(
    path.join(dist, 'render/dashboard-screen.js'),
    `export { renderDashboardScreen } from ${JSON.stringify(renderer)};\n`,
  );
  t = await startTestPortal({}, { webDir: path.join(dist, 'web') });
});
afterAll(async () => {
  await t.close();
  await rm(dist, { recursive: true, force: true });
});

const accountIn = (html: string) =>
  JSON.parse(
    /<script type="application\/json" id="session-in-page">(.*?)<\/script>/.exec(html)![1]!,
  );

describe("the dashboard's Home tab for a signed-in user", () => {
  it('arrives drawn for them, with the account the app then starts from, kept by no cache', async () => {
    const client = await t.createSignedAccount(
      'iris@example.com',
      'Passw0rd-Iris',
      'Dr. Iris Vane',
    );
    for (const pathname of ['/user-dashboard', '/user-dashboard/submit-idea']) {
      const response = await client.request(pathname);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-store');
      const html = await response.text();
      expect(html).toContain('<title>Dashboard</title>');
      expect(html).toContain('Dr. Iris Vane');
      expect(html).toContain('Checking Status...');
      expect(html).not.toContain('Loading your dashboard...');
      expect(accountIn(html)).toEqual(await (await client.request('/api/me')).json());
    }
  });

  it('is drawn for whoever asks, each with their own account', async () => {
    const client = await t.createAccount('jon@example.com', 'Passw0rd-Jon1');
    const html = await (await client.request('/user-dashboard')).text();
    expect(accountIn(html).user.email).toBe('jon@example.com');
    expect(html).not.toContain('iris@example.com');
    expect(html).not.toContain('Dr. Iris Vane');
  });

  it('is the page written at build time for a visitor, a forged or ended session', async () => {
    const visitor = await t.app.request(`${TEST_APP_URL}/user-dashboard`);
    expect(visitor.headers.get('cache-control')).toBe('no-cache');
    expect(await visitor.text()).toBe(loadingPage);

    const forged = await t.app.request(`${TEST_APP_URL}/user-dashboard`, {
      headers: { cookie: 'better-auth.session_token=forged.value%; other=%%' },
    });
    expect(forged.status).toBe(200);
    expect(await forged.text()).toBe(loadingPage);

    const client = await t.createAccount('kai@example.com', 'Passw0rd-Kai1');
    const jar = new Map(client.cookies);
    expect((await client.request('/api/auth/sign-out', { json: {} })).status).toBe(200);
    const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    const ended = await t.app.request(`${TEST_APP_URL}/user-dashboard`, { headers: { cookie } });
    expect(await ended.text()).toBe(loadingPage);
  });

  it('leaves the other tabs to the app', async () => {
    const client = await t.createAccount('lee@example.com', 'Passw0rd-Lee1');
    const settings = await client.request('/user-dashboard/settings');
    expect(await settings.text()).toBe('<!doctype html><div id="root"></div>');
  });
});
