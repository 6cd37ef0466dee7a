import { describe, expect, it } from 'vitest';
import type { Session } from '../api/get-session';
import {
  adminGuardDecision,
  counselGuardDecision,
  dashboardGuardDecision,
  landingPath,
} from './guard-decisions';

const session = (user: Partial<Session['user']> = {}): Session => ({
  user: {
    id: 'u1',
    email: 'a@example.com',
    emailVerified: true,
    isAdmin: false,
    isReviewer: false,
    isCounsel: false,
    twoFactorEnabled: false,
    twoFactorVerified: false,
    staffStep: null,
    idleMinutes: 720,
    ...user,
  },
  profile: null,
});

describe('dashboard guard', () => {
  it('sends a visitor without a session to sign in', () => {
    expect(dashboardGuardDecision(null, '/user-dashboard')).toEqual({ kind: 'login' });
  });

  it('sends an unconfirmed email to /check-email with the address', () => {
    expect(dashboardGuardDecision(session({ emailVerified: false }), '/user-dashboard')).toEqual({
      kind: 'check-email',
      email: 'a@example.com',
    });
  });

  it('leaves an unconfirmed user on /check-email and /register', () => {
    const unverified = session({ emailVerified: false });
    expect(dashboardGuardDecision(unverified, '/check-email').kind).toBe('allow');
    expect(dashboardGuardDecision(unverified, '/register').kind).toBe('allow');
  });

  it('lets a confirmed user in', () => {
    expect(dashboardGuardDecision(session(), '/user-dashboard/settings').kind).toBe('allow');
  });
});

describe('admin guard', () => {
  it('sends anonymous visitors to sign in and users to their dashboard', () => {
    expect(adminGuardDecision(null).kind).toBe('login');
    expect(adminGuardDecision(session()).kind).toBe('user-dashboard');
    expect(adminGuardDecision(session({ emailVerified: false })).kind).toBe('check-email');
  });

  it('leads an admin without two-factor sign-in to set it up first', () => {
    expect(adminGuardDecision(session({ isAdmin: true })).kind).toBe('two-factor-setup');
  });

  it('lets admins signed in with their second factor in', () => {
    expect(
      adminGuardDecision(
        session({ isAdmin: true, twoFactorEnabled: true, twoFactorVerified: true }),
      ).kind,
    ).toBe('allow');
  });

  it('asks staff whose sign-in skipped the second factor to sign in again', () => {
    expect(adminGuardDecision(session({ isAdmin: true, twoFactorEnabled: true })).kind).toBe(
      'sign-in-again',
    );
    expect(adminGuardDecision(session({ isReviewer: true, twoFactorEnabled: true })).kind).toBe(
      'sign-in-again',
    );
  });

  it('treats reviewers as staff: two-factor set-up first, then in', () => {
    expect(adminGuardDecision(session({ isReviewer: true })).kind).toBe('two-factor-setup');
    expect(
      adminGuardDecision(
        session({ isReviewer: true, twoFactorEnabled: true, twoFactorVerified: true }),
      ).kind,
    ).toBe('allow');
  });
});

describe('admin guard, as the server says where staff stand', () => {
  it('lets staff in when the server says they are ready, whatever else the session holds', () => {
    expect(adminGuardDecision(session({ isAdmin: true, staffStep: 'ready' })).kind).toBe('allow');
    expect(adminGuardDecision(session({ isReviewer: true, staffStep: 'ready' })).kind).toBe(
      'allow',
    );
  });

  it('shows the one step the server asks for first', () => {
    const verified = { twoFactorEnabled: true, twoFactorVerified: true };
    for (const step of ['two-factor-setup', 'sign-in-again', 'strong-sign-in'] as const) {
      expect(adminGuardDecision(session({ isAdmin: true, staffStep: step })).kind).toBe(step);
      expect(
        adminGuardDecision(session({ isReviewer: true, ...verified, staffStep: step })).kind,
      ).toBe(step);
    }
  });

  it('still sends those who are not staff, or not confirmed, elsewhere', () => {
    expect(adminGuardDecision(session({ staffStep: 'ready' })).kind).toBe('user-dashboard');
    expect(
      adminGuardDecision(session({ isAdmin: true, emailVerified: false, staffStep: 'ready' })).kind,
    ).toBe('check-email');
  });

  it('decides from two-factor sign-in when the server does not say', () => {
    const { staffStep: _, ...withoutStep } = session({
      isAdmin: true,
      twoFactorEnabled: true,
    }).user;
    const older = { user: withoutStep, profile: null } as unknown as Session;
    expect(adminGuardDecision(older).kind).toBe('sign-in-again');
  });
});

describe('counsel guard', () => {
  it('sends visitors to sign in and everyone but counsel to their own start', () => {
    expect(counselGuardDecision(null).kind).toBe('login');
    expect(counselGuardDecision(session({ isCounsel: true, emailVerified: false })).kind).toBe(
      'check-email',
    );
    expect(counselGuardDecision(session()).kind).toBe('user-dashboard');
    expect(
      counselGuardDecision(
        session({ isAdmin: true, twoFactorEnabled: true, twoFactorVerified: true }),
      ).kind,
    ).toBe('user-dashboard');
  });

  it('asks counsel for two-factor sign-in, as staff are asked', () => {
    expect(counselGuardDecision(session({ isCounsel: true })).kind).toBe('two-factor-setup');
    expect(counselGuardDecision(session({ isCounsel: true, twoFactorEnabled: true })).kind).toBe(
      'sign-in-again',
    );
    expect(
      counselGuardDecision(
        session({ isCounsel: true, twoFactorEnabled: true, twoFactorVerified: true }),
      ).kind,
    ).toBe('allow');
  });
});

describe('where sign-in lands', () => {
  it('takes an admin to the admin dashboard and a reviewer to their reviews', () => {
    expect(landingPath(session({ isAdmin: true }), null)).toBe('/admin');
    expect(landingPath(session({ isReviewer: true }), null)).toBe('/admin/reviews');
  });

  it('takes outside counsel to the ideas they are invited to, never the admin portal', () => {
    expect(landingPath(session({ isCounsel: true }), null)).toBe('/counsel');
    expect(landingPath(session({ isCounsel: true }), '/admin/submissions')).toBe('/counsel');
    expect(landingPath(session({ isCounsel: true }), '/counsel/ideas/1')).toBe('/counsel/ideas/1');
    expect(adminGuardDecision(session({ isCounsel: true, twoFactorEnabled: true })).kind).toBe(
      'user-dashboard',
    );
  });

  it('takes everyone else, or a session it could not read, to the dashboard', () => {
    expect(landingPath(session(), null)).toBe('/user-dashboard');
    expect(landingPath(null, null)).toBe('/user-dashboard');
  });

  it('keeps the page asked for, unless it is the admin portal and the person is not staff', () => {
    expect(landingPath(session({ isAdmin: true }), '/admin/users?page=2')).toBe(
      '/admin/users?page=2',
    );
    expect(landingPath(session({ isReviewer: true }), '/user-dashboard/settings')).toBe(
      '/user-dashboard/settings',
    );
    expect(landingPath(session(), '/user-dashboard/my-submissions')).toBe(
      '/user-dashboard/my-submissions',
    );
    expect(landingPath(session(), '/admin/submissions')).toBe('/user-dashboard');
    expect(landingPath(session(), '/administration')).toBe('/administration');
  });
});
