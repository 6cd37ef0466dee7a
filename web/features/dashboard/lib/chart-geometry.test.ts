import { describe, expect, it } from 'vitest';
import { barPath, shownLabels, valueTicks } from './chart-geometry';

describe('the activity chart value axis', () => {
  it('counts in whole numbers from zero, even when every day is zero', () => {
    expect(valueTicks(0)).toEqual([0, 1, 2, 3, 4]);
    expect(valueTicks(3)).toEqual([0, 1, 2, 3, 4]);
  });

  it('reaches the highest value in round steps', () => {
    expect(valueTicks(7)).toEqual([0, 2, 4, 6, 8]);
    expect(valueTicks(38)).toEqual([0, 10, 20, 30, 40]);
    expect(valueTicks(120)).toEqual([0, 50, 100, 150, 200]);
    expect(valueTicks(2_000)).toEqual([0, 500, 1_000, 1_500, 2_000]);
  });
});

describe('the activity chart day labels', () => {
  it('shows every day when there is room', () => {
    expect([...shownLabels(5, 60)].sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4]);
  });

  it('thins out on a narrow chart, always keeping the last day', () => {
    const shown = shownLabels(30, 10);
    expect(shown.has(29)).toBe(true);
    expect(shown.has(28)).toBe(false);
    expect(shown.size).toBe(5);
  });
});

describe('a bar outline', () => {
  it('never rounds more than the bar is tall', () => {
    expect(barPath(0, 9, 10, 1)).toBe('M0,10V10Q0,9 1,9H9Q10,9 10,10V10Z');
  });
});
