import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  mailAttentionContract,
  mailCountsContract,
  sendMailAgainContract,
} from '#common/contracts/mail-outbox';
import { mailOutboxTexts } from '#common/mail-outbox';
import { callApi } from '#web/lib/api';
import { notify } from '#web/lib/notify';

/** Every mail query: the dashboard's refresh asks them all again. */
export const mailKey = ['admin', 'mail'] as const;
const countsKey = [...mailKey, 'counts'] as const;

/** Delayed, failed and unconfirmed mail, with their counts (admins only). */
export const mailAttentionQueryOptions = queryOptions({
  queryKey: [...mailKey, 'list'],
  queryFn: ({ signal }) => callApi(mailAttentionContract, { signal }),
  refetchOnWindowFocus: false,
});

/** The dashboard's line: how much mail is delayed, failed or unconfirmed. */
export const mailCountsQueryOptions = queryOptions({
  queryKey: countsKey,
  queryFn: ({ signal }) => callApi(mailCountsContract, { signal }),
  refetchOnWindowFocus: false,
});

/** "Send again": the message is due now; the page shows the list as it then is. */
export function useSendMailAgain() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi(sendMailAgainContract, { params: { id } }),
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
