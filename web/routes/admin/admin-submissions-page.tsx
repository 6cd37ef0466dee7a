import { useEffect, useRef, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { FileDown, RefreshCw } from 'lucide-react';
import { adminMessages, type AdminSubmission } from '../../../common/admin';
import { AreaHeading } from '../../components/layout/area-heading';
import { SubmissionDetailsDialog } from '../../components/submissions/submission-details-dialog';
import { Button, buttonClassName } from '../../components/ui/button';
import { notify } from '../../lib/notify';
import {
  adminSubmissionsQueryOptions,
  submissionsExportUrl,
} from '../../features/admin/api/submissions';
import { DeleteSubmissionDialog } from '../../features/admin/components/submissions/delete-submission-dialog';
import { LoadError } from '../../features/admin/components/submissions/load-error';
import type { RowAction } from '../../features/admin/components/submissions/submission-row-actions';
import { SubmissionSearch } from '../../features/admin/components/submissions/submission-search';
import { SubmissionStatusTabs } from '../../features/admin/components/submissions/submission-status-tabs';
import { SubmissionsEmptyState } from '../../features/admin/components/submissions/submissions-empty-state';
import { SubmissionsPagination } from '../../features/admin/components/submissions/submissions-pagination';
import { SubmissionsTable } from '../../features/admin/components/submissions/submissions-table';
import { UpdateStatusDialog } from '../../features/admin/components/submissions/update-status-dialog';
import { useSubmissionListUrl } from '../../features/admin/components/submissions/use-submission-list-url';
import {
  isFiltered,
  pageCount,
  withPage,
  withPageSize,
  withSearch,
  withSortBy,
  withTab,
} from '../../features/admin/lib/submissions/submission-list-query';
import { toSubmissionRecord } from '../../features/admin/lib/submissions/submission-record';

/** /admin/submissions: every submitted idea, filtered, searched, sorted and paged by the server. */
export function AdminSubmissionsPage() {
  const [query, setQuery] = useSubmissionListUrl();
  const list = useQuery({
    ...adminSubmissionsQueryOptions(query),
    // The old page stays on screen (dimmed) while the next one loads.
    placeholderData: keepPreviousData,
  });
  const [viewing, setViewing] = useState<AdminSubmission | null>(null);
  const [updating, setUpdating] = useState<AdminSubmission | null>(null);
  const [deleting, setDeleting] = useState<AdminSubmission | null>(null);
  const returnFocus = useRef<HTMLElement | null>(null);
  const listHeading = useRef<HTMLHeadingElement>(null);

  // A page past the end (rows deleted, an old shared link) moves to the last page there is.
  const lastPage =
    list.data && !list.isPlaceholderData ? pageCount(list.data.total, query.pageSize) : null;
  useEffect(() => {
    if (lastPage !== null && query.page > lastPage) {
      setQuery(withPage(query, lastPage), { replace: true });
    }
  }, [lastPage, query, setQuery]);

  async function refresh() {
    const result = await list.refetch();
    if (!result.isError) notify.success(adminMessages.refreshed);
  }

  function onAction(action: RowAction, submission: AdminSubmission, trigger: HTMLElement | null) {
    returnFocus.current = trigger;
    if (action === 'view') setViewing(submission);
    else if (action === 'status') setUpdating(submission);
    else setDeleting(submission);
  }

  /** After a dialog opened from a row: back to its Actions button, or the list if it is gone. */
  function focusAfterClose(event: Event) {
    event.preventDefault();
    const target = returnFocus.current;
    (target?.isConnected ? target : listHeading.current)?.focus();
  }

  const data = list.data;
  return (
    <div className="space-y-6">
      <AreaHeading
        heading="Submissions"
        area="Admin Portal"
        description="Review submissions, update their status and download agreements."
        actions={
          <div className="flex flex-wrap gap-2">
            <Button
              variant="outline"
              onClick={() => void refresh()}
              aria-busy={list.isFetching || undefined}
            >
              <RefreshCw
                aria-hidden="true"
                className={list.isFetching ? 'animate-spin' : undefined}
              />
              Refresh
            </Button>
            {/* A plain link: the server sends the file as an attachment, every page of it. */}
            <a
              href={submissionsExportUrl(query)}
              download
              className={buttonClassName({ variant: 'outline' })}
            >
              <FileDown aria-hidden="true" />
              Export CSV
            </a>
          </div>
        }
      />

      <SubmissionSearch
        value={query.q}
        onSearch={(q) => setQuery(withSearch(query, q), { replace: true })}
      />

      <SubmissionStatusTabs
        value={query.status}
        onValueChange={(tab) => setQuery(withTab(query, tab))}
        counts={data?.counts}
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
              <SubmissionsTable
                rows={data.submissions}
                sort={query}
                onSort={(column) => setQuery(withSortBy(query, column))}
                onAction={onAction}
                stale={list.isPlaceholderData}
              />
              <SubmissionsPagination
                page={query.page}
                pageSize={query.pageSize}
                total={data.total}
                onPage={(page) => setQuery(withPage(query, page))}
                onPageSize={(size) => setQuery(withPageSize(query, size))}
              />
            </div>
          ))
        )}
      </SubmissionStatusTabs>

      <SubmissionDetailsDialog
        submission={viewing && toSubmissionRecord(viewing)}
        onOpenChange={(open) => {
          if (!open) setViewing(null);
        }}
        updateStatus={{ enabled: true, onClick: () => setUpdating(viewing) }}
        view="staff"
        onCloseAutoFocus={focusAfterClose}
      />
      <UpdateStatusDialog
        submission={updating}
        onClose={() => setUpdating(null)}
        // Opened from the details dialog, which stays open below it: show it the new status.
        onSaved={(updated) => setViewing((shown) => (shown?.id === updated.id ? updated : shown))}
        // From the details dialog Radix returns focus to its Update Status button by itself.
        onCloseAutoFocus={viewing ? undefined : focusAfterClose}
      />
      <DeleteSubmissionDialog
        submission={deleting}
        onClose={() => setDeleting(null)}
        // Its row is about to go: focus moves to the list instead.
        onDeleted={() => {
          returnFocus.current = null;
        }}
        onCloseAutoFocus={focusAfterClose}
      />
    </div>
  );
}
