import { describe, expect, it } from 'vitest';
import { accordionFocusTarget } from './accordion-keys';

describe('keyboard movement between the questions', () => {
  it('steps with the arrows and wraps at either end', () => {
    expect(accordionFocusTarget('ArrowDown', 0, 3)).toBe(1);
    expect(accordionFocusTarget('ArrowDown', 2, 3)).toBe(0);
    expect(accordionFocusTarget('ArrowUp', 1, 3)).toBe(0);
    expect(accordionFocusTarget('ArrowUp', 0, 3)).toBe(2);
  });

  it('jumps to the first and last with Home and End', () => {
    expect(accordionFocusTarget('Home', 2, 5)).toBe(0);
    expect(accordionFocusTarget('End', 0, 5)).toBe(4);
  });

  it('leaves other keys, and an empty list, to the browser', () => {
    expect(accordionFocusTarget('Enter', 0, 3)).toBeNull();
    expect(accordionFocusTarget('Tab', 1, 3)).toBeNull();
    expect(accordionFocusTarget('ArrowDown', 0, 0)).toBeNull();
  });
});
