import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminMessages } from '#common/admin-messages';
import { notify } from '#web/lib/notify';
import { submissionsList } from '../api/submissions';
import { useListUrl, usePageInRange } from '#web/lib/list/use-list-url';

/** The submission list of the URL's query, and a Refresh that says when it worked. */
export function useSubmissionsList() {
  const [query, setQuery] = useListUrl(submissionsList.queryFrom, submissionsList.searchParams);
  const list = useQuery({
    ...submissionsList.queryOptions(query),
    // The old page stays on screen (dimmed) while the next one loads.
    placeholderData: keepPreviousData,
  });
  // A capped total is no last page: the pages go on while they are full.
  usePageInRange(
    query,
    setQuery,
    list.isPlaceholderData || list.data?.totalIsCapped ? undefined : list.data?.total,
  );

  async function refresh() {
    const result = await list.refetch();
    if (result.isSuccess) notify.success(adminMessages.refreshed);
  }

  return { query, setQuery, list, refresh };
}
