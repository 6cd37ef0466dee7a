import { describe, expect, it } from 'vitest';
import { createRandom, weighted, weightedPicker } from './random';

const take = (seed: string, n: number) => {
  const random = createRandom(seed);
  return Array.from({ length: n }, () => random.next());
};

describe('the seeded random generator', () => {
  it('gives the same numbers for the same seed and others for another seed', () => {
    expect(take('a', 100)).toEqual(take('a', 100));
    expect(take('a', 100)).not.toEqual(take('b', 100));
  });

  it('forks streams that do not depend on how much the parent was used', () => {
    const fresh = createRandom('seed');
    const used = createRandom('seed');
    for (let i = 0; i < 50; i++) used.next();
    const a = fresh.fork('users');
    const b = used.fork('users');
    expect(Array.from({ length: 20 }, () => a.next())).toEqual(
      Array.from({ length: 20 }, () => b.next()),
    );
    expect(fresh.fork('users').next()).not.toBe(fresh.fork('ideas').next());
  });

  it('spreads numbers evenly over [0, 1) and integers over both ends of a range', () => {
    const random = createRandom('uniform');
    const buckets = new Array<number>(10).fill(0);
    const ints = new Set<number>();
    for (let i = 0; i < 20_000; i++) {
      const x = random.next();
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x).toBeLessThan(1);
      buckets[Math.floor(x * 10)]!++;
      ints.add(random.int(3, 7));
    }
    for (const count of buckets) expect(count / 20_000).toBeCloseTo(0.1, 1);
    expect([...ints].sort()).toEqual([3, 4, 5, 6, 7]);
  });

  it('makes distinct version 4 UUIDs', () => {
    const random = createRandom('ids');
    const ids = Array.from({ length: 10_000 }, () => random.uuid());
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids.slice(0, 100)) {
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    }
  });

  it('picks in proportion to the weights', () => {
    const random = createRandom('weights');
    const pick = weightedPicker(['a', 'b', 'c', 'never'], [1, 3, 6, 0]);
    const seen: Record<string, number> = { a: 0, b: 0, c: 0, never: 0 };
    for (let i = 0; i < 20_000; i++) seen[pick(random)]!++;
    expect(seen.a! / 20_000).toBeCloseTo(0.1, 1);
    expect(seen.b! / 20_000).toBeCloseTo(0.3, 1);
    expect(seen.c! / 20_000).toBeCloseTo(0.6, 1);
    expect(seen.never).toBe(0);

    const few: Record<string, number> = { x: 0, y: 0 };
    for (let i = 0; i < 10_000; i++) {
      few[
        weighted(random, [
          ['x', 1],
          ['y', 4],
        ])
      ]!++;
    }
    expect(few.y! / 10_000).toBeCloseTo(0.8, 1);
  });
});
