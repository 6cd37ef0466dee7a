import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';
import {
  passkeyRegistrationOptionsContract,
  passkeySignInContract,
  passkeySignInOptionsContract,
  passkeyVerifyRegistrationContract,
} from '#common/contracts/auth';
import {
  removePasskeyContract,
  renamePasskeyContract,
  type Passkey,
} from '#common/contracts/passkeys';
import { callApi } from '#web/lib/api';
import { failingAs } from '#web/lib/failing-as';
import { notify } from '#web/lib/notify';
import { loadWebAuthn, passkeysQueryOptions, webAuthnJson } from '#web/lib/webauthn';
import { passkeyFailure } from '../lib/passkey-failure';

export type AddedPasskey = { id: string; name: string };

/**
 * Adds a passkey to the signed-in account: the server's options, the browser's dialog (the
 * device makes the key and checks who holds it), then the server checks and keeps it.
 */
export async function addPasskey(name: string): Promise<AddedPasskey> {
  const [{ startRegistration }, options] = await Promise.all([
    loadWebAuthn(),
    callApi(passkeyRegistrationOptionsContract),
  ]);
  const response = await startRegistration({
    optionsJSON: options as unknown as PublicKeyCredentialCreationOptionsJSON,
  });
  const added = await callApi(passkeyVerifyRegistrationContract, {
    body: { response: webAuthnJson(response), name },
  });
  return { id: added.id, name: added.name ?? name };
}

/** Signs in with a passkey the browser offers; the server sets the session cookie. */
export async function signInWithPasskey(): Promise<void> {
  const [{ startAuthentication }, options] = await Promise.all([
    loadWebAuthn(),
    callApi(passkeySignInOptionsContract),
  ]);
  const response = await startAuthentication({
    optionsJSON: options as unknown as PublicKeyCredentialRequestOptionsJSON,
  });
  await callApi(passkeySignInContract, { body: { response: webAuthnJson(response) } });
}

export async function renamePasskey(id: string, name: string): Promise<Passkey> {
  return (await callApi(renamePasskeyContract, { params: { id }, body: { name } })).passkey;
}

export type RemovalCredentials = { password: string; code?: string };

export async function removePasskey(id: string, credentials: RemovalCredentials): Promise<void> {
  await callApi(removePasskeyContract, { params: { id }, body: credentials });
}

function useRefreshList() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: passkeysQueryOptions.queryKey });
}

/**
 * Adds a passkey and says so. A failure is thrown in words for the form: a closed browser
 * dialog as PasskeyCancelled, to be said calmly.
 */
export function useAddPasskey() {
  const refreshList = useRefreshList();
  return useMutation({
    mutationFn: failingAs<string, AddedPasskey>(addPasskey, (error) =>
      passkeyFailure(error, 'add'),
    ),
    onSuccess: async (added) => {
      notify.success('Passkey Added', `${added.name} can now sign you in.`);
      await refreshList();
    },
  });
}

/** Renames a passkey; a refusal is thrown to the form, on the field it names. */
export function useRenamePasskey(id: string) {
  const refreshList = useRefreshList();
  return useMutation({
    mutationFn: (name: string) => renamePasskey(id, name),
    onSuccess: async () => {
      notify.success('Passkey Renamed');
      await refreshList();
    },
  });
}

/**
 * Removes a passkey with the password (and code) again; a wrong one is thrown to the form, on
 * its field. The list is left as it is until `useDropPasskey`: the dialog closes first, while
 * its button is still there.
 */
export function useRemovePasskey(id: string) {
  return useMutation({
    mutationFn: (credentials: RemovalCredentials) => removePasskey(id, credentials),
    onSuccess: () => notify.success('Passkey Removed', 'It can no longer sign you in.'),
  });
}

/** Takes a removed passkey out of the list at once, then reads the list again. */
export function useDropPasskey() {
  const queryClient = useQueryClient();
  const refreshList = useRefreshList();
  return (id: string) => {
    queryClient.setQueryData(passkeysQueryOptions.queryKey, (passkeys) =>
      passkeys?.filter((passkey) => passkey.id !== id),
    );
    void refreshList();
  };
}

/** Signs in with a passkey; a failure is thrown in words to show (cancelled: PasskeyCancelled). */
export function useSignInWithPasskey() {
  return useMutation({
    mutationFn: async () => {
      try {
        await signInWithPasskey();
      } catch (error) {
        throw passkeyFailure(error, 'sign-in');
      }
    },
  });
}
