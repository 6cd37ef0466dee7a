// Measures the first pages a visitor meets as their browser gets them: the landing page, the
// sign-in page and a signed-in user's dashboard. For each, the JavaScript and CSS it loads
// (gzip) and Lighthouse's performance and accessibility scores in headless Chromium (mobile
// profile, simulated throttling; the median of RUNS runs). Needs the production build.
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../e2e/support/chromium';
import { signedInCookie } from './signed-in-cookie';

const root = path.resolve(import.meta.dirname, '..');
// A port nothing else listens on, so a portal left running elsewhere is never measured instead.
const PORT = await new Promise<number>((resolve) => {
  const probe = createServer().listen(0, () => {
    const { port } = probe.address() as { port: number };
    probe.close(() => resolve(port));
  });
});
const RUNS = Number(process.env.RUNS ?? 3);
const baseUrl = `http://localhost:${PORT}`;
const flags = ['--headless=new', ...chromiumArgs];

const dataDir = await mkdtemp(path.join(tmpdir(), 'bench-landing-'));
const server = spawn(process.execPath, ['--enable-source-maps', 'dist/server/index.js'], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(PORT),
    APP_URL: baseUrl,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
  },
  stdio: 'ignore',
});

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;

/** The scripts and stylesheets the page loads, as the bytes a browser would receive gzipped. */
async function loadedBytes(url: string, cookie: string | null) {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    const context = await browser.newContext(cookie ? { extraHTTPHeaders: { cookie } } : undefined);
    const page = await context.newPage();
    const bodies: Promise<{ type: string; gzip: number }>[] = [];
    page.on('response', (response) => {
      const type = response.request().resourceType();
      if (type === 'script' || type === 'stylesheet')
        bodies.push(
          response.body().then((body) => ({ type, gzip: gzipSync(body, { level: 9 }).length })),
        );
    });
    // Not 'networkidle': the dashboard's connection check leaves its reply unread, so it never
    // counts as finished. The page's code has all arrived once its heading shows.
    await page.goto(url, { waitUntil: 'load' });
    await page.locator('h1').first().waitFor();
    await page.waitForTimeout(1_000);
    const loaded = await Promise.all(bodies);
    const of = (type: string) => loaded.filter((b) => b.type === type);
    const sum = (type: string) => of(type).reduce((total, b) => total + b.gzip, 0);
    return { js: sum('script'), jsFiles: of('script').length, css: sum('stylesheet') };
  } finally {
    await browser.close();
  }
}

/** Lighthouse's scores, the median run by performance. */
async function lighthouseScores(url: string, cookie: string | null) {
  const runs = [];
  for (let run = 0; run < RUNS; run++) {
    const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: flags });
    try {
      const result = await lighthouse(url, {
        port: chrome.port,
        onlyCategories: ['performance', 'accessibility'],
        logLevel: 'error',
        output: 'json',
        ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
      });
      const { categories, audits } = result!.lhr;
      const score = (key: string) => Math.round((categories[key]?.score ?? 0) * 100);
      const audit = (key: string) => audits[key]?.displayValue ?? 'n/a';
      runs.push({
        performance: score('performance'),
        accessibility: score('accessibility'),
        detail: `LCP ${audit('largest-contentful-paint')}, TBT ${audit('total-blocking-time')}, CLS ${audit('cumulative-layout-shift')}`,
      });
    } finally {
      chrome.kill();
    }
  }
  const middle = median(runs.map((r) => r.performance));
  return runs.find((r) => r.performance === middle)!;
}

try {
  for (;;) {
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const cookie = await signedInCookie(baseUrl, dataDir);
  const pages = [
    { path: '/', cookie: null },
    { path: '/login', cookie: null },
    { path: '/user-dashboard', cookie },
  ];

  console.log(`Lighthouse: mobile profile, simulated throttling, median of ${RUNS} runs`);
  console.log('| page | JavaScript, gzip | CSS, gzip | performance | accessibility |');
  console.log('|---|---|---|---|---|');
  for (const { path: pagePath, cookie: pageCookie } of pages) {
    const url = `${baseUrl}${pagePath}`;
    const bytes = await loadedBytes(url, pageCookie);
    const scores = await lighthouseScores(url, pageCookie);
    const name = pageCookie ? `\`${pagePath}\` (signed in)` : `\`${pagePath}\``;
    console.log(
      `| ${name} | ${kb(bytes.js)} in ${bytes.jsFiles} files | ${kb(bytes.css)} | ${scores.performance} (${scores.detail}) | ${scores.accessibility} |`,
    );
  }
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.on('exit', resolve));
  await rm(dataDir, { recursive: true, force: true });
}
