// Measures the portal against a bare node:http handler (bench/bare-handler) doing the same
// session check and SQL and answering the same JSON, on the embedded database and, when
// BENCH_DATABASE_URL or TEST_DATABASE_URL is set, on PostgreSQL (a fresh `bench_api_<random>`
// database on that server, dropped afterwards). Loads are interleaved: portal, bare, portal…
//   node --import tsx bench/api.ts [--duration 5] [--rounds 3] [--connections 50] [--users 40]
//     [--only pglite|postgres] [--cases health,list,detail,admin,create]
//     [--portal-port 3301] [--bare-port 3302]
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs, promisify } from 'node:util';
import { openDatabase, type Database } from '#server/db/client';
import { routeLimits } from '#server/http/limits';
import { largeFile } from '#server/test/files';
import { allCases, type Case } from './api/cases';
import { measure, type Measured } from './api/load';
import { printProfiles } from './api/profile';
import { benchEmail, benchPassword, ORIGIN, OWN_IDEAS, seed, type Seeded } from './api/seed';
import { startBare, startPortal, type Server } from './api/servers';
import { withScratchDatabase } from './scratch-database';

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '5' },
    rounds: { type: 'string', default: '3' },
    connections: { type: 'string', default: '50' },
    users: { type: 'string', default: '40' },
    only: { type: 'string' },
    cases: { type: 'string', default: 'health,list,detail,admin,create' },
    'portal-port': { type: 'string', default: '3301' },
    'bare-port': { type: 'string', default: '3302' },
    // Writes each server's CPU profile (.cpuprofile, for Chrome DevTools) into this folder, and
    // prints where each spent its time.
    profile: { type: 'string' },
  },
});
const whole = (name: keyof typeof values) => {
  const n = Number(values[name]);
  if (!Number.isInteger(n) || n < 1) throw new Error(`--${name} must be a whole number`);
  return n;
};
const DURATION = whole('duration');
const ROUNDS = whole('rounds');
const CONNECTIONS = whole('connections');
const USERS = whole('users');
const PORTAL_PORT = whole('portal-port');
const BARE_PORT = whole('bare-port');
const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;

const caseKeys = ['health', 'list', 'detail', 'admin', 'create'];
const wanted = values.cases.split(',').map((key) => key.trim());
for (const key of wanted) {
  if (!caseKeys.includes(key)) throw new Error(`--cases takes ${caseKeys.join(',')}`);
}
const cases = allCases(largeFile(1024 * 1024)).filter((_, i) => wanted.includes(caseKeys[i]!));

// A user's uploads and creates are each limited per hour (server/http/limits.ts), and the seeded
// ideas and the check before the load count too: the portal's creates are a number per round,
// spread evenly over the users, within what is left of the limit.
const hourlyPerUser = Math.min(
  ...[...routeLimits.submit, ...routeLimits.upload]
    .filter((limit) => limit.by === 'user')
    .map((limit) => limit.rule.limit),
);
const createBudget = USERS * (hourlyPerUser - OWN_IDEAS - 1);
// Whole request sequences for every connection.
const createsPerRound = Math.floor(createBudget / ROUNDS / CONNECTIONS) * CONNECTIONS;
if (wanted.includes('create') && createsPerRound < CONNECTIONS) {
  throw new Error(
    `the create case needs more --users for ${ROUNDS} rounds at ${CONNECTIONS} connections ` +
      `(each user may create ${hourlyPerUser} ideas an hour)`,
  );
}

interface Row {
  kind: string;
  name: string;
  portal: Measured;
  bare: Measured;
}

/**
 * Writes whatever the page cache still holds to disk. The creates write 600 MB of files a round,
 * and once the rounds before have left enough unwritten, the kernel starts writing it back in
 * the middle of a round: every database connection then stalls for a second or more, and
 * whichever server happens to be running (with these rounds, always the portal's third) shows
 * that stall as its p99. Every round starts flushed instead.
 */
const flushDisk = () => promisify(execFile)('sync');

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function loadInterleaved(c: Case, seeded: Seeded, portal: Server, bare: Server) {
  const load = c.bounded
    ? { connections: CONNECTIONS, duration: DURATION, amount: 2 * createsPerRound }
    : { connections: CONNECTIONS, duration: DURATION };
  const runs = { portal: [] as Measured[], bare: [] as Measured[] };
  // A short warm-up of each, not counted.
  if (!c.bounded) {
    for (const server of [portal, bare])
      await measure(server.url, c.requests(seeded), { ...load, duration: 1 }, server.cpuSeconds);
  }
  for (let round = 0; round < ROUNDS; round++) {
    for (const [server, measured] of [
      [portal, runs.portal],
      [bare, runs.bare],
    ] as const) {
      await flushDisk();
      measured.push(await measure(server.url, c.requests(seeded), load, server.cpuSeconds));
    }
  }
  const summary = (list: Measured[]) => ({
    requestsPerSecond: median(list.map((m) => m.requestsPerSecond)),
    p99: median(list.map((m) => m.p99)),
    cpuMs: median(list.map((m) => m.cpuMs)),
    failed: list.reduce((sum, m) => sum + m.failed, 0),
  });
  return { portal: summary(runs.portal), bare: summary(runs.bare) };
}

/**
 * One password sign-in, so the portal is measured as it runs once anyone has signed in: the
 * auth library's own request handling has then been used, and whatever it set up stays.
 */
async function signInOnce(portal: Server) {
  const response = await fetch(`${portal.url}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: ORIGIN,
      'x-forwarded-for': '198.51.100.249',
    },
    body: JSON.stringify({ email: benchEmail(0), password: benchPassword(0) }),
  });
  if (!response.ok) throw new Error(`the sign-in before the load: ${response.status}`);
}

async function benchBoth(
  kind: string,
  seeded: Seeded,
  env: { portal: Record<string, string>; bare: Record<string, string> },
): Promise<Row[]> {
  const profileDir = values.profile && path.join(values.profile, kind);
  const portal = await startPortal(PORTAL_PORT, env.portal, profileDir);
  let bare: Server | undefined;
  try {
    bare = await startBare(BARE_PORT, env.bare, profileDir);
    for (const c of cases) await c.check(seeded, portal.url, bare.url);
    console.log(`${kind}: both servers answer every case alike`);
    await signInOnce(portal);
    const rows: Row[] = [];
    for (const c of cases) {
      const measured = await loadInterleaved(c, seeded, portal, bare);
      rows.push({ kind, name: c.name, ...measured });
      console.log(`  ${kind}: ${c.name}: ${line(measured)}`);
    }
    return rows;
  } finally {
    await bare?.stop();
    await portal.stop();
    // Each server writes its profile as it exits.
    if (profileDir) {
      console.log(`\n${kind}: CPU profiles in ${profileDir}`);
      await printProfiles(profileDir);
    }
  }
}

const cpu = (m: Measured) => m.cpuMs.toFixed(3);

const line = ({ portal, bare }: Pick<Row, 'portal' | 'bare'>) =>
  `portal ${portal.requestsPerSecond.toFixed(0)} req/s (p99 ${portal.p99} ms), ` +
  `bare ${bare.requestsPerSecond.toFixed(0)} req/s (p99 ${bare.p99} ms), ` +
  `ratio ${(portal.requestsPerSecond / bare.requestsPerSecond).toFixed(2)}×; ` +
  `CPU per answer ${cpu(portal)} / ${cpu(bare)} ms` +
  (portal.failed + bare.failed
    ? ` — WARNING: ${portal.failed} portal and ${bare.failed} bare answers failed or timed out`
    : '');

async function seeded(database: Database, authSecret: string) {
  await database.migrate();
  console.log(
    `seeding ${USERS} users with ${OWN_IDEAS} ideas each, and an admin with two-factor sign-in`,
  );
  return seed(database, { users: USERS, authSecret });
}

async function benchPglite(): Promise<Row[]> {
  const root = await mkdtemp(path.join(tmpdir(), 'bench-api-'));
  try {
    const authSecret = randomBytes(32).toString('base64url');
    const portalDir = path.join(root, 'portal');
    const data = await seeded(
      await openDatabase({ dataDir: path.join(portalDir, 'pglite') }),
      authSecret,
    );
    // The embedded database is one process's: the bare handler gets a copy of the same data.
    const bareDir = path.join(root, 'bare');
    await cp(portalDir, bareDir, { recursive: true });
    return await benchBoth('PGlite', data, {
      portal: { ...portalEnv(authSecret), DATA_DIR: portalDir },
      bare: {
        AUTH_SECRET: authSecret,
        DATA_DIR: bareDir,
        PGLITE_DIR: path.join(bareDir, 'pglite'),
      },
    });
  } finally {
    await rm(root, { recursive: true, force: true });
  }
}

async function benchPostgres(url: string): Promise<Row[]> {
  return withScratchDatabase(url, 'bench_api', async (databaseUrl) => {
    const root = await mkdtemp(path.join(tmpdir(), 'bench-api-'));
    try {
      const authSecret = randomBytes(32).toString('base64url');
      const data = await seeded(await openDatabase({ url: databaseUrl }), authSecret);
      return await benchBoth('PostgreSQL', data, {
        portal: {
          ...portalEnv(authSecret),
          DATA_DIR: path.join(root, 'portal'),
          DATABASE_URL: databaseUrl,
        },
        bare: {
          AUTH_SECRET: authSecret,
          DATA_DIR: path.join(root, 'bare'),
          DATABASE_URL: databaseUrl,
        },
      });
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
}

/** The portal as in production, under the address the seeded sessions were made for. */
const portalEnv = (authSecret: string) => ({
  NODE_ENV: 'production',
  AUTH_SECRET: authSecret,
  APP_URL: 'http://portal.test',
  TRUST_PROXY: 'true',
});

const rows: Row[] = [];
if (values.only !== 'postgres') rows.push(...(await benchPglite()));
if (values.only !== 'pglite') {
  if (serverUrl) rows.push(...(await benchPostgres(serverUrl)));
  else console.log('PostgreSQL: skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL)');
}

const rate = (m: Measured) => m.requestsPerSecond.toFixed(0);
console.log(
  [
    '',
    `${CONNECTIONS} connections; median of ${ROUNDS} interleaved rounds of ${DURATION} s ` +
      `(creates: ${createsPerRound} per round); ${os.cpus().length} CPUs, Node ${process.version}`,
    '',
    '| case | database | portal req/s | bare req/s | portal ÷ bare | portal p99 ms | bare p99 ms | portal CPU ms | bare CPU ms | failed |',
    '|---|---|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...rows.map(
      (r) =>
        `| ${r.name} | ${r.kind} | ${rate(r.portal)} | ${rate(r.bare)} | ` +
        `${(r.portal.requestsPerSecond / r.bare.requestsPerSecond).toFixed(2)}× | ` +
        `${r.portal.p99} | ${r.bare.p99} | ${cpu(r.portal)} | ${cpu(r.bare)} | ` +
        `${r.portal.failed + r.bare.failed} |`,
    ),
  ].join('\n'),
);
