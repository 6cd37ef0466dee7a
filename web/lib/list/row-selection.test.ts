import { describe, expect, it } from 'vitest';
import { pageSelectionState, withPage, withRow } from './row-selection';

describe('row selection', () => {
  it('says whether none, some or all of the page are chosen', () => {
    expect(pageSelectionState(new Set(), ['a', 'b'])).toBe(false);
    expect(pageSelectionState(new Set(['a']), ['a', 'b'])).toBe('mixed');
    expect(pageSelectionState(new Set(['a', 'b', 'z']), ['a', 'b'])).toBe(true);
    expect(pageSelectionState(new Set(['z']), [])).toBe(false);
  });

  it('ticks and unticks one row', () => {
    expect([...withRow(new Set(['a']), 'b', true)]).toEqual(['a', 'b']);
    expect([...withRow(new Set(['a', 'b']), 'a', false)]).toEqual(['b']);
  });

  it('chooses the whole page, or none of it when all were, keeping other pages', () => {
    expect([...withPage(new Set(['z', 'a']), ['a', 'b'])].sort()).toEqual(['a', 'b', 'z']);
    expect([...withPage(new Set(['z', 'a', 'b']), ['a', 'b'])]).toEqual(['z']);
  });
});
