import { QueryClient } from '@tanstack/react-query';

const second = 1_000;
const minute = 60 * second;

/** Exponential back-off: 1 s, 2 s, 4 s ... capped at 30 s. */
export function retryDelay(attemptIndex: number): number {
  return Math.min(second * 2 ** attemptIndex, 30 * second);
}

/**
 * Whether asking again may give another answer. A refusal or a "not found" (an idea the reader
 * may no longer see) stands; only a timeout or a limit (408, 429) among them passes.
 */
function mayChange(error: Error): boolean {
  const status = 'status' in error && typeof error.status === 'number' ? error.status : 0;
  return status < 400 || status >= 500 || status === 408 || status === 429;
}

/** A cache with the app's defaults. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failureCount, error) => failureCount < 3 && mayChange(error),
        retryDelay,
        gcTime: 5 * minute,
      },
    },
  });
}

// One client for the whole app so route loaders and components share a cache.
export const queryClient = createQueryClient();
