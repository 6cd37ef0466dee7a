import { useQuery } from '@tanstack/react-query';
import { erasureLimits } from '#common/erasure';
import { AreaHeading } from '#web/components/layout/area-heading';
import { LoadedQuery } from '#web/components/list/loaded-query';
import { RefreshButton } from '#web/components/list/refresh-button';
import { ErasureRequestsTable, erasureRequestsQueryOptions } from '#web/features/data-rights/staff';
import { AdminOnly } from './admin-only';

/** /admin/erasure-requests: the requests of those whose deleted accounts left records kept. */
export function AdminErasureRequestsPage() {
  return (
    <AdminOnly>
      <ErasureRequests />
    </AdminOnly>
  );
}

function ErasureRequests() {
  const queue = useQuery(erasureRequestsQueryOptions);
  return (
    <div className="space-y-6">
      <AreaHeading
        heading="Erasure requests"
        area="Admin Portal"
        description={`People who deleted their account while inventors on sent ideas: the account is closed, the ideas' records are kept for legal claims. Answer each within ${erasureLimits.answerDays} days, then record the answer here.`}
        actions={<RefreshButton busy={queue.isFetching} onRefresh={() => void queue.refetch()} />}
      />
      <LoadedQuery
        query={queue}
        loading="Loading erasure requests..."
        failed="Failed to load the erasure requests. Please try again."
      >
        {({ requests }) => <ErasureRequestsTable requests={requests} now={queue.dataUpdatedAt} />}
      </LoadedQuery>
    </div>
  );
}
