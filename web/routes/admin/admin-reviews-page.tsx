import { useQuery } from '@tanstack/react-query';
import { AreaHeading } from '#web/components/layout/area-heading';
import { PageLoading } from '#web/components/layout/page-loading';
import { LoadError } from '#web/components/list/load-error';
import { RefreshButton } from '#web/components/list/refresh-button';
import { reviewQueueQueryOptions, ReviewQueue } from '#web/features/evaluation';

/** /admin/reviews: the submissions assigned to the reader, to score, scored and declined. */
export function AdminReviewsPage() {
  const queue = useQuery(reviewQueueQueryOptions);
  return (
    <div className="space-y-6">
      <AreaHeading
        heading="My reviews"
        area="Admin Portal"
        description="The submissions assigned to you: open one to score it or to decline."
        actions={<RefreshButton busy={queue.isFetching} onRefresh={() => void queue.refetch()} />}
      />
      {queue.isPending ? (
        <PageLoading label="Loading your reviews..." />
      ) : queue.data === undefined ? (
        <LoadError
          message="Failed to load your reviews. Please try again."
          onRetry={() => void queue.refetch()}
          retrying={queue.isFetching}
        />
      ) : (
        <ReviewQueue queue={queue.data} />
      )}
    </div>
  );
}
