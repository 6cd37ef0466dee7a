import { EventEmitter } from 'node:events';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createOutageLog } from '../db/outage';
import { logger } from '../lib/logger';
import { createQueueWorker } from './queue-worker';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** What node-postgres throws while the database refuses connections. */
const refused = () =>
  Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });

describe('a queue worker while the database is unreachable', () => {
  it('leaves the outage to the one outage line, not a warning at every poll', async () => {
    vi.useFakeTimers();
    const warned = vi.spyOn(logger, 'warn');
    const outage = createOutageLog();
    const worker = createQueueWorker({
      name: 'outbox',
      claim: () => Promise.reject(refused()),
      handle: async () => {},
      signal: new EventEmitter(),
      pollMs: 2_000,
      outage,
    });
    worker.start();
    // Ten minutes of polls.
    for (let poll = 0; poll < 300; poll++) await vi.advanceTimersByTimeAsync(2_000);
    await worker.stop();
    expect(outage.down).toBe(true);
    expect(warned.mock.calls.map(([message]) => message)).toEqual([
      'database unavailable: answering 503 until it is back',
    ]);
  });

  it('says nothing more when, during an outage, no connection comes free', async () => {
    vi.useFakeTimers();
    const outage = createOutageLog();
    outage.unavailable(refused());
    const warned = vi.spyOn(logger, 'warn');
    const worker = createQueueWorker({
      name: 'outbox',
      claim: () => Promise.reject(new Error('timeout exceeded when trying to connect')),
      handle: async () => {},
      signal: new EventEmitter(),
      pollMs: 2_000,
      outage,
    });
    worker.start();
    for (let poll = 0; poll < 30; poll++) await vi.advanceTimersByTimeAsync(2_000);
    await worker.stop();
    expect(warned).not.toHaveBeenCalled();
  });

  it('still warns of any other failure', async () => {
    vi.useFakeTimers();
    const warned = vi.spyOn(logger, 'warn');
    const worker = createQueueWorker({
      name: 'outbox',
      claim: () => Promise.reject(new Error('column "x" does not exist')),
      handle: async () => {},
      signal: new EventEmitter(),
      pollMs: 2_000,
      outage: createOutageLog(),
    });
    worker.start();
    await vi.advanceTimersByTimeAsync(2_000);
    await worker.stop();
    expect(warned).toHaveBeenCalledWith('outbox worker could not run', {
      error: 'column "x" does not exist',
    });
  });
});
