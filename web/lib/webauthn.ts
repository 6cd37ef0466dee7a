import { queryOptions } from '@tanstack/react-query';
import type { PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import type { z } from 'zod';
import type { signingCredentials } from '#common/auth/signing';
import { listPasskeysContract, signingChallengeContract } from '#common/contracts/passkeys';
import { callApi } from './api';

/** The account's passkeys, newest first: listed in Settings, and offered at each signature. */
export const passkeysQueryOptions = queryOptions({
  queryKey: ['account-passkeys'] as const,
  queryFn: async ({ signal }) => (await callApi(listPasskeysContract, { signal })).passkeys,
  staleTime: 0,
});

/** The browser's side of WebAuthn, fetched when a passkey is first used, not with every page. */
export const loadWebAuthn = () => import('@simplewebauthn/browser');

/**
 * Fetches it ahead, where a passkey may be used next: a browser may refuse its dialog when too
 * long has passed since the click that asked for it.
 */
export function preloadWebAuthn(): void {
  loadWebAuthn().catch(() => undefined);
}

/** What the browser answered, passed on to the server as the library made it. */
export const webAuthnJson = (answer: object) => answer as Record<string, unknown>;

/** The name a DOMException (or the WebAuthn library's error that passes it on) carries. */
export const webAuthnErrorName = (error: unknown): string | null =>
  typeof error === 'object' && error !== null && 'name' in error && typeof error.name === 'string'
    ? error.name
    : null;

/**
 * The person closed the browser's passkey dialog, or it timed out (NotAllowedError), or a newer
 * request replaced it (AbortError): nothing went wrong, and it is said calmly.
 */
export function isPasskeyPromptClosed(error: unknown): boolean {
  const name = webAuthnErrorName(error);
  return name === 'NotAllowedError' || name === 'AbortError';
}

/** A passkey's answer to the challenge made for one signature, sent in place of the password. */
export type PasskeyProof = NonNullable<z.infer<typeof signingCredentials.passkey>>;

/**
 * Proves who signs with a passkey: a challenge for this signature from the portal, then the
 * browser's dialog (the device checks who holds it). The server checks the answer as it records
 * the signature. Throws the server's refusal (409 when the account has no passkey) or the
 * browser's error (see isPasskeyPromptClosed).
 */
export async function signingPasskey(): Promise<PasskeyProof> {
  const [{ startAuthentication }, { challengeId, options }] = await Promise.all([
    loadWebAuthn(),
    callApi(signingChallengeContract, { body: {} }),
  ]);
  const response = await startAuthentication({
    optionsJSON: options as unknown as PublicKeyCredentialRequestOptionsJSON,
  });
  return { challengeId, response: webAuthnJson(response) };
}
