import { useQuery } from '@tanstack/react-query';
import { AreaHeading } from '#web/components/layout/area-heading';
import { PageLoading } from '#web/components/layout/page-loading';
import { LoadError } from '#web/components/list/load-error';
import { criteriaQueryOptions, CriteriaSettings } from '#web/features/evaluation';
import {
  FactRequirementsSettings,
  staffFactRequirementsQueryOptions,
} from '#web/features/fact-requirements';
import { AdminOnly } from './admin-only';

/**
 * /admin/settings: the scorecard criteria reviewers score on, and the invention facts an idea
 * must give to be sent (admins only).
 */
export function AdminSettingsPage() {
  return (
    <AdminOnly>
      <div className="space-y-6">
        <AreaHeading
          heading="Admin Settings"
          area="Admin Portal"
          description="What an idea must give, and how submissions are evaluated."
        />
        <FactRequirements />
        <Criteria />
      </div>
    </AdminOnly>
  );
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
