// Measures what the README reports: time from starting the server to its first 200 on
// /api/health, on an empty and on an existing data directory, for the built server that
// `npm start` runs and, as the baseline in the same run, the source run through tsx as it
// used to be; and the gzip size of the built web app. Needs `npm run build` (`npm run bench`
// does it). Usage: RUNS=5 BENCH_PORT=3290 node --import tsx bench/startup.ts
import { spawn } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const root = path.resolve(import.meta.dirname, '..');
const RUNS = Number(process.env.RUNS ?? 5);
const PORT = Number(process.env.BENCH_PORT ?? 3290);
const health = `http://127.0.0.1:${PORT}/api/health`;

const starts = {
  built: [process.execPath, '--enable-source-maps', 'dist/server/index.js'],
  tsx: [process.execPath, '--import', 'tsx', 'server/index.ts'],
};

async function answers(): Promise<boolean> {
  try {
    return (await fetch(health)).ok;
  } catch {
    return false;
  }
}

async function timeToFirst200(command: string[], dataDir: string): Promise<number> {
  if (await answers()) throw new Error(`something already answers on port ${PORT}`);
  const started = performance.now();
  const child = spawn(command[0]!, command.slice(1), {
    cwd: root,
    env: { ...process.env, PORT: String(PORT), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  });
  const exited = new Promise((resolve) => child.on('exit', resolve));
  try {
    for (;;) {
      if (await answers()) return performance.now() - started;
      if (child.exitCode !== null) throw new Error(`${command.join(' ')} exited`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  } finally {
    // The next start needs the data directory's lock, which a clean stop gives back.
    child.kill('SIGTERM');
    await exited;
  }
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

type Start = keyof typeof starts;
const times = { empty: { built: [], tsx: [] }, existing: { built: [], tsx: [] } } as Record<
  'empty' | 'existing',
  Record<Start, number[]>
>;
for (let run = 0; run < RUNS; run++) {
  // Interleaved, each first in turn, so a busy moment of the machine falls on both.
  const order: Start[] = run % 2 ? ['tsx', 'built'] : ['built', 'tsx'];
  for (const start of order) {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'bench-startup-'));
    try {
      times.empty[start].push(await timeToFirst200(starts[start], dataDir));
      times.existing[start].push(await timeToFirst200(starts[start], dataDir));
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }
}

console.log(`Time to the first 200 on /api/health, median of ${RUNS}:`);
console.log('data directory   built server   tsx (old start)   built / tsx');
for (const dir of ['existing', 'empty'] as const) {
  const built = median(times[dir].built);
  const tsx = median(times[dir].tsx);
  console.log(
    `${dir.padEnd(16)} ${seconds(built).padStart(12)}   ${seconds(tsx).padStart(15)}   ${(built / tsx).toFixed(2).padStart(11)}`,
  );
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

console.log(
  `built JavaScript, gzip: ${kb(sizes.js)} in all, ${kb(sizes.entryJs)} loaded by the first page`,
);
console.log(`built CSS, gzip:        ${kb(sizes.css)}`);
