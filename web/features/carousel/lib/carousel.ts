/** The hero's slides change every 7 seconds (spec 01 §9). */
export const SLIDE_INTERVAL_MS = 7_000;

/** Any whole number as a slide index: wraps past either end (-1 is the last slide). */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return ((Math.trunc(index) % count) + count) % count;
}

/** The slide after this one, back to the first after the last. */
export function nextIndex(index: number, count: number): number {
  return wrapIndex(index + 1, count);
}

/** The visitor's own choice from the pause/play control; null until they make one. */
export type RotationChoice = 'playing' | 'paused' | null;

/**
 * Whether automatic rotation is wanted at all: the visitor's choice, else on unless they
 * prefer reduced motion. This is what the pause/play control shows.
 */
export function autoplayEnabled(choice: RotationChoice, reducedMotion: boolean): boolean {
  return choice === null ? !reducedMotion : choice === 'playing';
}

/**
 * Whether the slides turn right now: autoplay is enabled, there is more than one slide, and
 * the carousel has neither the pointer over it nor keyboard focus in it.
 */
export function isRotating(state: {
  choice: RotationChoice;
  reducedMotion: boolean;
  hovered: boolean;
  focused: boolean;
  count: number;
}): boolean {
  return (
    state.count > 1 &&
    autoplayEnabled(state.choice, state.reducedMotion) &&
    !state.hovered &&
    !state.focused
  );
}
