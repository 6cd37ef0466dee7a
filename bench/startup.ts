// Measures what the README reports: time from `npm start` to the first answered request,
// on an empty and on an existing data directory, and the gzip size of the built web app.
import { spawn } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const root = path.resolve(import.meta.dirname, '..');
const RUNS = Number(process.env.RUNS ?? 3);
const PORT = 3290;

const npmStart = ['npm', 'start', '--silent'];
// What an instance runs once the release is built (see the README's scaling notes).
const serverOnly = [process.execPath, '--import', 'tsx', 'server/index.ts'];

async function timeToFirstAnswer(command: string[], dataDir: string): Promise<number> {
  const started = performance.now();
  const child = spawn(command[0]!, command.slice(1), {
    cwd: root,
    env: { ...process.env, PORT: String(PORT), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: 'ignore',
    detached: true,
  });
  try {
    for (;;) {
      try {
        const response = await fetch(`http://127.0.0.1:${PORT}/api/health`);
        if (response.ok) return performance.now() - started;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  } finally {
    process.kill(-child.pid!, 'SIGTERM');
    await new Promise((resolve) => child.on('exit', resolve));
    // npm exits before the server it started: wait until nothing answers any more.
    for (;;) {
      try {
        await fetch(`http://127.0.0.1:${PORT}/api/health`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      } catch {
        break;
      }
    }
  }
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

const results = {
  npmEmpty: [] as number[],
  npmExisting: [] as number[],
  serverEmpty: [] as number[],
  serverExisting: [] as number[],
};
for (let i = 0; i < RUNS; i++) {
  for (const [command, empty, existing] of [
    [npmStart, results.npmEmpty, results.npmExisting],
    [serverOnly, results.serverEmpty, results.serverExisting],
  ] as const) {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'bench-'));
    empty.push(await timeToFirstAnswer(command, dataDir));
    existing.push(await timeToFirstAnswer(command, dataDir));
    await rm(dataDir, { recursive: true, force: true });
  }
}

const assets = path.join(root, 'dist/web/assets');
const sizes = { js: 0, css: 0, entryJs: 0 };
const html = await readFile(path.join(root, 'dist/web/index.html'), 'utf8');
for (const file of await readdir(assets)) {
  const gz = gzipSync(await readFile(path.join(assets, file)), { level: 9 }).length;
  if (file.endsWith('.js')) sizes.js += gz;
  if (file.endsWith('.css')) sizes.css += gz;
  if (file.endsWith('.js') && html.includes(file)) sizes.entryJs += gz;
}
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

const line = (label: string, values: number[]) =>
  console.log(`${label.padEnd(48)} ${seconds(median(values))} (median of ${RUNS})`);
line('npm start (build + server), empty data dir:', results.npmEmpty);
line('npm start (build + server), existing data dir:', results.npmExisting);
line('server alone, empty data dir:', results.serverEmpty);
line('server alone, existing data dir:', results.serverExisting);
console.log(
  `built JavaScript, gzip: ${kb(sizes.js)} in all, ${kb(sizes.entryJs)} loaded by the first page`,
);
console.log(`built CSS, gzip:        ${kb(sizes.css)}`);
