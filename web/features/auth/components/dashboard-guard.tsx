import type { ReactNode } from 'react';
import { useLocation, Link } from 'react-router';
import { TriangleAlert } from 'lucide-react';
import { PageLoading } from '#web/components/layout/page-loading';
import { Button } from '#web/components/ui/button';
import { useDeadlinePassed } from '#web/lib/use-deadline-passed';
import { useSession } from '../hooks/use-session';
import { useSigningOutHere } from '../lib/signing-out';
import { dashboardGuardDecision } from '../lib/guard-decisions';
import { accountRedirect } from './two-factor-area-guard';

/** Spec 02 §4, §9: how long the dashboard may wait for the account before it gives up. */
const DASHBOARD_LOADING_TIMEOUT_MS = 10_000;

const dashboardErrors = {
  failed: 'We could not load your account. Please check your connection and try again.',
  timedOut: 'Dashboard loading timed out. Please try refreshing the page.',
} as const;

/** The error panel of the dashboard (spec 02 §2 "Dashboard shell"). */
function DashboardError({ message }: { message: string }) {
  return (
    <div role="alert" className="mx-auto max-w-md rounded-xl border border-red-200 bg-red-50 p-6">
      <div className="flex items-center gap-2">
        <TriangleAlert aria-hidden="true" className="size-5 text-red-700" />
        <h2 className="text-lg font-semibold text-red-800">Dashboard Error</h2>
      </div>
      <p className="mt-2 text-sm text-red-800">{message}</p>
      <div className="mt-4 flex flex-wrap gap-2">
        <Button onClick={() => window.location.reload()}>Retry Loading Dashboard</Button>
        <Button asChild variant="outline">
          <Link to="/">Go to Homepage</Link>
        </Button>
      </div>
    </div>
  );
}

/**
 * Shows the user dashboard only to a signed-in user with a confirmed email. This is for
 * display: the server refuses every dashboard call from anyone else.
 */
export function DashboardGuard({ children }: { children: ReactNode }) {
  const location = useLocation();
  const { data: session, isError } = useSession();
  const signingOut = useSigningOutHere();
  // A server that never answers must not leave the page spinning: after 10 s the user is told.
  const timedOut = useDeadlinePassed(DASHBOARD_LOADING_TIMEOUT_MS, session === undefined);

  if (session === undefined) {
    if (isError) return <DashboardError message={dashboardErrors.failed} />;
    if (timedOut) return <DashboardError message={dashboardErrors.timedOut} />;
    return <PageLoading label="Loading your dashboard..." />;
  }
  const decision = dashboardGuardDecision(session, location.pathname);
  switch (decision.kind) {
    case 'login':
    case 'check-email':
      return accountRedirect(decision, { location, signingOut });
    case 'user-dashboard':
    case 'allow':
      return children;
  }
}
