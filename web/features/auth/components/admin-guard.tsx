import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { PageLoading } from '../../../components/layout/page-loading';
import { useSession } from '../hooks/use-session';
import { adminGuardDecision } from '../lib/guard-decisions';

/**
 * Shows the admin portal only to admins (spec 01 §4 "Admin guard"). For display only: every
 * admin API route checks the role on the server.
 */
export function AdminGuard({ children }: { children: ReactNode }) {
  const location = useLocation();
  const { data: session, isError } = useSession();

  if (session === undefined) {
    // A failed check counts as "not an admin" (spec 01 §6).
    return isError ? (
      <Navigate to="/user-dashboard" replace />
    ) : (
      <PageLoading label="Checking permissions..." />
    );
  }
  const decision = adminGuardDecision(session);
  switch (decision.kind) {
    case 'login':
      return <Navigate to="/login" replace state={{ from: location }} />;
    case 'check-email':
      return <Navigate to="/check-email" replace state={{ email: decision.email }} />;
    case 'user-dashboard':
      return <Navigate to="/user-dashboard" replace />;
    case 'allow':
      return children;
  }
}
