import { QueryClient } from '@tanstack/react-query';

const second = 1_000;
const minute = 60 * second;

/** Exponential back-off: 1 s, 2 s, 4 s ... capped at 30 s. */
export function retryDelay(attemptIndex: number): number {
  return Math.min(second * 2 ** attemptIndex, 30 * second);
}

/** A cache with the app's defaults. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: 3,
        retryDelay,
        gcTime: 5 * minute,
      },
    },
  });
}

// One client for the whole app so route loaders and components share a cache.
export const queryClient = createQueryClient();
