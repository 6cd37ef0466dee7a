import { describe, expect, it } from 'vitest';
import { emailFromState, fromLocation, nextParam, safeRedirectPath } from './safe-redirect';

describe('safeRedirectPath', () => {
  it.each([
    ['/login', '/login'],
    ['/user-dashboard/settings?tab=1#top', '/user-dashboard/settings?tab=1#top'],
    ['/a/../b', '/b'],
  ])('keeps the same-site path %j', (value, expected) => {
    expect(safeRedirectPath(value, '/fallback')).toBe(expected);
  });

  it.each([
    ['//evil.example/login'],
    ['/\\evil.example'],
    ['https://evil.example/'],
    ['javascript:alert(1)'],
    ['login'],
    [''],
    ['/\tevil'],
    [null],
    [undefined],
    [42],
  ])('refuses %j', (value) => {
    expect(safeRedirectPath(value, '/fallback')).toBe('/fallback');
  });
});

describe('fromLocation', () => {
  it('rebuilds the path a guard stored as a router location', () => {
    expect(
      fromLocation({ from: { pathname: '/user-dashboard/settings', search: '?x=1', hash: '' } }),
    ).toBe('/user-dashboard/settings?x=1');
  });

  it('accepts a plain path and refuses anything off-site', () => {
    expect(fromLocation({ from: '/admin' })).toBe('/admin');
    expect(fromLocation({ from: '//evil.example' })).toBeNull();
    expect(fromLocation({ from: { pathname: 'https://evil.example' } })).toBeNull();
    expect(fromLocation(null)).toBeNull();
    expect(fromLocation({})).toBeNull();
  });
});

describe('emailFromState', () => {
  it('reads a non-empty email', () => {
    expect(emailFromState({ email: ' a@example.com ' })).toBe('a@example.com');
    expect(emailFromState({ email: '  ' })).toBeNull();
    expect(emailFromState(undefined)).toBeNull();
  });
});

describe('nextParam', () => {
  it('reads a same-site path from ?next=', () => {
    expect(nextParam('?next=%2Fadmin%2Fusers')).toBe('/admin/users');
  });

  it('ignores a missing or foreign ?next=', () => {
    expect(nextParam('')).toBeNull();
    expect(nextParam('?next=https://evil.example/')).toBeNull();
    expect(nextParam('?next=//evil.example')).toBeNull();
  });
});
