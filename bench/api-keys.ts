// What an API key costs a request, against an admin's session in the same process: the same
// docket (services/docket, the same query through the one access rule) asked by a key on
// /api/v1/docket and by a signed-in admin on /api/pipeline/docket, interleaved. A key's request
// also records its last use and an audit entry (ADR 41).
//   node --import tsx bench/api-keys.ts [--runs 300] [--ideas 30]
// Uses PostgreSQL when TEST_DATABASE_URL is set, otherwise the embedded database.
import { parseArgs } from 'node:util';
import { sendIdea } from '../server/test/api-calls';
import { testDatabaseKind } from '../server/test/database';
import { startTestPortal } from '../server/test/portal';

const { values } = parseArgs({
  options: { runs: { type: 'string', default: '300' }, ideas: { type: 'string', default: '30' } },
});
const RUNS = Math.max(1, Number(values.runs) || 300);
const IDEAS = Math.max(1, Number(values.ideas) || 30);

const t = await startTestPortal();
const admin = await t.signInAdmin();
const inventor = await t.createSignedAccount('bench@example.com', 'Bench-Pass-1');
for (let i = 0; i < IDEAS; i++) await sendIdea(inventor, { ideaTitle: `Bench idea ${i}` });
const made = await admin.request('/api/admin/api-keys', {
  json: { name: 'Bench', scopes: ['docket:read'], expiresInDays: 1 },
});
const { secret } = (await made.json()) as { secret: string };

const quantile = (samples: number[], q: number) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
};

// A new client address every so often: a key's requests are counted per address.
let keyClient = t.client();
const byKey = async (run: number) => {
  if (run % 1000 === 0) keyClient = t.client();
  const response = await keyClient.request('/api/v1/docket', {
    headers: { authorization: `Bearer ${secret}` },
  });
  if (response.status !== 200) throw new Error(`key: ${response.status}`);
  await response.arrayBuffer();
};
const bySession = async () => {
  const response = await admin.request('/api/pipeline/docket');
  if (response.status !== 200) throw new Error(`session: ${response.status}`);
  await response.arrayBuffer();
};

const samples = { key: [] as number[], session: [] as number[] };
for (let run = 0; run < RUNS + 20; run++) {
  let started = performance.now();
  await byKey(run);
  const key = performance.now() - started;
  started = performance.now();
  await bySession();
  const session = performance.now() - started;
  // The first runs warm the prepared queries and the JIT.
  if (run >= 20) {
    samples.key.push(key);
    samples.session.push(session);
  }
}

const row = (name: string, list: number[]) =>
  `| ${name} | ${quantile(list, 0.5).toFixed(2)} | ${quantile(list, 0.95).toFixed(2)} |`;
console.log(`\n${testDatabaseKind}, ${RUNS} requests each, ${IDEAS} sent ideas\n`);
console.log('| request | median ms | p95 ms |\n|---|---|---|');
console.log(row('admin session, GET /api/pipeline/docket', samples.session));
console.log(row('API key, GET /api/v1/docket (audited)', samples.key));
await t.close();
