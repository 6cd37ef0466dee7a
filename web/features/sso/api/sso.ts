import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  addSsoProviderContract,
  removeSsoProviderContract,
  saveSignInPolicyContract,
  ssoSettingsContract,
  updateSsoProviderContract,
} from '#common/contracts/sso';
import type { ResponseOf } from '#common/contracts/endpoint';
import type { SignInPolicy, SsoProviderView } from '#common/sso';
import { callApi } from '#web/lib/api';
import { errorText } from '#web/lib/errors';
import { notify } from '#web/lib/notify';
import { onFormBox, type AddProviderRequest, type MappingRequest } from '../lib/provider-form';
import { ssoKeys } from './keys';

type SsoSettings = ResponseOf<typeof ssoSettingsContract>;

/** The identity providers staff sign in with, and the staff sign-in policy (admins only). */
export const ssoSettingsQueryOptions = queryOptions({
  queryKey: ssoKeys.settings(),
  queryFn: ({ signal }) => callApi(ssoSettingsContract, { signal }),
  staleTime: 60_000,
  refetchOnWindowFocus: false,
});

const byName = (a: SsoProviderView, b: SsoProviderView) => a.name.localeCompare(b.name);

/** Puts a provider as the server now has it in the list, in name order. */
function useKeepProvider() {
  const queryClient = useQueryClient();
  return (provider: SsoProviderView) =>
    queryClient.setQueryData<SsoSettings>(ssoKeys.settings(), (settings) =>
      settings
        ? {
            ...settings,
            providers: [
              ...settings.providers.filter((each) => each.providerId !== provider.providerId),
              provider,
            ].sort(byName),
          }
        : settings,
    );
}

const domainsText = (provider: SsoProviderView) => provider.domains.join(', ');

/**
 * Adds a provider; the server checks an OIDC issuer's discovery document and reads SAML
 * metadata first. A refusal is the form's to show, on the box it is about.
 */
export function useAddSsoProvider() {
  const queryClient = useQueryClient();
  const keep = useKeepProvider();
  return useMutation({
    mutationFn: async (input: AddProviderRequest) => {
      try {
        return await callApi(addSsoProviderContract, { body: input });
      } catch (error) {
        throw onFormBox(error, input);
      }
    },
    onSuccess: ({ provider }) => {
      keep(provider);
      void queryClient.invalidateQueries({ queryKey: ssoKeys.settings() });
      notify.success(
        'Provider Added',
        `People with an address at ${domainsText(provider)} now sign in with ${provider.name}.`,
      );
    },
  });
}

/** Changes a provider's name, domains and group mapping; a refusal is the form's to show. */
export function useEditSsoProvider(providerId: string) {
  const keep = useKeepProvider();
  return useMutation({
    mutationFn: async (mapping: MappingRequest) => {
      try {
        return await callApi(updateSsoProviderContract, { params: { providerId }, body: mapping });
      } catch (error) {
        throw onFormBox(error, mapping);
      }
    },
    onSuccess: ({ provider }) => {
      keep(provider);
      notify.success('Provider Saved', `Your changes to ${provider.name} are saved.`);
    },
  });
}

/** Removes a provider: its people can no longer sign in with it. */
export function useRemoveSsoProvider(providerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(removeSsoProviderContract, { params: { providerId } }),
    onSuccess: () => {
      queryClient.setQueryData<SsoSettings>(ssoKeys.settings(), (settings) =>
        settings
          ? {
              ...settings,
              providers: settings.providers.filter((each) => each.providerId !== providerId),
            }
          : settings,
      );
      notify.success('Provider Removed', 'Its people can no longer sign in with it.');
    },
    onError: (error) => {
      notify.error('Not Removed', errorText(error));
      void queryClient.invalidateQueries({ queryKey: ssoKeys.settings() });
    },
  });
}

/** Saves the staff sign-in policy; a refusal is the form's to show. */
export function useSaveSignInPolicy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (policy: SignInPolicy) => callApi(saveSignInPolicyContract, { body: policy }),
    onSuccess: (policy) => {
      queryClient.setQueryData<SsoSettings>(ssoKeys.settings(), (settings) =>
        settings ? { ...settings, policy } : settings,
      );
      notify.success(
        'Sign-In Policy Saved',
        policy.staffStrongSignInOnly
          ? 'Staff now need a passkey or single sign-on for the admin portal.'
          : 'Staff may again use the admin portal after signing in with a password and authenticator code.',
      );
    },
  });
}
