import { useQuery } from '@tanstack/react-query';
import { sessionQueryOptions } from '../api/get-session';

/** The signed-in user and profile (`data` is null when signed out), from GET /api/me. */
export function useSession() {
  return useQuery(sessionQueryOptions);
}
