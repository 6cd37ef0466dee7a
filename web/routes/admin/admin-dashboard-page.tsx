import { useQueryClient } from '@tanstack/react-query';
import { adminMessages } from '#common/admin-messages';
import { AreaHeading } from '#web/components/layout/area-heading';
import {
  ActivityOverviewCard,
  PipelineCard,
  RecentSubmissionsCard,
  StaffNoticesNotice,
  StatCards,
  UpcomingBarDatesCard,
  useDashboard,
} from '#web/features/dashboard';
import { LoadError } from '#web/components/list/load-error';
import { RefreshButton } from '#web/components/list/refresh-button';
import { evaluationStatsKey, EvaluationStatsCard } from '#web/features/evaluation';
import { mailKey, MailStatusCard } from '#web/features/mail-outbox';
import { AdminOnly } from './admin-only';

/**
 * /admin: the stat cards, the patent pipeline, the upcoming bar dates, Evaluation, Mail, Recent
 * Submissions and the Activity Overview.
 */
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
      <PipelineCard stats={stats.data} failed={stats.isError} />
      <UpcomingBarDatesCard stats={stats.data} failed={stats.isError} />
      <EvaluationStatsCard />
      <MailStatusCard />
      <div className="grid gap-6 xl:grid-cols-2">
        <RecentSubmissionsCard submissions={recent.data} failed={recent.isError} />
        <ActivityOverviewCard activity={activity.data} failed={activity.isError} />
      </div>
    </div>
  );
}
