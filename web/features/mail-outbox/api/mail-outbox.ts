import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  mailOutboxTexts,
  type MailAttentionCounts,
  type MailAttentionResponse,
} from '#common/mail-outbox';
import { apiRequest } from '#web/lib/api';
import { notify } from '#web/lib/notify';

/** Every mail query: the dashboard's refresh asks them all again. */
export const mailKey = ['admin', 'mail'] as const;
const countsKey = [...mailKey, 'counts'] as const;

/** Delayed, failed and unconfirmed mail, with their counts (admins only). */
export const mailAttentionQueryOptions = queryOptions({
  queryKey: [...mailKey, 'list'],
  queryFn: ({ signal }) => apiRequest<MailAttentionResponse>('/api/admin/mail', { signal }),
  refetchOnWindowFocus: false,
});

/** The dashboard's line: how much mail is delayed, failed or unconfirmed. */
export const mailCountsQueryOptions = queryOptions({
  queryKey: countsKey,
  queryFn: ({ signal }) => apiRequest<MailAttentionCounts>('/api/admin/mail/counts', { signal }),
  refetchOnWindowFocus: false,
});

/** "Send again": the message is due now; the page shows the list as it then is. */
export function useSendMailAgain() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<MailAttentionResponse>(`/api/admin/mail/${encodeURIComponent(id)}/send-again`, {
        method: 'POST',
      }),
    onSuccess: (page) => {
      queryClient.setQueryData(mailAttentionQueryOptions.queryKey, page);
      queryClient.setQueryData(countsKey, page.counts);
      notify.success(mailOutboxTexts.sentAgainTitle, mailOutboxTexts.sentAgain);
    },
    // Sent meanwhile, or sent again by another admin: the page shows it as it now is.
    onError: (error) => {
      notify.error('Not Sent Again', error.message);
      void queryClient.invalidateQueries({ queryKey: mailKey });
    },
  });
}
