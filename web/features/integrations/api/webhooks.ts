import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  createWebhookContract,
  deleteWebhookContract,
  rotateWebhookSecretContract,
  updateWebhookContract,
  webhooksContract,
} from '#common/contracts/integrations';
import type { ResponseOf } from '#common/contracts/endpoint';
import type { Webhook, WebhookInput, WebhookUpdate } from '#common/integrations';
import { callApi } from '#web/lib/api';
import { errorText } from '#web/lib/errors';
import { notify } from '#web/lib/notify';
import { integrationKeys } from './keys';

type WebhookList = { webhooks: Webhook[] };

/** An endpoint with its signing secret (new, or made anew), the only answer that holds it. */
export type WebhookWithSecret = ResponseOf<typeof createWebhookContract>;

/** Every webhook endpoint, its events, whether it is on, and its latest delivery (admins only). */
export const webhooksQueryOptions = queryOptions({
  queryKey: integrationKeys.webhooks(),
  queryFn: ({ signal }) => callApi(webhooksContract, { signal }),
  refetchOnWindowFocus: false,
});

/** Puts the endpoint as the server now has it in the list, in its place. */
function useKeepWebhook() {
  const queryClient = useQueryClient();
  return (webhook: Webhook) =>
    queryClient.setQueryData<WebhookList>(integrationKeys.webhooks(), (list) =>
      list
        ? { webhooks: list.webhooks.map((each) => (each.id === webhook.id ? webhook : each)) }
        : list,
    );
}

/**
 * Registers an endpoint. Its answer is the only one that holds the signing secret: the caller
 * shows it. A refusal (an address that is private or cannot be found) is the form's to show.
 */
export function useCreateWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: WebhookInput) => callApi(createWebhookContract, { body: input }),
    onSuccess: ({ webhook }) => {
      queryClient.setQueryData<WebhookList>(integrationKeys.webhooks(), (list) =>
        list ? { webhooks: [webhook, ...list.webhooks] } : list,
      );
      void queryClient.invalidateQueries({ queryKey: integrationKeys.webhooks() });
      notify.success('Endpoint Added', 'Copy its signing secret now: it is not shown again.');
    },
  });
}

/** Changes an endpoint's events or description; a refusal is the form's to show. */
export function useEditWebhook(id: string) {
  const keep = useKeepWebhook();
  return useMutation({
    mutationFn: (change: WebhookUpdate) =>
      callApi(updateWebhookContract, { params: { id }, body: change }),
    onSuccess: ({ webhook }) => {
      keep(webhook);
      notify.success('Endpoint Saved', `Events are sent to ${webhook.url} as you chose.`);
    },
  });
}

/** Turns an endpoint on or off; while off, nothing is sent to it. */
export function useTurnWebhook(id: string) {
  const queryClient = useQueryClient();
  const keep = useKeepWebhook();
  return useMutation({
    mutationFn: (enabled: boolean) =>
      callApi(updateWebhookContract, { params: { id }, body: { enabled } }),
    onSuccess: ({ webhook }) => {
      keep(webhook);
      if (webhook.enabled)
        notify.success('Endpoint Turned On', `Events are sent to ${webhook.url}.`);
      else
        notify.success(
          'Endpoint Turned Off',
          'Events that happen while it is off are not sent to it.',
        );
    },
    onError: (error, enabled) => {
      notify.error(enabled ? 'Not Turned On' : 'Not Turned Off', errorText(error));
      void queryClient.invalidateQueries({ queryKey: integrationKeys.webhooks() });
    },
  });
}

/** Gives an endpoint a new signing secret, answered once; the old one stops at once. */
export function useRotateWebhookSecret(id: string) {
  const queryClient = useQueryClient();
  const keep = useKeepWebhook();
  return useMutation({
    mutationFn: () => callApi(rotateWebhookSecretContract, { params: { id }, body: {} }),
    onSuccess: ({ webhook }) => {
      keep(webhook);
      notify.success('New Signing Secret', 'Copy it now: it is not shown again.');
    },
    onError: (error) => {
      notify.error('No New Secret', errorText(error));
      void queryClient.invalidateQueries({ queryKey: integrationKeys.webhooks() });
    },
  });
}

/** Removes an endpoint and its delivery log. */
export function useDeleteWebhook(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(deleteWebhookContract, { params: { id } }),
    onSuccess: () => {
      queryClient.setQueryData<WebhookList>(integrationKeys.webhooks(), (list) =>
        list ? { webhooks: list.webhooks.filter((each) => each.id !== id) } : list,
      );
      queryClient.removeQueries({ queryKey: integrationKeys.deliveries(id) });
      notify.success('Endpoint Deleted', 'Nothing more is sent to it.');
    },
    onError: (error) => {
      notify.error('Not Deleted', errorText(error));
      void queryClient.invalidateQueries({ queryKey: integrationKeys.webhooks() });
    },
  });
}
