// A seeded pseudo-random generator, so demo data and the benchmarks built on it are repeatable.
// sfc32 (Chris Doty-Humphrey's Small Fast Counting generator), seeded from a string hash.

export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** An integer from min to max, both included. */
  int(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** An exponentially distributed value with the given mean. */
  exponential(mean: number): number;
  /** A version 4 UUID made from this generator's numbers. */
  uuid(): string;
  /** An independent generator: what it yields does not depend on how much this one was used. */
  fork(label: string): Random;
}

/** cyrb128: four 32-bit words from a string, the seed of sfc32. */
function hash128(text: string): [number, number, number, number] {
  let h1 = 1779033703;
  let h2 = 3144134277;
  let h3 = 1013904242;
  let h4 = 2773480762;
  for (let i = 0; i < text.length; i++) {
    const k = text.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  h1 ^= h2 ^ h3 ^ h4;
  h2 ^= h1;
  h3 ^= h1;
  h4 ^= h1;
  return [h1 >>> 0, h2 >>> 0, h3 >>> 0, h4 >>> 0];
}

const hex = (n: number) => (n >>> 0).toString(16).padStart(8, '0');

export function createRandom(seed: string | number): Random {
  const label = String(seed);
  let [a, b, c, d] = hash128(label);
  const next32 = () => {
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return t >>> 0;
  };
  // The first outputs of a freshly seeded sfc32 are poorly mixed.
  for (let i = 0; i < 12; i++) next32();

  const random: Random = {
    next: () => next32() / 4294967296,
    int: (min, max) => min + Math.floor(random.next() * (max - min + 1)),
    chance: (probability) => random.next() < probability,
    pick: (items) => {
      if (items.length === 0) throw new Error('pick from an empty list');
      return items[Math.floor(random.next() * items.length)]!;
    },
    exponential: (mean) => -Math.log(1 - random.next()) * mean,
    uuid() {
      const w1 = next32();
      const w2 = (next32() & 0xffff0fff) | 0x00004000;
      const w3 = (next32() & 0x3fffffff) | 0x80000000;
      const w4 = next32();
      const h = hex(w1) + hex(w2) + hex(w3) + hex(w4);
      return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
    },
    fork: (child) => createRandom(`${label}/${child}`),
  };
  return random;
}

/**
 * Picks items in proportion to their weights, in O(log n) a pick, for long lists such as
 * "which user sends the next idea".
 */
export function weightedPicker<T>(items: readonly T[], weights: readonly number[]) {
  if (items.length === 0 || items.length !== weights.length) {
    throw new Error('a weighted pick needs as many weights as items, and at least one');
  }
  const cumulative: number[] = [];
  let total = 0;
  for (const weight of weights) {
    total += Math.max(0, weight);
    cumulative.push(total);
  }
  if (total <= 0) throw new Error('a weighted pick needs a positive weight');
  return (random: Random): T => {
    const target = random.next() * total;
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid]! > target) hi = mid;
      else lo = mid + 1;
    }
    return items[lo]!;
  };
}

/** One of a few choices, each with its weight: `weighted(random, [['a', 3], ['b', 1]])`. */
export function weighted<T>(random: Random, choices: readonly (readonly [T, number])[]): T {
  const total = choices.reduce((sum, [, weight]) => sum + weight, 0);
  let target = random.next() * total;
  for (const [item, weight] of choices) {
    target -= weight;
    if (target < 0) return item;
  }
  return choices.at(-1)![0];
}
