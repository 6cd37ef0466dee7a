import { describe, expect, it } from 'vitest';
import { assignedText, localToday, toggled } from './assignment';

describe('assignedText', () => {
  it('counts new assignments, and updated ones when there are any', () => {
    expect(assignedText(1, 0)).toBe('1 new assignment.');
    expect(assignedText(4, 0)).toBe('4 new assignments.');
    expect(assignedText(0, 2)).toBe('0 new assignments, 2 assignments updated.');
    expect(assignedText(3, 1)).toBe('3 new assignments, 1 assignment updated.');
  });
});

describe('toggled', () => {
  it('adds an id once and removes it', () => {
    expect(toggled(['a'], 'b', true)).toEqual(['a', 'b']);
    expect(toggled(['a', 'b'], 'b', true)).toEqual(['a', 'b']);
    expect(toggled(['a', 'b'], 'a', false)).toEqual(['b']);
    expect(toggled([], 'a', false)).toEqual([]);
  });
});

describe('localToday', () => {
  it('writes the local date with two-digit month and day', () => {
    expect(localToday(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
    expect(localToday(new Date(2026, 10, 21, 0, 1))).toBe('2026-11-21');
  });
});
