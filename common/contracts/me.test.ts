import { describe, expect, it } from 'vitest';
import { parseMeResponse } from './me';

const user = {
  id: '3f0c1a52-7b7e-4c1e-9d43-2f6f0a5c8b11',
  email: 'doctor@example.com',
  emailVerified: true,
  isAdmin: false,
  isReviewer: false,
  isCounsel: false,
  twoFactorEnabled: false,
  twoFactorVerified: false,
  staffStep: null,
  idleMinutes: 720,
};
const profile = {
  id: user.id,
  fullName: 'Dr. Amara Okafor',
  jobTitle: null,
  phoneNumber: null,
  avatarUrl: null,
  signature: 'signed',
  agreementId: '0b8e6a9e-2d7c-4f5b-8a1e-6c3d2b1a0f9e',
  createdAt: '2026-11-20T08:15:00.000Z',
  updatedAt: '2026-11-21T09:30:12.345Z',
  lastLogin: '2026-11-22T10:00:00+01:00',
  previousLogin: null,
  lastPasswordChange: null,
};

describe('reading the GET /api/me reply', () => {
  it('reads a visitor and a signed-in user with or without a profile', () => {
    expect(parseMeResponse({ user: null, profile: null })).toEqual({ user: null, profile: null });
    expect(parseMeResponse({ user, profile })).toEqual({ user, profile });
    expect(parseMeResponse({ user, profile: null })).toEqual({ user, profile: null });
  });

  it('keeps only the fields the contract names', () => {
    const read = parseMeResponse({
      user: { ...user, passwordHash: 'x' },
      profile: { ...profile, internalNote: 'x' },
      extra: 1,
    });
    expect(read).toEqual({ user, profile });
  });

  it.each([
    ['no body', null],
    ['a string', 'signed in'],
    ['a visitor with a profile', { user: null, profile }],
    ['a user without an email', { user: { ...user, email: undefined }, profile }],
    ['a flag as text', { user: { ...user, isAdmin: 'false' }, profile }],
    ['an id that is not a UUID', { user: { ...user, id: '42' }, profile }],
    [
      'a date without a time zone',
      { user, profile: { ...profile, createdAt: '2026-11-20T08:15:00' } },
    ],
    ['an impossible date', { user, profile: { ...profile, updatedAt: '2026-13-40T08:15:00Z' } }],
    ['a missing profile', { user }],
  ])('refuses %s', (_, reply) => {
    expect(() => parseMeResponse(reply)).toThrow(TypeError);
  });
});
