// What proof of disclosure costs, each against a baseline run in the same process:
// - an audited transaction (hash chain, one lock) against the same transaction without its
//   audit entry;
// - an evidence bundle of an idea with a large attachment against downloading that attachment
//   alone, with the process's peak memory growth.
//   node --import tsx bench/proof.ts [--runs 200] [--megabytes 10]
// Uses PostgreSQL when TEST_DATABASE_URL is set, otherwise the embedded database.
import { randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { recordAudit } from '../server/services/audit/record-audit';
import { jsonOf, sendIdea } from '../server/test/api-calls';
import { testDatabaseKind } from '../server/test/database';
import { largeFile } from '../server/test/files';
import { startTestPortal } from '../server/test/portal';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '200' },
    megabytes: { type: 'string', default: '10' },
  },
});
const RUNS = Math.max(1, Number(values.runs) || 200);
const MEGABYTES = Math.min(10, Math.max(1, Number(values.megabytes) || 10));

const t = await startTestPortal();
const db = t.db;
await db.execute(sql`create table if not exists bench_rows (id uuid primary key, note text)`);

const quantile = (samples: number[], q: number) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
};
async function timed(work: () => Promise<unknown>) {
  const started = performance.now();
  await work();
  return performance.now() - started;
}

// 1. Audited transactions, interleaved with the same transaction unaudited.
const change = (audited: boolean) =>
  db.transaction(async (tx) => {
    const id = randomUUID();
    await tx.execute(sql`insert into bench_rows values (${id}, 'a change')`);
    if (audited)
      await recordAudit(tx, {
        action: 'submission.status_changed',
        actor: { id: null, email: 'bench@example.com' },
        target: { type: 'submission', id },
        details: { from: 'pending', to: 'approved' },
      } as Parameters<typeof recordAudit>[1]);
  });
const audit = { plain: [] as number[], audited: [] as number[] };
for (let i = 0; i < 20; i++) await change(i % 2 === 0);
for (let i = 0; i < RUNS; i++) {
  audit.plain.push(await timed(() => change(false)));
  audit.audited.push(await timed(() => change(true)));
}
const parallel = async (audited: boolean) =>
  timed(() => Promise.all(Array.from({ length: 50 }, () => change(audited))));
const burst = { plain: await parallel(false), audited: await parallel(true) };

// 2. An evidence bundle against its attachment alone.
const alice = await t.createSignedAccount('alice@bench.example.com', 'Bench-Password-42');
const upload = await alice.upload('scan.pdf', largeFile(MEGABYTES * 1024 * 1024 - 1024));
const id = await sendIdea(alice, {
  attachmentId: (await jsonOf<{ attachment: { id: string } }>(upload, 201)).attachment.id,
});
const download = async (path: string) => {
  const response = await alice.request(path);
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  let bytes = 0;
  for await (const chunk of response.body!) bytes += chunk.byteLength;
  return bytes;
};
const files = { attachment: [] as number[], bundle: [] as number[] };
let bundleBytes = 0;
for (let i = 0; i < 2; i++) await download(`/api/submissions/${id}/evidence`);
const rssBefore = process.memoryUsage().rss;
let rssPeak = rssBefore;
const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, process.memoryUsage().rss)), 5);
for (let i = 0; i < 10; i++) {
  files.attachment.push(await timed(() => download(`/api/submissions/${id}/attachment`)));
  files.bundle.push(
    await timed(async () => (bundleBytes = await download(`/api/submissions/${id}/evidence`))),
  );
}
clearInterval(sampler);
await t.close();

const row = (name: string, samples: number[]) =>
  `| ${name} | ${quantile(samples, 0.5).toFixed(1)} ms | ${quantile(samples, 0.95).toFixed(1)} ms |`;
console.log(`proof of disclosure costs (${testDatabaseKind})\n`);
console.log(`one transaction, ${RUNS} of each, interleaved`);
console.log('| transaction | median | p95 |\n|---|---:|---:|');
console.log(row('insert a row', audit.plain));
console.log(row('insert a row + audit entry (chained)', audit.audited));
console.log(
  `\n50 at once: ${burst.plain.toFixed(0)} ms without audit entries, ${burst.audited.toFixed(0)} ms with`,
);
console.log(`\none idea with a ${MEGABYTES} MB attachment, 10 of each, interleaved`);
console.log('| download | median | p95 |\n|---|---:|---:|');
console.log(row('the attachment alone', files.attachment));
console.log(row(`its evidence bundle (${(bundleBytes / 1048576).toFixed(1)} MB)`, files.bundle));
console.log(
  `\npeak memory growth while downloading: ${((rssPeak - rssBefore) / 1048576).toFixed(0)} MB`,
);
