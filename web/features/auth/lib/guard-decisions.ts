import { roleOf, staffHome } from '#common/roles';
import type { Session } from '../api/get-session';

export type GuardDecision =
  | { kind: 'allow' }
  | { kind: 'login' }
  | { kind: 'check-email'; email: string }
  | { kind: 'user-dashboard' }
  | { kind: 'two-factor-setup' }
  | { kind: 'sign-in-again' }
  | { kind: 'strong-sign-in' };

/** Admins and reviewers: who the admin portal is for. */
export const isStaff = (session: Session | null | undefined): boolean =>
  session?.user.isAdmin === true || session?.user.isReviewer === true;

/** Paths where a person with an unconfirmed email may stay (spec 01 §4 "Dashboard guard"). */
const UNVERIFIED_PATHS = ['/check-email', '/register'];

/** Who may see the user dashboard: a signed-in user with a confirmed email. */
export function dashboardGuardDecision(session: Session | null, pathname: string): GuardDecision {
  if (!session) return { kind: 'login' };
  if (!session.user.emailVerified && !UNVERIFIED_PATHS.includes(pathname)) {
    return { kind: 'check-email', email: session.user.email };
  }
  return { kind: 'allow' };
}

/**
 * Who may see the admin portal: staff (admins and reviewers) whose sign-in the server counts
 * (ADR 46): it says what they must do first, if anything (`staffStep`): set up two-factor
 * sign-in, sign in again with their code, or sign in with a passkey or single sign-on. Others go
 * to sign in or their own dashboard. From a server that does not say it yet: staff with
 * two-factor sign-in on and signed in with it.
 */
export function adminGuardDecision(session: Session | null): GuardDecision {
  if (!session) return { kind: 'login' };
  if (!session.user.emailVerified) return { kind: 'check-email', email: session.user.email };
  if (!isStaff(session)) return { kind: 'user-dashboard' };
  const step = session.user.staffStep;
  if (step) return step === 'ready' ? { kind: 'allow' } : { kind: step };
  if (!session.user.twoFactorEnabled) return { kind: 'two-factor-setup' };
  if (!session.user.twoFactorVerified) return { kind: 'sign-in-again' };
  return { kind: 'allow' };
}

/**
 * Who may see the counsel area: outside counsel, with two-factor sign-in on and signed in with
 * it, as staff in the admin portal; anyone else is sent to their own start page.
 */
export function counselGuardDecision(session: Session | null): GuardDecision {
  if (!session) return { kind: 'login' };
  if (!session.user.emailVerified) return { kind: 'check-email', email: session.user.email };
  if (roleOf(session.user) !== 'counsel') return { kind: 'user-dashboard' };
  if (!session.user.twoFactorEnabled) return { kind: 'two-factor-setup' };
  if (!session.user.twoFactorVerified) return { kind: 'sign-in-again' };
  return { kind: 'allow' };
}

const isAdminArea = (path: string) => path === '/admin' || /^\/admin[/?#]/.test(path);

/**
 * Where someone goes once signed in: the page they asked for (a guard's return path or
 * `?next=`, already checked to stay on this site) when it is theirs to open, else their own
 * start page: admins the admin dashboard, reviewers their reviews, outside counsel the ideas
 * they are invited to, everyone else the dashboard. An admin without two-factor sign-in meets
 * its set-up there.
 */
export function landingPath(session: Session | null, requested: string | null): string {
  const role = session ? roleOf(session.user) : 'user';
  if (requested && (isStaff(session) || !isAdminArea(requested))) return requested;
  return role === 'user' ? '/user-dashboard' : staffHome[role];
}
