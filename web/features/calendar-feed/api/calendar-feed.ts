import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { calendarFeedContract, resetCalendarFeedContract } from '#common/contracts/calendar';
import { callApi } from '#web/lib/api';
import { errorText } from '#web/lib/errors';
import { adminRoot } from '#web/lib/list/admin-query';
import { notify } from '#web/lib/notify';

const feedKey = [...adminRoot, 'calendar-feed'] as const;

/** Whether the reader has a feed address, and since when: the address itself is never read back. */
export const calendarFeedQueryOptions = queryOptions({
  queryKey: feedKey,
  queryFn: ({ signal }) => callApi(calendarFeedContract, { signal }),
  refetchOnWindowFocus: false,
});

/** Makes a new feed address, which answers once; the old one stops working. */
export function useResetCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(resetCalendarFeedContract),
    onSuccess: () => {
      queryClient.setQueryData(feedKey, { createdAt: new Date().toISOString() });
      notify.success('Feed Address Ready', 'Copy it into your calendar app now.');
    },
    onError: (failure) => notify.error('Could not make the address', errorText(failure)),
  });
}
