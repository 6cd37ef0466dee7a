import { useEffect, useState } from 'react';

/**
 * Whether `ms` have passed while `waiting` stayed true. The clock starts when waiting starts and
 * stops when it ends; once passed, it stays passed.
 */
export function useDeadlinePassed(ms: number, waiting: boolean): boolean {
  const [passed, setPassed] = useState(false);
  useEffect(() => {
    if (!waiting) return;
    const timer = window.setTimeout(() => setPassed(true), ms);
    return () => window.clearTimeout(timer);
  }, [ms, waiting]);
  return passed;
}
