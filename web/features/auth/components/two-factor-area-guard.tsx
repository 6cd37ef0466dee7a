import { useState, type ReactNode } from 'react';
import { Navigate, useLocation, type Location } from 'react-router';
import { PageLoading } from '#web/components/layout/page-loading';
import type { Session } from '../api/get-session';
import { useSession } from '../hooks/use-session';
import { useSigningOutHere } from '../lib/signing-out';
import type { GuardDecision } from '../lib/guard-decisions';
import { StaffSignInAgain } from './staff-sign-in-again';
import { StaffStrongSignIn } from './staff-strong-sign-in';
import { StaffTwoFactorSetup } from './staff-two-factor-setup';

/**
 * Where every guard sends someone who is not signed in (to sign in, and back here after; while
 * a sign-out started on this page ends, nowhere) or whose email is not confirmed.
 */
export function accountRedirect(
  decision: Extract<GuardDecision, { kind: 'login' | 'check-email' }>,
  { location, signingOut }: { location: Location; signingOut: boolean },
): ReactNode {
  if (decision.kind === 'check-email')
    return <Navigate to="/check-email" replace state={{ email: decision.email }} />;
  return signingOut ? (
    <PageLoading label="Signing out..." />
  ) : (
    <Navigate to="/login" replace state={{ from: location }} />
  );
}

/**
 * An area behind two-factor sign-in (the admin portal, the counsel area): shown only to those
 * `decide` lets in, and to them only once they have two-factor sign-in on and signed in with it.
 * Until then it leads them through setting it up, through signing in again with their code, or
 * (staff, as the server says) to a passkey or single sign-on. A failed session check counts as
 * not let in (spec 01 §6). For display only: the server checks all of it on every call.
 */
export function TwoFactorAreaGuard({
  decide,
  portal,
  elsewhere,
  signInAgain,
  children,
}: {
  decide: (session: Session | null) => GuardDecision;
  /** The area, as its two-factor set-up names it. */
  portal?: 'admin' | 'counsel';
  /** Where those the area is not for go. */
  elsewhere: (session: Session | null) => string;
  /** The area's name and why its people sign in again, when not the admin portal's. */
  signInAgain?: { area: string; message: string };
  children: ReactNode;
}) {
  const location = useLocation();
  const { data: session, isError } = useSession();
  const signingOut = useSigningOutHere();
  // From the confirmed code until Continue: the backup codes stay up even once the session
  // says two-factor sign-in is on.
  const [finishingSetup, setFinishingSetup] = useState(false);

  if (session === undefined) {
    return isError ? (
      <Navigate to="/user-dashboard" replace />
    ) : (
      <PageLoading label="Checking permissions..." />
    );
  }
  const decision = decide(session);
  if (decision.kind === 'two-factor-setup' || (finishingSetup && decision.kind === 'allow')) {
    return (
      <StaffTwoFactorSetup
        portal={portal}
        onConfirmed={() => setFinishingSetup(true)}
        onDone={() => setFinishingSetup(false)}
      />
    );
  }
  switch (decision.kind) {
    case 'login':
    case 'check-email':
      return accountRedirect(decision, { location, signingOut });
    case 'user-dashboard':
      return <Navigate to={elsewhere(session)} replace />;
    case 'sign-in-again':
      return <StaffSignInAgain from={location} {...signInAgain} />;
    case 'strong-sign-in':
      return <StaffStrongSignIn from={location} />;
    case 'allow':
      return children;
  }
}
