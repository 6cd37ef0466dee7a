import { useCallback, useEffect, useState } from 'react';

/** Whole seconds left until `until` (ms since the epoch), never negative. */
export function secondsLeft(until: number | null, now: number): number {
  if (until === null) return 0;
  return Math.max(0, Math.ceil((until - now) / 1000));
}

const TICK_MS = 250;

/**
 * A countdown in whole seconds; `start(n)` (re)starts it at n. `initialUntil` resumes one that
 * was running before (ms since the epoch).
 */
export function useCountdown(initialUntil: number | null = null) {
  const [until, setUntil] = useState<number | null>(() =>
    initialUntil !== null && initialUntil > Date.now() ? initialUntil : null,
  );
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (until === null) return;
    const timer = window.setInterval(() => {
      const time = Date.now();
      setNow(time);
      if (time >= until) setUntil(null);
    }, TICK_MS);
    return () => window.clearInterval(timer);
  }, [until]);

  const start = useCallback((seconds: number) => {
    const time = Date.now();
    setNow(time);
    setUntil(time + seconds * 1000);
  }, []);

  return { seconds: secondsLeft(until, now), start };
}
