import type { MiddlewareHandler } from 'hono';
import { logger } from '../lib/logger';
import { unavailable } from '#server/core/app-error';

export interface ConcurrencyLimitOptions {
  /** Requests this instance works on at once (MAX_CONCURRENT_REQUESTS). */
  maxInFlight: number;
  /** Requests that may wait for one of those places (REQUEST_QUEUE_SIZE); more are refused. */
  maxQueued: number;
  /**
   * How long after its arrival a request is answered 503 if it is still waiting for a place, or
   * is a read still running (REQUEST_DEADLINE_SECONDS).
   */
  deadlineMs: number;
  /** Requests that take no place: long-lived streams, and the health check a balancer reads. */
  exempt(path: string): boolean;
}

const READS = new Set(['GET', 'HEAD']);

/**
 * Bounds the work of one instance under sustained overload. At most `maxInFlight` requests run
 * at once and `maxQueued` wait their turn, first come first served; a request beyond those, or
 * one not answered by its deadline, is answered 503 with Retry-After, so clients back off (or a
 * balancer tries another instance) instead of every request slowing down without end.
 *
 * Only a read is cut off at its deadline once it runs: a write that has started is always
 * answered with what it did, so nobody is told "try again" about a change that was made. A read
 * answered at its deadline keeps its place until its work ends, as the limit counts the work
 * the instance is really doing.
 */
export function concurrencyLimit(options: ConcurrencyLimitOptions): MiddlewareHandler {
  let inFlight = 0;
  const waiting: Array<() => void> = [];
  let refusing = false;

  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else inFlight--;
  };

  const refuse = (why: string) => {
    // One line when refusals start, not one per request.
    if (!refusing) logger.warn('overloaded: answering 503', { why, inFlight });
    refusing = true;
    return unavailable('The portal is busy. Please try again in a few seconds.');
  };

  return async (c, next) => {
    if (options.exempt(c.req.path)) return next();
    // The deadline's timer is made only when something can run past it (a wait for a place, a
    // read): a write taken at once, the usual case, costs no timer.
    const arrived = Date.now();
    let timer: NodeJS.Timeout | undefined;
    let deadline: Promise<'deadline'> | undefined;
    const untilDeadline = () =>
      (deadline ??= new Promise<'deadline'>((resolve) => {
        timer = setTimeout(() => resolve('deadline'), arrived + options.deadlineMs - Date.now());
      }));
    try {
      if (inFlight < options.maxInFlight) {
        inFlight++;
        // Taken at once: the overload is over (one taken from the queue is still in it).
        refusing = false;
      } else {
        if (waiting.length >= options.maxQueued) throw refuse('queue full');
        let admit!: () => void;
        const admitted = new Promise<'admitted'>((resolve) => (admit = () => resolve('admitted')));
        waiting.push(admit);
        if ((await Promise.race([admitted, untilDeadline()])) === 'deadline') {
          const at = waiting.indexOf(admit);
          // Admitted just as its time ran out: the place it was handed goes on to the next.
          if (at === -1) release();
          else waiting.splice(at, 1);
          throw refuse('waited past the deadline');
        }
      }
      const work = next().finally(release);
      if (!READS.has(c.req.method)) return await work;
      if ((await Promise.race([work, untilDeadline()])) === 'deadline')
        throw refuse('read past the deadline');
    } finally {
      clearTimeout(timer);
    }
  };
}
