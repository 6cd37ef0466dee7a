import { describe, expect, it } from 'vitest';
import { ssoMessages } from '#common/sso';
import { ApiRequestError } from '#web/lib/api';
import { isSsoRequired, ssoFailure, ssoReturnPath, ssoStartFailure } from './sso-sign-in';

describe('ssoReturnPath', () => {
  it('comes back to the sign-in page, which takes the person on', () => {
    expect(ssoReturnPath(null)).toBe('/login');
    expect(ssoReturnPath('/admin/users?page=2#top')).toBe(
      '/login?next=%2Fadmin%2Fusers%3Fpage%3D2%23top',
    );
  });

  it('names the page asked for so that the sign-in page reads it back', () => {
    const path = ssoReturnPath('/admin/submissions?stage=review&sort=due');
    expect(new URL(path, 'http://portal.test').searchParams.get('next')).toBe(
      '/admin/submissions?stage=review&sort=due',
    );
  });
});

describe('ssoFailure', () => {
  it('says nothing without an error', () => {
    expect(ssoFailure('')).toBeNull();
    expect(ssoFailure('?next=%2Fadmin&reason=idle')).toBeNull();
    expect(ssoFailure('?error=')).toBeNull();
  });

  it("says the sign-in failed, with the provider's words when it gave some", () => {
    expect(ssoFailure('?error=sso_failed')).toEqual({ message: ssoMessages.failed, detail: null });
    expect(ssoFailure('?error=access_denied&error_description=User+cancelled+the+login')).toEqual({
      message: ssoMessages.failed,
      detail: 'User cancelled the login',
    });
  });

  it("keeps the provider's words as text, on one line, cut short", () => {
    const markup = ssoFailure(
      `?error=x&error_description=${encodeURIComponent('<b>no</b>\n\tway')}`,
    );
    expect(markup?.detail).toBe('<b>no</b> way');
    const long = ssoFailure(`?error=x&error_description=${'a'.repeat(1000)}`);
    expect(long?.detail).toHaveLength(300);
    expect(long?.detail?.endsWith('…')).toBe(true);
  });
});

describe('a refused start of single sign-on', () => {
  it('is told apart from other refusals of a password', () => {
    expect(isSsoRequired(new ApiRequestError(403, 'sso_required' as never, 'Use SSO.'))).toBe(true);
    expect(isSsoRequired(new ApiRequestError(403, 'email_not_verified', 'Verify.'))).toBe(false);
    expect(isSsoRequired(new Error('sso_required'))).toBe(false);
  });

  it('goes on the email box: a domain without a provider in plain words', () => {
    const none = ssoStartFailure(
      new ApiRequestError(404, 'not_found', 'No provider found for the issuer'),
    );
    expect(none).toMatchObject({ status: 404, field: 'email', message: ssoMessages.noProvider });
    const refused = ssoStartFailure(
      new ApiRequestError(400, 'invalid_input', 'Email is not valid.'),
    );
    expect(refused).toMatchObject({ field: 'email', message: 'Email is not valid.' });
  });

  it('stays above the fields when the server was not reached, was busy or failed', () => {
    for (const error of [
      new ApiRequestError(0, 'network_error', 'Could not reach the server.'),
      new ApiRequestError(429, 'rate_limited' as never, 'Too many requests.'),
      new ApiRequestError(500, 'internal_error' as never, 'Something went wrong.'),
    ])
      expect(ssoStartFailure(error)).toBe(error);
  });
});
