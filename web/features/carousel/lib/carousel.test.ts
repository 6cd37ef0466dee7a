import { describe, expect, it } from 'vitest';
import { autoplayEnabled, isRotating, nextIndex, SLIDE_INTERVAL_MS, wrapIndex } from './carousel';

describe('slide index math', () => {
  it('moves to the next slide and wraps after the last', () => {
    expect(nextIndex(0, 2)).toBe(1);
    expect(nextIndex(1, 2)).toBe(0);
    expect(nextIndex(2, 3)).toBe(0);
  });

  it('wraps any index into range, negatives from the end', () => {
    expect(wrapIndex(-1, 2)).toBe(1);
    expect(wrapIndex(5, 2)).toBe(1);
    expect(wrapIndex(-4, 3)).toBe(2);
    expect(wrapIndex(1.7, 3)).toBe(1);
  });

  it('keeps a carousel without slides at index 0', () => {
    expect(wrapIndex(3, 0)).toBe(0);
    expect(nextIndex(0, 0)).toBe(0);
    expect(nextIndex(0, 1)).toBe(0);
  });

  it('turns every 7 seconds', () => {
    expect(SLIDE_INTERVAL_MS).toBe(7000);
  });
});

describe('rotation', () => {
  const idle = { choice: null, reducedMotion: false, hovered: false, focused: false, count: 2 };

  it('rotates by default', () => {
    expect(isRotating(idle)).toBe(true);
  });

  it('does not rotate for visitors who prefer reduced motion, unless they press play', () => {
    expect(isRotating({ ...idle, reducedMotion: true })).toBe(false);
    expect(autoplayEnabled(null, true)).toBe(false);
    expect(isRotating({ ...idle, reducedMotion: true, choice: 'playing' })).toBe(true);
  });

  it('pauses while hovered or focused, and when the visitor paused it', () => {
    expect(isRotating({ ...idle, hovered: true })).toBe(false);
    expect(isRotating({ ...idle, focused: true })).toBe(false);
    expect(isRotating({ ...idle, choice: 'paused' })).toBe(false);
    // Hover and focus pause rotation without changing what the pause/play control shows.
    expect(autoplayEnabled(null, false)).toBe(true);
  });

  it('never rotates a single slide', () => {
    expect(isRotating({ ...idle, count: 1 })).toBe(false);
  });
});
