import { queryOptions } from '@tanstack/react-query';
import { healthContract } from '#common/contracts/health';
import { apiPath } from '#web/lib/api';
import { systemClock, withTimeout } from '#web/lib/clock';

/** Connection check timeouts (spec 02 §9): 3 s for the database check, 1.5 s on the submissions tab. */
export const CONNECTION_TIMEOUT_MS = 3_000;
export const INDICATOR_TIMEOUT_MS = 1_500;

/**
 * Whether the server and its database answer (GET /api/health): true only for a 200. Never
 * throws: an unreachable server, a 503 or a time-out all read as false.
 */
export async function checkConnection(
  signal?: AbortSignal,
  timeoutMs: number = CONNECTION_TIMEOUT_MS,
): Promise<boolean> {
  try {
    return await withTimeout(
      async (timeout) => {
        // Only the status counts, so the answer is not read.
        const response = await fetch(apiPath(healthContract), {
          headers: { Accept: 'application/json' },
          cache: 'no-store',
          credentials: 'same-origin',
          signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
        });
        return response.ok;
      },
      timeoutMs,
      'Connection check timed out',
      systemClock,
    );
  } catch {
    return false;
  }
}

export const connectionQueryOptions = queryOptions({
  queryKey: ['connection'] as const,
  queryFn: ({ signal }) => checkConnection(signal, INDICATOR_TIMEOUT_MS),
  retry: false,
  staleTime: 0,
  // Asked even when the browser says it is offline: the answer is what the indicator shows.
  networkMode: 'always',
});
