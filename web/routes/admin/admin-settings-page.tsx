import { useQuery } from '@tanstack/react-query';
import { AreaHeading } from '#web/components/layout/area-heading';
import { PageLoading } from '#web/components/layout/page-loading';
import { LoadError } from '#web/components/list/load-error';
import { useSession } from '#web/features/auth/hooks/use-session';
import { BarDateRulesSettings } from '#web/features/bar-date-rules';
import { CalendarFeedSettings, calendarFeedQueryOptions } from '#web/features/calendar-feed';
import { criteriaQueryOptions, CriteriaSettings } from '#web/features/evaluation';
import {
  FactRequirementsSettings,
  staffFactRequirementsQueryOptions,
} from '#web/features/fact-requirements';
import { DecisionClockSettings } from '#web/features/pipeline-settings';

/**
 * /admin/settings: for admins, the invention facts an idea must give to be sent, the scorecard
 * criteria reviewers score on, the bar-date rules and the decision clock; for every staff
 * member, their own calendar feed.
 */
export function AdminSettingsPage() {
  const isAdmin = useSession().data?.user.isAdmin === true;
  return (
    <div className="space-y-6">
      <AreaHeading
        heading={isAdmin ? 'Admin Settings' : 'Settings'}
        area="Admin Portal"
        description={
          isAdmin
            ? 'What an idea must give, how submissions are evaluated, when decisions are due, and your calendar feed.'
            : 'Your calendar feed of the bar dates of the ideas assigned to you.'
        }
      />
      {isAdmin && (
        <>
          <FactRequirements />
          <Criteria />
          <BarDateRulesSettings />
          <DecisionClockSettings />
        </>
      )}
      <CalendarFeed />
    </div>
  );
}

function CalendarFeed() {
  const feed = useQuery(calendarFeedQueryOptions);
  if (feed.isPending) return <PageLoading label="Loading your calendar feed..." />;
  if (feed.data === undefined)
    return (
      <LoadError
        message="Failed to load your calendar feed. Please try again."
        onRetry={() => void feed.refetch()}
        retrying={feed.isFetching}
      />
    );
  return <CalendarFeedSettings since={feed.data.createdAt} />;
}

function Criteria() {
  const criteria = useQuery(criteriaQueryOptions);
  if (criteria.isPending) return <PageLoading label="Loading criteria..." />;
  if (criteria.data === undefined)
    return (
      <LoadError
        message="Failed to load the scorecard criteria. Please try again."
        onRetry={() => void criteria.refetch()}
        retrying={criteria.isFetching}
      />
    );
  return <CriteriaSettings current={criteria.data} />;
}

function FactRequirements() {
  const requirements = useQuery(staffFactRequirementsQueryOptions);
  if (requirements.isPending) return <PageLoading label="Loading required facts..." />;
  if (requirements.data === undefined)
    return (
      <LoadError
        message="Failed to load the required facts. Please try again."
        onRetry={() => void requirements.refetch()}
        retrying={requirements.isFetching}
      />
    );
  return <FactRequirementsSettings current={requirements.data} />;
}
