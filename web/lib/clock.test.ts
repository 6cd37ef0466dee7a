import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isTimeoutError, systemClock, withTimeout } from './clock';

describe('withTimeout', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it('gives the work its result when it finishes in time, and stops the timer', async () => {
    const result = withTimeout(async () => 'done', 1_000, 'too slow');
    await expect(result).resolves.toBe('done');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('aborts the work and rejects with the message once the time is up', async () => {
    let seen: AbortSignal | null = null;
    const result = withTimeout(
      (signal) => {
        seen = signal;
        return new Promise<never>(() => {});
      },
      10_000,
      'Submission timed out after 10 seconds',
    );
    const caught = result.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(9_999);
    expect(seen!.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await caught;
    expect(isTimeoutError(error)).toBe(true);
    expect((error as Error).message).toBe('Submission timed out after 10 seconds');
    expect(seen!.aborted).toBe(true);
  });

  it('passes the work its own failure', async () => {
    await expect(
      withTimeout(async () => Promise.reject(new Error('refused')), 1_000, 'slow'),
    ).rejects.toThrow('refused');
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('systemClock.sleep', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it('waits, or ends early when aborted', async () => {
    let done = false;
    void systemClock.sleep(500).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(499);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);

    const stop = new AbortController();
    const early = systemClock.sleep(60_000, stop.signal);
    stop.abort();
    await expect(early).resolves.toBeUndefined();
    expect(vi.getTimerCount()).toBe(0);
  });
});
