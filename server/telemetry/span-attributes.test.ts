import { describe, expect, it } from 'vitest';
import { isProbe, originOf, safeIncomingPath } from './span-attributes';

describe('what HTTP spans say of an address', () => {
  it('keeps a path, and drops its query and fragment', () => {
    expect(safeIncomingPath('/api/admin/users?search=someone%40example.com')).toBe(
      '/api/admin/users',
    );
    expect(safeIncomingPath('/api/auth/verify-email?token=abc#x')).toBe('/api/auth/verify-email');
    expect(safeIncomingPath(undefined)).toBe('/');
    expect(safeIncomingPath('?only=query')).toBe('/');
  });

  it('names a credential in a path instead of giving it', () => {
    expect(safeIncomingPath('/api/calendar/s3cr3t-feed-token.ics')).toBe('/api/calendar/:file');
    expect(safeIncomingPath('/api/account/password-reset/r3set')).toBe(
      '/api/account/password-reset/:token',
    );
    expect(safeIncomingPath('/api/auth/reset-password/r3set?callbackURL=/x')).toBe(
      '/api/auth/reset-password/:token',
    );
  });

  it('tells probes from requests', () => {
    expect(isProbe('/api/health')).toBe(true);
    expect(isProbe('/api/health/live')).toBe(true);
    expect(isProbe('/api/health/ready?verbose=1')).toBe(true);
    expect(isProbe('/metrics')).toBe(true);
    expect(isProbe('/api/healthy-ideas')).toBe(false);
    expect(isProbe('/metrics/other')).toBe(false);
    expect(isProbe('/api/me')).toBe(false);
  });

  it('gives an outgoing call its origin only', () => {
    expect(originOf(new URL('https://hooks.example.com/services/T0/B0/s3cr3t?x=1'))).toBe(
      'https://hooks.example.com',
    );
    expect(originOf({ protocol: 'http:', hostname: '127.0.0.1', port: 9000 })).toBe(
      'http://127.0.0.1:9000',
    );
    expect(originOf({ protocol: 'https:', host: 'bucket.s3.amazonaws.com:443' })).toBe(
      'https://bucket.s3.amazonaws.com',
    );
    expect(originOf({ hostname: '::1', port: '8080' })).toBe('http://[::1]:8080');
    expect(originOf({})).toBe('http://localhost');
  });
});
