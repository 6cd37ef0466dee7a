import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  apiKeysContract,
  createApiKeyContract,
  revokeApiKeyContract,
} from '#common/contracts/integrations';
import type { ResponseOf } from '#common/contracts/endpoint';
import type { ApiKey, ApiKeyInput } from '#common/integrations';
import { callApi } from '#web/lib/api';
import { errorText } from '#web/lib/errors';
import { notify } from '#web/lib/notify';
import { integrationKeys } from './keys';

type KeyList = { keys: ApiKey[] };

/** A new key with its secret, the only answer that ever holds it. */
export type CreatedApiKey = ResponseOf<typeof createApiKeyContract>;

/** Every API key: name, prefix, scopes, expiry and last use; never a secret (admins only). */
export const apiKeysQueryOptions = queryOptions({
  queryKey: integrationKeys.apiKeys(),
  queryFn: ({ signal }) => callApi(apiKeysContract, { signal }),
  refetchOnWindowFocus: false,
});

/**
 * Makes a key. Its answer is the only one that ever holds the secret: the caller shows it. A
 * refusal is the form's to show, on the field the server names.
 */
export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ApiKeyInput) => callApi(createApiKeyContract, { body: input }),
    onSuccess: ({ key }) => {
      queryClient.setQueryData<KeyList>(integrationKeys.apiKeys(), (list) =>
        list ? { keys: [key, ...list.keys] } : list,
      );
      // Another admin may have made or revoked keys meanwhile.
      void queryClient.invalidateQueries({ queryKey: integrationKeys.apiKeys() });
      notify.success('API Key Created', 'Copy its secret now: it is not shown again.');
    },
  });
}

/** Revokes a key: the next request made with it is refused. */
export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi(revokeApiKeyContract, { params: { id }, body: {} }),
    onSuccess: ({ key }) => {
      queryClient.setQueryData<KeyList>(integrationKeys.apiKeys(), (list) =>
        list ? { keys: list.keys.map((each) => (each.id === key.id ? key : each)) } : list,
      );
      notify.success('API Key Revoked', `"${key.name}" no longer works.`);
    },
    // Revoked or removed by another admin meanwhile: the list shows it as it now is.
    onError: (error) => {
      notify.error('Not Revoked', errorText(error));
      void queryClient.invalidateQueries({ queryKey: integrationKeys.apiKeys() });
    },
  });
}
