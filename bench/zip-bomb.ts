// Measures how an upload's type check copes with zip bombs: the time each check takes and how
// far the process's memory grows, for a genuine Word file and for Word files whose parts
// inflate to a gigabyte (honest headers, headers that understate the size, a bomb in a media
// part). Memory should stay flat: nothing is inflated beyond the check's cap.
//   node --import tsx bench/zip-bomb.ts [--runs 20]
import { parseArgs } from 'node:util';
import { detectAttachmentType } from '../server/services/attachments/detect-type';
import { officeFile, officeParts, zeros, zipBombDocx, zipOf } from '../server/test/office-files';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '20' } } });
const runs = Number(values.runs);

const files: [string, Uint8Array][] = [
  ['genuine docx', officeFile('docx')],
  ['bomb, honest headers', zipBombDocx()],
  ['bomb, understated headers', zipBombDocx({ declaredSize: 60_000 })],
  [
    'bomb in a media part',
    zipOf(officeParts('docx', { extra: [zeros('word/media/a.png', 1024)] })),
  ],
];

const MB = 1024 * 1024;
const baseline = process.memoryUsage().rss;
let peak = baseline;
const sample = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 1);

console.log(
  `${'file'.padEnd(28)} ${'size'.padStart(9)} ${'answer'.padStart(8)} ${'median ms'.padStart(10)}`,
);
for (const [name, bytes] of files) {
  const times: number[] = [];
  let answer: string | null = null;
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    answer = await detectAttachmentType(bytes, 'review.docx');
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  console.log(
    `${name.padEnd(28)} ${`${(bytes.byteLength / MB).toFixed(2)} MB`.padStart(9)} ${(answer ? 'docx' : 'refused').padStart(8)} ${times[Math.floor(runs / 2)]!.toFixed(2).padStart(10)}`,
  );
}
clearInterval(sample);
console.log(`peak memory growth while checking: ${((peak - baseline) / MB).toFixed(1)} MB`);
