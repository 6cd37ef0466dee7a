import type { ReactNode } from 'react';
import { Navigate, useLocation, Link } from 'react-router';
import { TriangleAlert } from 'lucide-react';
import { PageLoading } from '../../../components/layout/page-loading';
import { Button } from '../../../components/ui/button';
import { useSession } from '../hooks/use-session';
import { dashboardGuardDecision } from '../lib/guard-decisions';

/** The error panel of the dashboard (spec 02 §2 "Dashboard shell"). */
function DashboardError() {
  return (
    <div role="alert" className="mx-auto max-w-md rounded-xl border border-red-200 bg-red-50 p-6">
      <div className="flex items-center gap-2">
        <TriangleAlert aria-hidden="true" className="size-5 text-red-700" />
        <h2 className="text-lg font-semibold text-red-800">Dashboard Error</h2>
      </div>
      <p className="mt-2 text-sm text-red-800">
        We could not load your account. Please check your connection and try again.
      </p>
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

  if (session === undefined) {
    return isError ? <DashboardError /> : <PageLoading label="Loading your dashboard..." />;
  }
  const decision = dashboardGuardDecision(session, location.pathname);
  switch (decision.kind) {
    case 'login':
      return <Navigate to="/login" replace state={{ from: location }} />;
    case 'check-email':
      return <Navigate to="/check-email" replace state={{ email: decision.email }} />;
    case 'user-dashboard':
    case 'allow':
      return children;
  }
}
