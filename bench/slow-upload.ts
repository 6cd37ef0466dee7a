// A 10 MB file through the idea form of the built portal, in Chromium throttled to 0.5 Mbit/s
// up: does it complete, and how long does it take? Then the same file cut off midway by a
// reload and chosen again: where does the upload go on from? `npm run bench:upload`.
import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { chromium, type Page } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../e2e/support/chromium';
import { SIGNATURE_DATA_URL } from '../server/test/signature';
import { BENCH_PASSWORD, signedInCookie } from './signed-in-cookie';

const root = path.resolve(import.meta.dirname, '..');
const UP_BITS_PER_SECOND = Number(process.env.UPLOAD_BITS ?? 500_000);
const FILE_BYTES = 10_000_000;

const PORT = await new Promise<number>((resolve) => {
  const probe = createServer().listen(0, () => {
    const { port } = probe.address() as { port: number };
    probe.close(() => resolve(port));
  });
});
const baseUrl = `http://localhost:${PORT}`;
const dataDir = await mkdtemp(path.join(tmpdir(), 'bench-upload-'));
const server = spawn(process.execPath, ['--enable-source-maps', 'dist/server/index.js'], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(PORT),
    APP_URL: baseUrl,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
  },
  stdio: ['ignore', 'ignore', 'pipe'],
});
let serverErrors = '';
server.stderr!.on('data', (chunk) => (serverErrors += chunk));

async function waitForPortal() {
  for (let i = 0; i < 1200; i++) {
    if (
      await fetch(`${baseUrl}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the portal did not start: ${serverErrors}`);
}

/** A real PDF padded to `bytes`, written to disk (its date lets the browser find its upload again). */
async function pdfOf(bytes: number) {
  const pdf = await PDFDocument.create();
  pdf.addPage().drawText('Prototype scan');
  const head = Buffer.from(await pdf.save());
  const file = path.join(dataDir, 'prototype scan.pdf');
  await writeFile(file, Buffer.concat([head, Buffer.alloc(bytes - head.byteLength)]));
  return file;
}

async function signAgreement(cookie: string) {
  const post = async (route: string, body: unknown) => {
    const response = await fetch(new URL(route, baseUrl), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: baseUrl, Cookie: cookie },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${route}: ${response.status} ${await response.text()}`);
    return response.json() as Promise<{ documentId: string }>;
  };
  const details = { fullName: 'Dr. Bench Upload', jobTitle: 'Neurosurgeon' };
  const { documentId } = await post('/api/agreements/signing', details);
  await post(`/api/signing/builtin/${documentId}/sign`, {
    consent: true,
    typedName: details.fullName,
    signature: SIGNATURE_DATA_URL,
    password: BENCH_PASSWORD,
  });
}

async function openForm(page: Page) {
  await page.goto('/user-dashboard/submit-idea');
  await page
    .getByRole('region', { name: 'Submit Your Idea' })
    .getByRole('button', { name: 'Submit Idea', exact: true })
    .click();
  return page.getByRole('dialog', { name: 'Submit Your Idea' });
}

async function throttle(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 100,
    downloadThroughput: -1,
    uploadThroughput: UP_BITS_PER_SECOND / 8,
  });
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

try {
  await waitForPortal();
  const cookie = await signedInCookie(baseUrl, dataDir);
  await signAgreement(cookie);
  const file = await pdfOf(FILE_BYTES);
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  const [name, value] = cookie.split(';')[0]!.split('=') as [string, string];
  const context = await browser.newContext({ baseURL: baseUrl });
  await context.addCookies([{ name, value, url: baseUrl }]);
  const mbit = UP_BITS_PER_SECOND / 1_000_000;
  console.log(
    `${(FILE_BYTES / 1_000_000).toFixed(0)} MB at ${mbit} Mbit/s up (the line alone: ${seconds((FILE_BYTES * 8 * 1000) / UP_BITS_PER_SECOND)})`,
  );

  // 1. Straight through.
  let page = await context.newPage();
  let dialog = await openForm(page);
  await throttle(page);
  const started = Date.now();
  await dialog.getByLabel('Attachment (optional)').setInputFiles(file);
  await dialog.getByText('Uploaded', { exact: true }).waitFor({ timeout: 30 * 60_000 });
  console.log(`whole file: completed in ${seconds(Date.now() - started)}`);
  await page.close();

  // 2. Cut off at about 40 % by a reload, then the same file chosen again.
  page = await context.newPage();
  const offsets: number[] = [];
  page.on('request', (request) => {
    if (request.method() === 'PATCH') offsets.push(Number(request.headers()['upload-offset']));
  });
  dialog = await openForm(page);
  await throttle(page);
  const began = Date.now();
  await dialog.getByLabel('Attachment (optional)').setInputFiles(file);
  const bar = dialog.getByRole('progressbar');
  while (Number((await bar.getAttribute('aria-valuenow')) ?? 0) < 40)
    await new Promise((resolve) => setTimeout(resolve, 500));
  await page.reload();
  dialog = await openForm(page);
  await throttle(page);
  await dialog.getByLabel('Attachment (optional)').setInputFiles(file);
  await dialog.getByText('Uploaded', { exact: true }).waitFor({ timeout: 30 * 60_000 });
  const resumedAt = offsets.at(-1) ?? 0;
  console.log(
    `cut off and chosen again: resumed at byte ${resumedAt} (${Math.round((resumedAt / FILE_BYTES) * 100)} %), completed ${seconds(Date.now() - began)} after the first start`,
  );
  await browser.close();
} finally {
  server.kill('SIGTERM');
  await rm(dataDir, { recursive: true, force: true });
}
