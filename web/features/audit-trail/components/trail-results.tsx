import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { ScrollText } from 'lucide-react';
import { auditTrailTexts, type AuditTrailPage } from '#common/audit-trail';
import { PageLoading } from '#web/components/layout/page-loading';
import { LoadError } from '#web/components/list/load-error';
import { Button } from '#web/components/ui/button';
import { hasStatus } from '#web/lib/api';
import { TrailTable } from './trail-table';

type Trail = UseInfiniteQueryResult<InfiniteData<AuditTrailPage>>;

function EmptyState({ filtered }: { filtered: boolean }) {
  return (
    <div
      role="status"
      className="rounded-xl border border-dashed border-slate-300 p-10 text-center"
    >
      <ScrollText aria-hidden="true" className="mx-auto size-10 text-slate-500" />
      <p className="mt-3 text-lg font-semibold text-brand-900">
        {filtered ? auditTrailTexts.empty : auditTrailTexts.emptyLog}
      </p>
      {filtered && (
        <p className="mt-1 text-sm text-slate-700">Widen the dates, or clear the filters.</p>
      )}
    </div>
  );
}

/**
 * The entries loaded so far, with "Load more" while there are more. The count is announced as
 * pages arrive; the button keeps focus (and says it is busy) while the next page loads.
 */
export function TrailResults({ trail, filtered }: { trail: Trail; filtered: boolean }) {
  if (trail.isPending) return <PageLoading label="Loading the audit trail..." />;
  if (trail.data === undefined) {
    // A filter the server refused (an address edited by hand) is named; anything else may pass.
    const refused = hasStatus(trail.error, 400);
    return (
      <LoadError
        message={
          refused && trail.error
            ? trail.error.message
            : 'Failed to load the audit trail. Please try again.'
        }
        onRetry={refused ? undefined : () => void trail.refetch()}
        retrying={trail.isFetching}
      />
    );
  }
  const entries = trail.data.pages.flatMap((page) => page.entries);
  if (entries.length === 0) return <EmptyState filtered={filtered} />;
  const loadingMore = trail.isFetchingNextPage;
  return (
    <div className="space-y-4">
      <p role="status" className="text-sm font-medium text-slate-800">
        {`Showing ${entries.length.toLocaleString('en-US')} ${entries.length === 1 ? 'entry' : 'entries'}${trail.hasNextPage ? '; more are older' : ''}.`}
      </p>
      <TrailTable entries={entries} />
      {trail.hasNextPage && (
        <Button
          variant="outline"
          className="w-full sm:w-auto max-md:h-11"
          aria-disabled={loadingMore || undefined}
          aria-busy={loadingMore || undefined}
          onClick={() => {
            if (!loadingMore) void trail.fetchNextPage();
          }}
        >
          {loadingMore ? 'Loading more...' : 'Load more'}
        </Button>
      )}
      {trail.isFetchNextPageError && (
        <p role="alert" className="text-sm font-medium text-red-800">
          Failed to load more entries. Please try again.
        </p>
      )}
    </div>
  );
}
