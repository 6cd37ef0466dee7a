import { isApiRequestError } from '#web/lib/api';
import { isPasskeyPromptClosed, webAuthnErrorName } from '#web/lib/webauthn';

/** What a passkey is being used for: adding one to the account, or signing in with one. */
export type PasskeyCeremony = 'add' | 'sign-in';

export const passkeyTexts = {
  addCancelled: 'Adding the passkey was cancelled.',
  signInCancelled: 'Signing in with a passkey was cancelled.',
  notFresh: 'For your security, sign in again before adding a passkey.',
  alreadyAdded: 'This device already holds a passkey for your account.',
  addFailed: 'The passkey could not be added. Please try again.',
  signInFailed:
    'Signing in with the passkey did not work. Please try again, or sign in with your password.',
  unknownPasskey:
    'This passkey is not known here: it may have been removed. Sign in with your password, or choose another passkey.',
  expired: 'That took too long. Please try again.',
  unsupported: 'Passkeys are not supported in this browser.',
} as const;

/**
 * The person closed the browser's passkey dialog (or it timed out): nothing went wrong, and
 * it is said calmly rather than as an error.
 */
export class PasskeyCancelled extends Error {
  override readonly name = 'PasskeyCancelled';
}

/**
 * A failed passkey ceremony in words for the person: a cancelled browser dialog as
 * PasskeyCancelled, anything else as an Error with the message to show. The server's own
 * messages (too many passkeys, a passkey that did not verify its holder) are kept.
 */
export function passkeyFailure(error: unknown, ceremony: PasskeyCeremony): Error {
  const adding = ceremony === 'add';
  const failed = adding ? passkeyTexts.addFailed : passkeyTexts.signInFailed;
  if (isApiRequestError(error)) {
    // The auth library asks for a recent sign-in before a new way into the account is added.
    if (adding && error.status === 403) return new Error(passkeyTexts.notFresh);
    // The auth library's own codes, passed on as it sent them (server/routes/auth.ts).
    const code: string = error.code;
    if (code === 'passkey_not_found') return new Error(passkeyTexts.unknownPasskey);
    if (code === 'challenge_not_found') return new Error(passkeyTexts.expired);
    return new Error(error.message || failed);
  }
  if (isPasskeyPromptClosed(error)) {
    return new PasskeyCancelled(adding ? passkeyTexts.addCancelled : passkeyTexts.signInCancelled);
  }
  // Registration only: the authenticator already holds one of the account's passkeys.
  if (webAuthnErrorName(error) === 'InvalidStateError')
    return new Error(adding ? passkeyTexts.alreadyAdded : failed);
  return new Error(failed);
}

export const isPasskeyCancelled = (error: unknown): error is PasskeyCancelled =>
  error instanceof PasskeyCancelled;
