import { Archive, UserX } from 'lucide-react';
import { Navigate, useLocation } from 'react-router';
import { pagePaths } from '#common/page-paths';
import { AuthCard } from '#web/features/auth/components/auth-card';
import { ErasureOutcomeView, erasureOutcomeFrom, outcomeHeadings } from '#web/features/data-rights';

/**
 * /account-deleted: what "Delete my account" did, shown once the person is signed out. The
 * outcome rides in the history entry; without one (an address typed by hand) it is the home page.
 */
export function AccountDeletedPage() {
  const outcome = erasureOutcomeFrom(useLocation().state);
  if (!outcome) return <Navigate to={pagePaths.home} replace />;
  return (
    <AuthCard
      heading={outcomeHeadings[outcome.outcome]}
      icon={outcome.outcome === 'erased' ? UserX : Archive}
      focusHeading
    >
      <ErasureOutcomeView outcome={outcome} />
    </AuthCard>
  );
}
