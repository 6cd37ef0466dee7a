import { useEffect, useState, type FocusEvent } from 'react';
import { usePrefersReducedMotion } from '#web/lib/use-reduced-motion';
import {
  autoplayEnabled,
  isRotating,
  nextIndex,
  SLIDE_INTERVAL_MS,
  wrapIndex,
  type RotationChoice,
} from '../lib/carousel';

/**
 * State of an auto-rotating carousel: the current slide, whether it turns, and the handlers
 * that pause it while the pointer is over it or keyboard focus is inside it.
 */
export function useCarousel(count: number, intervalMs: number = SLIDE_INTERVAL_MS) {
  const reducedMotion = usePrefersReducedMotion();
  const [current, setCurrent] = useState(0);
  const [choice, setChoice] = useState<RotationChoice>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const index = wrapIndex(current, count);
  const rotating = isRotating({ choice, reducedMotion, hovered, focused, count });
  const autoplay = autoplayEnabled(choice, reducedMotion);

  // One timeout per slide shown: choosing a slide by hand gives it the full interval.
  useEffect(() => {
    if (!rotating) return;
    const timer = window.setTimeout(() => setCurrent(nextIndex(index, count)), intervalMs);
    return () => window.clearTimeout(timer);
  }, [rotating, index, count, intervalMs]);

  return {
    index,
    rotating,
    /** What the pause/play control shows: the visitor's wish, not a hover or focus pause. */
    autoplay,
    show: (slide: number) => setCurrent(wrapIndex(slide, count)),
    toggleAutoplay: () => setChoice(autoplay ? 'paused' : 'playing'),
    /** Spread on the element whose hover and focus pause the rotation. */
    pauseHandlers: {
      onMouseEnter: () => setHovered(true),
      onMouseLeave: () => setHovered(false),
      onFocus: () => setFocused(true),
      onBlur: (event: FocusEvent<HTMLElement>) => {
        const next = event.relatedTarget;
        if (!(next instanceof Node) || !event.currentTarget.contains(next)) setFocused(false);
      },
    },
  };
}
