import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  sendDeliveryAgainContract,
  webhookDeliveriesContract,
} from '#common/contracts/integrations';
import type { Delivery } from '#common/integrations';
import { callApi } from '#web/lib/api';
import { errorText } from '#web/lib/errors';
import { notify } from '#web/lib/notify';
import { integrationKeys } from './keys';

type DeliveryList = { deliveries: Delivery[] };

/** Whether a delivery is still going: the log then asks again until it has gone. */
const underWay = (delivery: Delivery) =>
  delivery.state === 'pending' || delivery.state === 'sending';

/** An endpoint's latest deliveries, newest first; read again every few seconds while any is on its way. */
export const deliveriesQueryOptions = (webhookId: string) =>
  queryOptions({
    queryKey: integrationKeys.deliveries(webhookId),
    queryFn: ({ signal }) =>
      callApi(webhookDeliveriesContract, { params: { id: webhookId }, signal }),
    refetchOnWindowFocus: false,
    refetchInterval: (query) => (query.state.data?.deliveries.some(underWay) ? 5_000 : false),
  });

/**
 * "Send again": the delivery, with the same webhook-id, is due now. Refused while it is being
 * sent or while its endpoint is off; the log then shows it as it now is.
 */
export function useSendDeliveryAgain(webhookId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (deliveryId: string) =>
      callApi(sendDeliveryAgainContract, { params: { id: webhookId, deliveryId }, body: {} }),
    onSuccess: ({ delivery }) => {
      queryClient.setQueryData<DeliveryList>(integrationKeys.deliveries(webhookId), (list) =>
        list
          ? {
              deliveries: list.deliveries.map((each) =>
                each.id === delivery.id ? delivery : each,
              ),
            }
          : list,
      );
      // The endpoint's waiting count and latest delivery changed with it.
      void queryClient.invalidateQueries({ queryKey: integrationKeys.webhooks(), exact: true });
      notify.success('Sending Again', 'The delivery is sent again now, with the same webhook-id.');
    },
    onError: (error) => {
      notify.error('Not Sent Again', errorText(error));
      void queryClient.invalidateQueries({ queryKey: integrationKeys.webhooks() });
    },
  });
}
