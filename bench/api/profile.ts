// Reads the CPU profiles `--profile` writes (node --cpu-prof) and names where each server spent
// its time: self time by package, and the portal's own functions, found through the bundle's
// source maps, so a line points at server/… rather than at dist/server/chunk-….js.
import { readdir, readFile } from 'node:fs/promises';
import { SourceMap } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
}

interface CpuProfile {
  nodes: { id: number; callFrame: CallFrame; hitCount?: number }[];
  samples: number[];
  timeDeltas: number[];
}

/** Where a frame's code lies: a source file of the portal, a package, or Node itself. */
interface Place {
  /** `server/…`, `common/…`, `bench/…`, a package's name, `node`, or a V8 marker like `(gc)`. */
  owner: string;
  /** A function as a person finds it: name, file and line. */
  name: string;
}

const sourceMaps = new Map<string, Promise<SourceMap | null>>();

async function sourceMapOf(file: string): Promise<SourceMap | null> {
  const map = await readFile(`${file}.map`, 'utf8').catch(() => null);
  return map === null ? null : new SourceMap(JSON.parse(map));
}

/** `node_modules/@scope/name/…` → `@scope/name`; a source of the portal keeps its folder. */
function ownerOf(source: string): string {
  // Drizzle's own source maps point one folder too high, at node_modules/src/….
  if (source.includes('node_modules/src/')) return 'drizzle-orm';
  const modules = source.lastIndexOf('node_modules/');
  if (modules !== -1) {
    const [first, second] = source.slice(modules + 'node_modules/'.length).split('/');
    return first!.startsWith('@') ? `${first}/${second}` : first!;
  }
  const root = /(?:^|\/)(server|common|bench|web)\//.exec(source);
  return root ? `${root[1]}/` : source;
}

async function placeOf({ functionName, url, lineNumber, columnNumber }: CallFrame): Promise<Place> {
  const fn = functionName || '(anonymous)';
  if (!url) return { owner: fn.startsWith('(') ? fn : 'node', name: fn };
  if (url.startsWith('node:')) return { owner: 'node', name: `${fn} ${url}` };
  const file = url.startsWith('file:') ? fileURLToPath(url) : url;
  if (!sourceMaps.has(file)) sourceMaps.set(file, sourceMapOf(file));
  const entry = (await sourceMaps.get(file))?.findEntry(lineNumber, columnNumber);
  const source =
    entry && 'originalSource' in entry
      ? path.relative(process.cwd(), fileURLToPath(new URL(entry.originalSource, `file://${file}`)))
      : path.relative(process.cwd(), file);
  const line = entry && 'originalLine' in entry ? entry.originalLine + 1 : lineNumber + 1;
  return { owner: ownerOf(source), name: `${fn} ${source}:${line}` };
}

/** Self time in ms per place, over every profile in the folder (one per process started). */
async function selfTimes(folder: string) {
  const byOwner = new Map<string, number>();
  const byFunction = new Map<string, { owner: string; ms: number }>();
  let total = 0;
  const files = (await readdir(folder).catch(() => [])).filter((f) => f.endsWith('.cpuprofile'));
  for (const file of files) {
    const profile = JSON.parse(await readFile(path.join(folder, file), 'utf8')) as CpuProfile;
    const places = new Map<number, Place>();
    for (const node of profile.nodes) places.set(node.id, await placeOf(node.callFrame));
    profile.samples.forEach((id, i) => {
      const place = places.get(id)!;
      if (place.owner === '(idle)') return;
      const ms = (profile.timeDeltas[i] ?? 0) / 1000;
      total += ms;
      byOwner.set(place.owner, (byOwner.get(place.owner) ?? 0) + ms);
      const fn = byFunction.get(place.name) ?? { owner: place.owner, ms: 0 };
      fn.ms += ms;
      byFunction.set(place.name, fn);
    });
  }
  return { total, byOwner, byFunction };
}

const percent = (part: number, total: number) =>
  `${((100 * part) / total).toFixed(1)}%`.padStart(6);

/** Prints, for each server's profiles, the busiest packages and functions by self time. */
export async function printProfiles(folder: string, top = 20): Promise<void> {
  for (const server of ['portal', 'bare']) {
    const { total, byOwner, byFunction } = await selfTimes(path.join(folder, server));
    if (total === 0) continue;
    console.log(`\n${server}: ${(total / 1000).toFixed(1)} s of CPU sampled (idle left out)`);
    console.log('  by package or folder (self time):');
    for (const [owner, ms] of [...byOwner].sort((a, b) => b[1] - a[1]).slice(0, 12))
      console.log(`    ${percent(ms, total)}  ${owner}`);
    const own = [...byFunction]
      .filter(([, fn]) => /^(server|common)\/$/.test(fn.owner))
      .sort((a, b) => b[1].ms - a[1].ms)
      .slice(0, top);
    if (own.length > 0) console.log('  its own functions (self time):');
    for (const [name, fn] of own) console.log(`    ${percent(fn.ms, total)}  ${name}`);
    console.log('  every function (self time):');
    for (const [name, fn] of [...byFunction].sort((a, b) => b[1].ms - a[1].ms).slice(0, top))
      console.log(`    ${percent(fn.ms, total)}  ${name}`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await printProfiles(process.argv[2]!);
