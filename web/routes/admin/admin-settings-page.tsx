import { useQuery } from '@tanstack/react-query';
import { AreaHeading } from '#web/components/layout/area-heading';
import { LoadedQuery } from '#web/components/list/loaded-query';
import { useRefreshSession } from '#web/features/auth/hooks/use-refresh-session';
import { useSession } from '#web/features/auth/hooks/use-session';
import { BarDateRulesSettings } from '#web/features/bar-date-rules';
import { CalendarFeedSettings, calendarFeedQueryOptions } from '#web/features/calendar-feed';
import { criteriaQueryOptions, CriteriaSettings } from '#web/features/evaluation';
import {
  FactRequirementsSettings,
  staffFactRequirementsQueryOptions,
} from '#web/features/fact-requirements';
import { ApiKeysSettings, WebhooksSettings } from '#web/features/integrations';
import { DecisionClockSettings } from '#web/features/pipeline-settings';
import { RetentionSettingsCard } from '#web/features/records';
import { SignInPolicySettings, SsoSettings } from '#web/features/sso';

/**
 * /admin/settings: for admins, the invention facts an idea must give to be sent, the scorecard
 * criteria reviewers score on, the bar-date rules, the decision clock, how long declined ideas
 * are kept, the API keys and webhooks other systems connect with, and how staff sign in (single
 * sign-on and the staff sign-in policy); for every staff member, their own calendar feed.
 */
export function AdminSettingsPage() {
  const isAdmin = useSession().data?.user.isAdmin === true;
  const refreshSession = useRefreshSession();
  return (
    <div className="space-y-6">
      <AreaHeading
        heading={isAdmin ? 'Admin Settings' : 'Settings'}
        area="Admin Portal"
        description={
          isAdmin
            ? 'What an idea must give, how submissions are evaluated, when decisions are due, how long declined ideas are kept, how other systems connect, how staff sign in, and your calendar feed.'
            : 'Your calendar feed of the bar dates of the ideas assigned to you.'
        }
      />
      {isAdmin && (
        <>
          <FactRequirements />
          <Criteria />
          <BarDateRulesSettings />
          <DecisionClockSettings />
          <RetentionSettingsCard />
          <ApiKeysSettings />
          <WebhooksSettings />
          <SsoSettings />
          {/* The policy may ask this session for another step: the guard reads it afresh. */}
          <SignInPolicySettings onSaved={() => void refreshSession().catch(() => null)} />
        </>
      )}
      <CalendarFeed />
    </div>
  );
}

function CalendarFeed() {
  const feed = useQuery(calendarFeedQueryOptions);
  return (
    <LoadedQuery
      query={feed}
      loading="Loading your calendar feed..."
      failed="Failed to load your calendar feed. Please try again."
    >
      {(data) => <CalendarFeedSettings since={data.createdAt} />}
    </LoadedQuery>
  );
}

function Criteria() {
  const criteria = useQuery(criteriaQueryOptions);
  return (
    <LoadedQuery
      query={criteria}
      loading="Loading criteria..."
      failed="Failed to load the scorecard criteria. Please try again."
    >
      {(data) => <CriteriaSettings current={data} />}
    </LoadedQuery>
  );
}

function FactRequirements() {
  const requirements = useQuery(staffFactRequirementsQueryOptions);
  return (
    <LoadedQuery
      query={requirements}
      loading="Loading required facts..."
      failed="Failed to load the required facts. Please try again."
    >
      {(data) => <FactRequirementsSettings current={data} />}
    </LoadedQuery>
  );
}
