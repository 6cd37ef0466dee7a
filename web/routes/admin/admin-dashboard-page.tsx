import { useQueryClient } from '@tanstack/react-query';
import { adminMessages } from '#common/admin';
import { AreaHeading } from '#web/components/layout/area-heading';
import { ActivityOverviewCard } from '#web/features/dashboard/components/activity-overview-card';
import { RecentSubmissionsCard } from '#web/features/dashboard/components/recent-submissions-card';
import { StaffNoticesNotice } from '#web/features/dashboard/components/staff-notices-notice';
import { StatCards } from '#web/features/dashboard/components/stat-cards';
import { LoadError } from '#web/components/list/load-error';
import { RefreshButton } from '#web/components/list/refresh-button';
import { useDashboard } from '#web/features/dashboard/hooks/use-dashboard';
import { evaluationStatsKey } from '#web/features/evaluation/api/reviews';
import { EvaluationStatsCard } from '#web/features/evaluation/components/evaluation-stats-card';
import { mailKey } from '#web/features/mail-outbox/api/mail-outbox';
import { MailStatusCard } from '#web/features/mail-outbox/components/mail-status-card';
import { AdminOnly } from './admin-only';

/** /admin: the stat cards, Evaluation, Mail, Recent Submissions and the Activity Overview. */
export function AdminDashboardPage() {
  // Its figures are admins' alone: a reviewer starts at their review queue.
  return (
    <AdminOnly>
      <Dashboard />
    </AdminOnly>
  );
}

function Dashboard() {
  const queryClient = useQueryClient();
  const { stats, activity, recent, failed, busy, retrying, refresh, retryFailed } = useDashboard();

  return (
    <div className="space-y-6">
      <AreaHeading
        heading="Admin Dashboard"
        area="Admin Portal"
        description="An overview of users and submissions."
        actions={
          <RefreshButton
            busy={busy}
            onRefresh={() => {
              void refresh();
              void queryClient.refetchQueries({ queryKey: evaluationStatsKey });
              void queryClient.refetchQueries({ queryKey: mailKey });
            }}
          />
        }
      />
      {failed && (
        <LoadError
          message={adminMessages.dashboardFailed.message}
          onRetry={retryFailed}
          retrying={retrying}
        />
      )}
      <StaffNoticesNotice stats={stats.data} />
      <StatCards stats={stats.data} failed={stats.isError} />
      <EvaluationStatsCard />
      <MailStatusCard />
      <div className="grid gap-6 xl:grid-cols-2">
        <RecentSubmissionsCard submissions={recent.data} failed={recent.isError} />
        <ActivityOverviewCard activity={activity.data} failed={activity.isError} />
      </div>
    </div>
  );
}
