import { useState, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { PageLoading } from '#web/components/layout/page-loading';
import { useSession } from '../hooks/use-session';
import { useSigningOutHere } from '../lib/signing-out';
import { adminGuardDecision } from '../lib/guard-decisions';
import { StaffSignInAgain } from './staff-sign-in-again';
import { StaffTwoFactorSetup } from './staff-two-factor-setup';

/**
 * Shows the admin portal only to admins (spec 01 §4 "Admin guard"), and to them only once they
 * have two-factor sign-in on and signed in with it: until then it leads them through setting it
 * up, or through signing in again with their code. For display only: every admin API route
 * checks all of it on the server.
 */
export function AdminGuard({ children }: { children: ReactNode }) {
  const location = useLocation();
  const { data: session, isError } = useSession();
  const signingOut = useSigningOutHere();
  // From the confirmed code until Continue: the backup codes stay up even once the session
  // says two-factor sign-in is on.
  const [finishingSetup, setFinishingSetup] = useState(false);

  if (session === undefined) {
    // A failed check counts as "not an admin" (spec 01 §6).
    return isError ? (
      <Navigate to="/user-dashboard" replace />
    ) : (
      <PageLoading label="Checking permissions..." />
    );
  }
  const decision = adminGuardDecision(session);
  if (decision.kind === 'two-factor-setup' || (finishingSetup && decision.kind === 'allow')) {
    return (
      <StaffTwoFactorSetup
        onConfirmed={() => setFinishingSetup(true)}
        onDone={() => setFinishingSetup(false)}
      />
    );
  }
  switch (decision.kind) {
    case 'login':
      return signingOut ? (
        <PageLoading label="Signing out..." />
      ) : (
        <Navigate to="/login" replace state={{ from: location }} />
      );
    case 'check-email':
      return <Navigate to="/check-email" replace state={{ email: decision.email }} />;
    case 'user-dashboard':
      return <Navigate to="/user-dashboard" replace />;
    case 'sign-in-again':
      return <StaffSignInAgain from={location} />;
    case 'allow':
      return children;
  }
}
