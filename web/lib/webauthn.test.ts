import { describe, expect, it } from 'vitest';
import { isPasskeyPromptClosed, webAuthnErrorName } from './webauthn';

const domError = (name: string) => Object.assign(new Error('The operation failed.'), { name });

describe('the browser’s passkey dialog', () => {
  it('counts as closed when the person closed it, it timed out or a newer one replaced it', () => {
    expect(isPasskeyPromptClosed(domError('NotAllowedError'))).toBe(true);
    expect(isPasskeyPromptClosed(domError('AbortError'))).toBe(true);
  });

  it('does not count a failure as closed', () => {
    expect(isPasskeyPromptClosed(domError('SecurityError'))).toBe(false);
    expect(isPasskeyPromptClosed(new Error('Network down'))).toBe(false);
    expect(isPasskeyPromptClosed('NotAllowedError')).toBe(false);
    expect(isPasskeyPromptClosed(null)).toBe(false);
  });

  it('reads the name the browser’s error carries, and nothing else', () => {
    expect(webAuthnErrorName(domError('InvalidStateError'))).toBe('InvalidStateError');
    expect(webAuthnErrorName({ name: 42 })).toBeNull();
    expect(webAuthnErrorName(undefined)).toBeNull();
  });
});
