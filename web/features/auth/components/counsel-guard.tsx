import { useState, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { PageLoading } from '#web/components/layout/page-loading';
import { useSession } from '../hooks/use-session';
import { useSigningOutHere } from '../lib/signing-out';
import { counselGuardDecision, landingPath } from '../lib/guard-decisions';
import { StaffSignInAgain } from './staff-sign-in-again';
import { StaffTwoFactorSetup } from './staff-two-factor-setup';

/** Why counsel sign in again, naming their own area. */
export const counselSignInAgain =
  'This sign-in did not ask for a code from your authenticator app. Please sign out and sign in again with your code to open the ideas you are invited to.';

/**
 * Shows the counsel area only to outside counsel, and to them only once they have two-factor
 * sign-in on and signed in with it: until then it leads them through setting it up, or through
 * signing in again with their code, as the admin guard does for staff. Anyone else goes to their
 * own start page. For display only: every pipeline API checks all of it on the server.
 */
export function CounselGuard({ children }: { children: ReactNode }) {
  const location = useLocation();
  const { data: session, isError } = useSession();
  const signingOut = useSigningOutHere();
  // From the confirmed code until Continue: the backup codes stay up.
  const [finishingSetup, setFinishingSetup] = useState(false);

  if (session === undefined) {
    return isError ? (
      <Navigate to="/user-dashboard" replace />
    ) : (
      <PageLoading label="Checking permissions..." />
    );
  }
  const decision = counselGuardDecision(session);
  if (decision.kind === 'two-factor-setup' || (finishingSetup && decision.kind === 'allow')) {
    return (
      <StaffTwoFactorSetup
        portal="counsel"
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
      return <Navigate to={landingPath(session, null)} replace />;
    case 'sign-in-again':
      return <StaffSignInAgain from={location} area="Invited Ideas" message={counselSignInAgain} />;
    case 'allow':
      return children;
  }
}
