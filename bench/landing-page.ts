// Measures the landing page as a visitor's browser gets it: the JavaScript and CSS it loads
// (gzip), and Lighthouse's performance and accessibility scores in headless Chromium.
// Needs the production build (`npm run build`).
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../e2e/support/chromium';

const root = path.resolve(import.meta.dirname, '..');
const PORT = 3291;
const url = `http://localhost:${PORT}/`;
const chromePath = chromiumPath;
const flags = ['--headless=new', ...chromiumArgs];

const dataDir = await mkdtemp(path.join(tmpdir(), 'bench-landing-'));
const server = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
  cwd: root,
  env: { ...process.env, PORT: String(PORT), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  stdio: 'ignore',
});
try {
  for (;;) {
    try {
      if ((await fetch(`${url}api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }

  // What the landing page loads, measured as the bytes a browser would receive gzipped.
  const browser = await chromium.launch({ executablePath: chromePath, args: flags.slice(1) });
  const page = await browser.newPage();
  const bodies: { type: string; url: string; body: Buffer }[] = [];
  page.on('response', async (response) => {
    const type = response.request().resourceType();
    if (type === 'script' || type === 'stylesheet')
      bodies.push({ type, url: response.url(), body: await response.body() });
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await browser.close();
  const gz = (type: string) =>
    bodies
      .filter((b) => b.type === type)
      .reduce((sum, b) => sum + gzipSync(b.body, { level: 9 }).length, 0);
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: flags });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      onlyCategories: ['performance', 'accessibility'],
      logLevel: 'error',
      output: 'json',
    });
    const categories = result!.lhr.categories;
    const score = (key: string) => Math.round((categories[key]?.score ?? 0) * 100);
    const audit = (key: string) => result!.lhr.audits[key]?.displayValue ?? 'n/a';
    console.log(
      `landing page JavaScript, gzip: ${kb(gz('script'))} in ${bodies.filter((b) => b.type === 'script').length} files`,
    );
    console.log(`landing page CSS, gzip:        ${kb(gz('stylesheet'))}`);
    console.log(
      `Lighthouse performance:        ${score('performance')} (mobile, simulated throttling; LCP ${audit('largest-contentful-paint')}, TBT ${audit('total-blocking-time')}, CLS ${audit('cumulative-layout-shift')})`,
    );
    console.log(`Lighthouse accessibility:      ${score('accessibility')}`);
  } finally {
    chrome.kill();
  }
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.on('exit', resolve));
  await rm(dataDir, { recursive: true, force: true });
}
