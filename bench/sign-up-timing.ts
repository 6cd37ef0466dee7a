// Measures whether a sign-up's answer time tells a taken address from a new one: the two kinds
// of request interleaved on one portal (embedded database), each from its own client address.
//   node --import tsx bench/sign-up-timing.ts [--runs 40]
import { parseArgs } from 'node:util';
import { startTestPortal } from '../server/test/portal';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '40' } } });
const RUNS = Math.max(1, Number(values.runs) || 40);
const PASSWORD = 'Bench-Password-42';

const t = await startTestPortal();
const taken = 'taken@bench.example.com';
await t.createAccount(taken, PASSWORD);

async function time(email: string): Promise<number> {
  const started = performance.now();
  const response = await t.client().signUp(email, PASSWORD);
  if (!response.ok) throw new Error(`sign-up answered ${response.status}`);
  await response.arrayBuffer();
  return performance.now() - started;
}

const samples = { new: [] as number[], taken: [] as number[] };
for (let i = 0; i < 3; i++) await time(`warmup-${i}@bench.example.com`);
for (let i = 0; i < RUNS; i++) {
  samples.new.push(await time(`new-${i}@bench.example.com`));
  samples.taken.push(await time(taken));
}
await t.close();

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
};
console.log(`sign-up answer time, ${RUNS} of each, interleaved (embedded database)`);
console.log('| address | median | p95 |\n|---|---:|---:|');
for (const [kind, values] of Object.entries(samples))
  console.log(
    `| ${kind} | ${quantile(values, 0.5).toFixed(0)} ms | ${quantile(values, 0.95).toFixed(0)} ms |`,
  );
