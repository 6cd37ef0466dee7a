import { useRef, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { FileDown } from 'lucide-react';
import { adminMessages, type AdminSubmission } from '#common/admin';
import { AreaHeading } from '#web/components/layout/area-heading';
import { SubmissionDetailsDialog } from '#web/components/submissions/submission-details-dialog';
import { buttonClassName } from '#web/components/ui/button';
import { notify } from '#web/lib/notify';
import {
  adminSubmissionsQueryOptions,
  submissionsExportUrl,
  submissionsQueryFrom,
  submissionsSearchParams,
} from '#web/features/admin/api/submissions';
import { ListPagination } from '#web/features/admin/components/list/list-pagination';
import { ListSearch } from '#web/features/admin/components/list/list-search';
import { LoadError } from '#web/features/admin/components/list/load-error';
import { RefreshButton } from '#web/features/admin/components/list/refresh-button';
import { DeleteSubmissionDialog } from '#web/features/admin/components/submissions/delete-submission-dialog';
import type { RowAction } from '#web/features/admin/components/submissions/submission-row-actions';
import { SubmissionStatusTabs } from '#web/features/admin/components/submissions/submission-status-tabs';
import { SubmissionsEmptyState } from '#web/features/admin/components/submissions/submissions-empty-state';
import { SubmissionsTable } from '#web/features/admin/components/submissions/submissions-table';
import { UpdateStatusDialog } from '#web/features/admin/components/submissions/update-status-dialog';
import {
  withPage,
  withPageSize,
  withSearch,
  withSort,
} from '#web/features/admin/lib/list/list-query';
import { useListUrl, usePageInRange } from '#web/features/admin/lib/list/use-list-url';
import { isFiltered, withTab } from '#web/features/admin/lib/submissions/submission-list-query';
import { toSubmissionRecord } from '#web/features/admin/lib/submissions/submission-record';

/** /admin/submissions: every submitted idea, filtered, searched, sorted and paged by the server. */
export function AdminSubmissionsPage() {
  const [query, setQuery] = useListUrl(submissionsQueryFrom, submissionsSearchParams);
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

  usePageInRange(query, setQuery, list.isPlaceholderData ? undefined : list.data?.total);

  async function refresh() {
    const result = await list.refetch();
    if (result.isSuccess) notify.success(adminMessages.refreshed);
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
            <RefreshButton busy={list.isFetching} onRefresh={() => void refresh()} />
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

      <ListSearch
        label="Search submissions"
        placeholder={adminMessages.searchSubmissions}
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
                onSort={(column) => setQuery(withSort(query, column))}
                onAction={onAction}
                stale={list.isPlaceholderData}
              />
              <ListPagination
                label="Submissions pages"
                page={query.page}
                pageSize={query.pageSize}
                total={data.total}
                showRange
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
