import { QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '#web/lib/api';
import { createQueryClient } from './query-client';

/** How many times a query failing with `error` is asked, retries included, delays skipped. */
async function attempts(error: Error): Promise<number> {
  const client = createQueryClient();
  let calls = 0;
  const observer = new QueryObserver(client, {
    queryKey: ['probe'],
    queryFn: () => {
      calls += 1;
      throw error;
    },
    retryDelay: 0,
  });
  await new Promise<void>((done) => {
    const stop = observer.subscribe((result) => {
      if (result.status === 'error') {
        stop();
        done();
      }
    });
  });
  return calls;
}

describe('the app query cache', () => {
  it('never asks again for what the server refused or does not have for this reader', async () => {
    expect(await attempts(new ApiRequestError(404, 'not_found', 'Submission not found.'))).toBe(1);
    expect(await attempts(new ApiRequestError(403, 'forbidden', 'Forbidden.'))).toBe(1);
  });

  it('asks again, three more times, after an outage, a lost connection, a timeout or a limit', async () => {
    for (const status of [0, 503, 408, 429])
      expect(await attempts(new ApiRequestError(status, 'unavailable', 'x'))).toBe(4);
  });
});
