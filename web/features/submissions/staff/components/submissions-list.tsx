import { useRef, type ReactNode } from 'react';
import { adminMessages } from '#common/admin-messages';
import type { RowSelection } from '#web/lib/list/use-row-selection';
import type { useSubmissionsList } from '#web/features/submissions/staff/hooks/use-submissions-list';
import { withPage, withPageSize, withSort } from '#web/lib/list/list-query';
import {
  isFiltered,
  shownSort,
  withTab,
} from '#web/features/submissions/staff/lib/submission-list-query';
import { ListPagination } from '#web/components/list/list-pagination';
import { LoadError } from '#web/components/list/load-error';
import { useSubmissionDialogs } from './submission-dialogs';
import { SubmissionStatusTabs } from './submission-status-tabs';
import { SubmissionsEmptyState } from './submissions-empty-state';
import { SubmissionsTable } from './submissions-table';

type SubmissionsListProps = Omit<ReturnType<typeof useSubmissionsList>, 'refresh'> & {
  /** Rows can be ticked (admins only), for the actions above the table. */
  selection?: RowSelection | undefined;
  /** Actions on the ticked rows, above the table. */
  bulkActions?: ReactNode;
};

/** The status tabs over the page of submissions, its paging and its row dialogs. */
export function SubmissionsList({
  query,
  setQuery,
  list,
  selection,
  bulkActions,
}: SubmissionsListProps) {
  const listHeading = useRef<HTMLHeadingElement>(null);
  const { show, dialogs } = useSubmissionDialogs(listHeading);
  const data = list.data;

  return (
    <SubmissionStatusTabs
      value={query.status}
      onValueChange={(tab) => setQuery(withTab(query, tab))}
      counts={data?.counts}
      cappedCounts={data?.cappedCounts ?? []}
    >
      <h2 ref={listHeading} tabIndex={-1} className="sr-only">
        Submission list
      </h2>
      {list.isPending && (
        <p role="status" className="py-10 text-center text-slate-700">
          Loading submissions...
        </p>
      )}
      {list.isError ? (
        <LoadError
          message={adminMessages.submissionsFailed.message}
          onRetry={() => void list.refetch()}
          retrying={list.isFetching}
        />
      ) : (
        data &&
        (data.submissions.length === 0 ? (
          <SubmissionsEmptyState filtered={isFiltered(query)} />
        ) : (
          <div className="space-y-4">
            {bulkActions}
            <SubmissionsTable
              rows={data.submissions}
              sort={shownSort(query)}
              onSort={(column) => setQuery(withSort({ ...query, ...shownSort(query) }, column))}
              onAction={show}
              stale={list.isPlaceholderData}
              selection={selection}
            />
            <ListPagination
              label="Submissions pages"
              page={query.page}
              pageSize={query.pageSize}
              total={data.total}
              capped={data.totalIsCapped ? { rowsOnPage: data.submissions.length } : undefined}
              showRange
              onPage={(page) => setQuery(withPage(query, page))}
              onPageSize={(size) => setQuery(withPageSize(query, size))}
            />
          </div>
        ))
      )}
      {dialogs}
    </SubmissionStatusTabs>
  );
}
