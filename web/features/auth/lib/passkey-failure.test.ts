import { describe, expect, it } from 'vitest';
import { ApiRequestError, wireCode } from '#web/lib/api';
import { PasskeyCancelled, passkeyFailure, passkeyTexts } from './passkey-failure';

const domError = (name: string) => Object.assign(new Error('The operation failed.'), { name });

describe('a failed passkey ceremony', () => {
  it('calls a closed browser dialog a cancellation, not an error', () => {
    for (const name of ['NotAllowedError', 'AbortError']) {
      const added = passkeyFailure(domError(name), 'add');
      expect(added).toBeInstanceOf(PasskeyCancelled);
      expect(added.message).toBe(passkeyTexts.addCancelled);
      const signedIn = passkeyFailure(domError(name), 'sign-in');
      expect(signedIn).toBeInstanceOf(PasskeyCancelled);
      expect(signedIn.message).toBe(passkeyTexts.signInCancelled);
    }
  });

  it('asks for a fresh sign-in when the server refuses to add one to an old session', () => {
    const refused = new ApiRequestError(403, wireCode('session_not_fresh'), 'Session is not fresh');
    expect(passkeyFailure(refused, 'add').message).toBe(passkeyTexts.notFresh);
  });

  it("keeps the server's own message", () => {
    const tooMany = new ApiRequestError(
      409,
      'conflict',
      'An account can hold at most 20 passkeys.',
    );
    expect(passkeyFailure(tooMany, 'add').message).toBe(tooMany.message);
    const unverified = new ApiRequestError(
      401,
      wireCode('passkey_not_verified'),
      'Did not check who.',
    );
    const failure = passkeyFailure(unverified, 'sign-in');
    expect(failure).not.toBeInstanceOf(PasskeyCancelled);
    expect(failure.message).toBe('Did not check who.');
  });

  it('words the auth library’s terse refusals', () => {
    const unknown = new ApiRequestError(401, wireCode('passkey_not_found'), 'Passkey not found');
    expect(passkeyFailure(unknown, 'sign-in').message).toBe(passkeyTexts.unknownPasskey);
    const stale = new ApiRequestError(400, wireCode('challenge_not_found'), 'Challenge not found');
    expect(passkeyFailure(stale, 'sign-in').message).toBe(passkeyTexts.expired);
  });

  it('says a device that already holds a passkey for the account does', () => {
    expect(passkeyFailure(domError('InvalidStateError'), 'add').message).toBe(
      passkeyTexts.alreadyAdded,
    );
  });

  it('says anything else plainly, without the browser’s technical words', () => {
    expect(passkeyFailure(domError('SecurityError'), 'add').message).toBe(passkeyTexts.addFailed);
    expect(passkeyFailure('odd', 'sign-in').message).toBe(passkeyTexts.signInFailed);
  });
});
