import { describe, expect, it } from 'vitest';
import { secondsLeft } from './use-countdown';

describe('secondsLeft', () => {
  it('rounds up to whole seconds and stops at zero', () => {
    expect(secondsLeft(null, 0)).toBe(0);
    expect(secondsLeft(60_000, 0)).toBe(60);
    expect(secondsLeft(60_000, 500)).toBe(60);
    expect(secondsLeft(60_000, 1_000)).toBe(59);
    expect(secondsLeft(60_000, 59_999)).toBe(1);
    expect(secondsLeft(60_000, 61_000)).toBe(0);
  });
});
