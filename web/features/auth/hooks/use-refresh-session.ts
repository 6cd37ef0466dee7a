import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { sessionQueryOptions } from '../api/get-session';

/** Reads the session afresh (after sign-in, verification, a password change) and returns it. */
export function useRefreshSession() {
  const queryClient = useQueryClient();
  return useCallback(
    () => queryClient.fetchQuery({ ...sessionQueryOptions, staleTime: 0 }),
    [queryClient],
  );
}
