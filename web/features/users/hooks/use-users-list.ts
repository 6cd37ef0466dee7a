import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminMessages } from '#common/admin-messages';
import { hasStatus } from '#web/lib/api';
import { errorText } from '#web/lib/errors';
import { isTimeoutError } from '#web/lib/clock';
import { notify } from '#web/lib/notify';
import { usersList } from '../api/users';
import { useListUrl, usePageInRange } from '#web/lib/list/use-list-url';

/** The user list of the URL's query, and a Refresh that says when it worked. */
export function useUsersList() {
  const [query, setQuery] = useListUrl(usersList.queryFrom, usersList.searchParams);
  const list = useQuery({ ...usersList.queryOptions(query), placeholderData: keepPreviousData });
  usePageInRange(query, setQuery, list.isPlaceholderData ? undefined : list.data?.total);

  async function refresh() {
    const result = await list.refetch();
    if (result.isSuccess) notify.success(adminMessages.refreshed);
  }

  return { query, setQuery, list, refresh };
}

/**
 * The user list's inline error (spec 01 §8): a query that ran out of time (the gateway's 504,
 * or a client deadline) gets its own advice; anything else says why it failed.
 */
export function usersLoadErrorText(error: unknown): string {
  if (hasStatus(error, 504) || isTimeoutError(error)) return adminMessages.usersTimeout;
  return adminMessages.usersFailed(
    errorText(error, 'An unexpected error occurred. Please try again.'),
  );
}
