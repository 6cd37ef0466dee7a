// Measures what the README reports about the admin portal at scale: the latency of every admin
// list, search, sort and count and of the dashboard, on demo data (scripts/seed-demo), on the
// embedded database and, when BENCH_DATABASE_URL or TEST_DATABASE_URL is set, on PostgreSQL
// (in a fresh database `bench_admin_<random>` on that server, dropped afterwards).
//   node --import tsx bench/admin-lists.ts [--users 10000] [--submissions 100000] [--runs 30]
//     [--warmups 3] [--only pglite|postgres] [--keep | --database <name>]
// Seeding a million ideas takes minutes, so PostgreSQL's database can outlive a run: --keep
// leaves it in place and prints its name; --database <name> measures that one again (migrated
// to the current schema, not seeded; --users and --submissions then only label the table).
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import {
  adminSubmissionsQuerySchema,
  type AdminSubmissionsQuery,
} from '../common/staff-submissions';
import { adminUsersQuerySchema, type AdminUsersQuery } from '../common/users';
import { openDatabase, queryRows, type Database, type Db } from '../server/db/client';
import { seedDemoData } from '../scripts/seed-demo/seed';
import { createLocalStorage } from '../server/providers/storage/local-storage';
import { activity, dashboardStats } from '../server/services/admin/dashboard';
import { listAdminSubmissions } from '../server/services/admin/submission-list';
import { listAdminUsers } from '../server/services/admin/user-list';
import { similarSubmissions } from '../server/services/evaluation/related';
import { tagSuggestions } from '../server/services/evaluation/tags';
import { databaseUrl, withScratchDatabase } from './scratch-database';

const { values } = parseArgs({
  options: {
    users: { type: 'string', default: '10000' },
    submissions: { type: 'string', default: '100000' },
    runs: { type: 'string', default: '30' },
    warmups: { type: 'string', default: '3' },
    only: { type: 'string' },
    keep: { type: 'boolean', default: false },
    database: { type: 'string' },
  },
});
const whole = (name: string, text: string) => {
  const n = Number(text.replace(/[_,]/g, ''));
  if (!Number.isInteger(n) || n < 0) throw new Error(`--${name} must be a whole number`);
  return n;
};
const USERS = whole('users', values.users);
const SUBMISSIONS = whole('submissions', values.submissions);
const RUNS = Math.max(1, whole('runs', values.runs));
const WARMUPS = whole('warmups', values.warmups);
const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
// Both databases get the very same data: same seed, same moment.
const NOW = new Date();

const submissions = (query: Partial<AdminSubmissionsQuery>) =>
  adminSubmissionsQuerySchema.parse(query);
const users = (query: Partial<AdminUsersQuery>) => adminUsersQuerySchema.parse(query);

interface Case {
  name: string;
  /** Runs the call; answers how many rows it found (shown so a search's reach is visible). */
  run(db: Db): Promise<number>;
}

// The staff member reading: one who has read nothing, so each row's unread count is counted.
const READER = { id: randomUUID(), email: 'bench@portal.test', isAdmin: true, isReviewer: false };
const listSubmissions = (query: Partial<AdminSubmissionsQuery>) => async (db: Db) =>
  (await listAdminSubmissions(db, submissions(query), READER)).total;
const listUsers = (query: Partial<AdminUsersQuery>) => async (db: Db) =>
  (await listAdminUsers(db, users(query))).total;

/**
 * The five most similar ideas of a different idea each run: 64 sent ideas, taken by id (a
 * random order), so the timings cover ideas of every length and vocabulary.
 */
const sample = new WeakMap<Db, string[]>();
let turn = 0;
const related = async (db: Db) => {
  let ids = sample.get(db);
  if (!ids) {
    const rows = await queryRows<{ id: string }>(
      db,
      sql`select id from invention_submissions where status <> 'draft' order by id limit 64`,
    );
    ids = rows.map((row) => row.id);
    sample.set(db, ids);
  }
  return (await similarSubmissions(db, READER, ids[turn++ % ids.length]!)).length;
};

// The search terms come from the demo vocabulary: 'stent' is in about a quarter of the ideas,
// a surname in well under 1%, 'moyamoya' in a handful; 'mercy-gen' is one institution's domain.
const cases: Case[] = [
  { name: 'submissions: all, newest first, page 1', run: listSubmissions({}) },
  { name: 'submissions: Pending tab', run: listSubmissions({ status: 'pending' }) },
  { name: 'submissions: Approved tab', run: listSubmissions({ status: 'approved' }) },
  { name: 'submissions: Rejected tab', run: listSubmissions({ status: 'rejected' }) },
  { name: 'submissions: search "stent" (common)', run: listSubmissions({ q: 'stent' }) },
  {
    name: 'submissions: search "Papadopoulos" (a surname)',
    run: listSubmissions({ q: 'Papadopoulos' }),
  },
  { name: 'submissions: search "moyamoya" (rare)', run: listSubmissions({ q: 'moyamoya' }) },
  {
    name: 'submissions: Pending tab, search "stent"',
    run: listSubmissions({ status: 'pending', q: 'stent' }),
  },
  {
    name: 'submissions: sort by inventor, A-Z',
    run: listSubmissions({ sort: 'inventor', dir: 'asc' }),
  },
  {
    name: 'submissions: sort by status, descending',
    run: listSubmissions({ sort: 'status', dir: 'desc' }),
  },
  { name: 'submissions: page 200', run: listSubmissions({ page: 200 }) },
  { name: 'submissions: tag "stroke" (common)', run: listSubmissions({ tag: 'stroke' }) },
  { name: 'submissions: tag "priority" (rare)', run: listSubmissions({ tag: 'priority' }) },
  {
    name: 'submissions: Pending tab, tag "aneurysm"',
    run: listSubmissions({ status: 'pending', tag: 'aneurysm' }),
  },
  {
    name: 'submissions: tag "stroke", search "stent"',
    run: listSubmissions({ tag: 'stroke', q: 'stent' }),
  },
  {
    name: 'tags: suggestions, no prefix',
    run: async (db) => (await tagSuggestions(db, READER, '')).tags.length,
  },
  {
    name: 'tags: suggestions, prefix "a"',
    run: async (db) => (await tagSuggestions(db, READER, 'a')).tags.length,
  },
  { name: 'related: five most similar ideas', run: related },
  { name: 'users: all, newest first, page 1', run: listUsers({}) },
  { name: 'users: search name "okaf"', run: listUsers({ q: 'okaf' }) },
  { name: 'users: search email "mercy-gen"', run: listUsers({ q: 'mercy-gen' }) },
  { name: 'users: sort by name, A-Z', run: listUsers({ sort: 'name', dir: 'asc' }) },
  { name: 'users: page 100', run: listUsers({ page: 100 }) },
  {
    name: 'dashboard: stat cards',
    run: async (db) => (await dashboardStats(db, undefined)).totalSubmissions,
  },
  {
    name: 'dashboard: activity, 30 days',
    run: async (db) => (await activity(db)).days.reduce((sum, day) => sum + day.submissions, 0),
  },
];

interface Timing {
  median: number;
  p95: number;
  found: number;
}

interface Result {
  kind: string;
  seedMs: number;
  sizeMb: number;
  timings: Map<string, Timing>;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))]!;

async function measure(db: Db, kind: string): Promise<Map<string, Timing>> {
  const timings = new Map<string, Timing>();
  for (const c of cases) {
    let found = 0;
    for (let i = 0; i < WARMUPS; i++) found = await c.run(db);
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const started = performance.now();
      found = await c.run(db);
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    const timing = { median: percentile(times, 0.5), p95: percentile(times, 0.95), found };
    timings.set(c.name, timing);
    console.log(
      `  ${kind}: ${c.name.padEnd(48)} median ${timing.median.toFixed(1)} ms, ` +
        `p95 ${timing.p95.toFixed(1)} ms (${found.toLocaleString('en-US')} found)`,
    );
  }
  return timings;
}

/** Seeds a fresh database (unless `seeded`) and measures every case on it. */
async function bench(kind: string, database: Database, seeded = false): Promise<Result> {
  const files = await mkdtemp(path.join(tmpdir(), 'bench-admin-files-'));
  try {
    await database.migrate();
    let seedMs = 0;
    if (!seeded) {
      console.log(`${kind}: seeding ${USERS} users and ${SUBMISSIONS} ideas`);
      const summary = await seedDemoData(database.db, createLocalStorage(files), {
        users: USERS,
        submissions: SUBMISSIONS,
        now: NOW,
        log: (line) => console.log(`  ${kind}: ${line}`),
      });
      seedMs = summary.ms;
    }
    const [size] = await queryRows<{ bytes: number }>(
      database.db,
      sql`select pg_database_size(current_database())::float8 as bytes`,
    );
    const timings = await measure(database.db, kind);
    return { kind, seedMs, sizeMb: (size?.bytes ?? 0) / 1_048_576, timings };
  } finally {
    await database.close();
    await rm(files, { recursive: true, force: true });
  }
}

async function benchPglite(): Promise<Result> {
  const dir = await mkdtemp(path.join(tmpdir(), 'bench-admin-pglite-'));
  try {
    return await bench('PGlite', await openDatabase({ dataDir: dir }));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

async function benchPostgres(url: string): Promise<Result> {
  if (values.database) {
    return bench(
      'PostgreSQL',
      await openDatabase({ url: databaseUrl(url, values.database) }),
      true,
    );
  }
  return withScratchDatabase(
    url,
    'bench_admin',
    async (scratchUrl) => bench('PostgreSQL', await openDatabase({ url: scratchUrl })),
    { keep: values.keep },
  );
}

const started = performance.now();
const results: Result[] = [];
if (values.only !== 'postgres') results.push(await benchPglite());
if (values.only !== 'pglite') {
  if (serverUrl) results.push(await benchPostgres(serverUrl));
  else console.log('PostgreSQL: skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL)');
}

const ms = (value: number | undefined) => (value === undefined ? '–' : value.toFixed(1));
const pglite = results.find((r) => r.kind === 'PGlite');
const postgres = results.find((r) => r.kind === 'PostgreSQL');
const lines = [
  '',
  `${USERS.toLocaleString('en-US')} demo users, ${SUBMISSIONS.toLocaleString('en-US')} ideas; ` +
    `${RUNS} runs after ${WARMUPS} warm-ups; ${os.cpus().length} CPUs, Node ${process.version}`,
  '',
  '| case | PGlite median ms | p95 | PostgreSQL median ms | p95 | rows found |',
  '|---|---:|---:|---:|---:|---:|',
  ...cases.map((c) => {
    const a = pglite?.timings.get(c.name);
    const b = postgres?.timings.get(c.name);
    const found = (a ?? b)?.found.toLocaleString('en-US') ?? '–';
    return `| ${c.name} | ${ms(a?.median)} | ${ms(a?.p95)} | ${ms(b?.median)} | ${ms(b?.p95)} | ${found} |`;
  }),
  '',
  ...results.map(
    (r) =>
      `${r.kind}: ${r.seedMs ? `seeded in ${(r.seedMs / 1000).toFixed(1)} s` : 'seeded before'}, ` +
      `database ${r.sizeMb.toFixed(0)} MB`,
  ),
  `Total run time ${((performance.now() - started) / 1000).toFixed(0)} s`,
];
console.log(lines.join('\n'));
