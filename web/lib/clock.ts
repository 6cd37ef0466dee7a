/** Time as the app's timing logic sees it; tests pass their own (or fake the timers). */
export interface Clock {
  now(): number;
  /** Waits `ms`; ends early, without error, when `signal` aborts. */
  sleep(ms: number, signal?: AbortSignal): Promise<void>;
}

export const systemClock: Clock = {
  now: () => Date.now(),
  sleep: (ms, signal) =>
    new Promise<void>((resolve) => {
      if (signal?.aborted) return resolve();
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        signal?.removeEventListener('abort', done);
        resolve();
      }
      signal?.addEventListener('abort', done, { once: true });
    }),
};

/** Work that did not finish in time. */
export class TimeoutError extends Error {
  override readonly name = 'TimeoutError';
}

export const isTimeoutError = (error: unknown): error is TimeoutError =>
  error instanceof TimeoutError;

/**
 * Runs `work` with a deadline: after `ms` its signal aborts and the call rejects with a
 * TimeoutError carrying `message`. The timer stops as soon as the work settles.
 */
export async function withTimeout<T>(
  work: (signal: AbortSignal) => Promise<T>,
  ms: number,
  message: string,
  clock: Clock = systemClock,
): Promise<T> {
  const controller = new AbortController();
  const finished = new AbortController();
  const deadline = clock.sleep(ms, finished.signal).then((): Promise<never> => {
    if (finished.signal.aborted) return new Promise<never>(() => {});
    const error = new TimeoutError(message);
    controller.abort(error);
    throw error;
  });
  try {
    return await Promise.race([work(controller.signal), deadline]);
  } finally {
    finished.abort();
  }
}
