import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Inbox, RefreshCw, TriangleAlert } from 'lucide-react';
import { Link } from 'react-router';
import type { SubmissionRecord } from '#common/submissions';
import { AreaHeading } from '#web/components/layout/area-heading';
import { SubmissionDetailsDialog } from '#web/features/submissions/components/submission-details-dialog';
import { Button } from '#web/components/ui/button';
import { isTimeoutError } from '#web/lib/clock';
import { notify } from '#web/lib/notify';
import { useReturnFocus } from '#web/lib/use-return-focus';
import { submissionListQueryOptions, submissionQueryOptions } from '../api/submissions';
import { useDraftActions } from '../hooks/use-draft-actions';
import { useOpenFromLink } from '../hooks/use-open-from-link';

import { useQueuedSubmissions, useQueueRun, useSendQueuedNow } from '../hooks/use-retry-queue';
import { localFilesNote, localState, mergeRows, type Row } from '../lib/rows';
import type { Submitter } from '../api/save-submission';
import { submissionTexts } from '../lib/submission-texts';
import { ConnectionIndicator, useConnectionState } from './connection-indicator';
import type { RowHandlers } from './submission-row-actions';
import { sentIdeaSections } from './sent-idea-sections';
import { SubmissionDialog } from './submission-dialog';
import { SubmissionsTable } from './submissions-table';

/** What the resubmitted idea's form says of the earlier idea's files: they are not copied. */
function resubmitNote(from: SubmissionRecord): string | null {
  const names = (
    from.attachments.length > 0
      ? from.attachments.map((file) => file.name)
      : [from.attachmentName].filter((name) => name !== null)
  ).map((name) => `"${name}"`);
  if (names.length === 0) return null;
  return names.length === 1
    ? `The earlier attachment ${names[0]} is not copied; attach it again if it is still needed.`
    : `The earlier attachments (${names.join(', ')}) are not copied; attach those still needed again.`;
}

/**
 * The My Submissions tab (spec 02 §2): the user's ideas and drafts, and what can be done with
 * them. `?submission=<id>` (the link in a message notice) opens that idea's details.
 */
export function MySubmissions({
  submitter,
  unread,
  conversation,
}: {
  submitter: Submitter;
  /** Unread messages from staff, by submission. */
  unread?: Record<string, number>;
  /** What the details of a sent idea show under them: its conversation. */
  conversation?: (submission: SubmissionRecord) => ReactNode;
}) {
  const queryClient = useQueryClient();
  const list = useQuery(submissionListQueryOptions);
  const connection = useConnectionState();
  const queued = useQueuedSubmissions(submitter.userId);
  const sendNow = useSendQueuedNow(submitter.userId);
  const runQueue = useQueueRun(submitter.userId);
  const [viewing, setViewing] = useState<Row | null>(null);
  // A message notice's link leads to the conversation itself.
  const [fromLink, setFromLink] = useState(false);
  const [resubmitting, setResubmitting] = useState<{ from: SubmissionRecord; id: string } | null>(
    null,
  );
  const [sending, setSending] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The row may be gone (deleted, sent): then the heading is the next best place.
  const focus = useReturnFocus(headingRef);
  const drafts = useDraftActions({ onCloseAutoFocus: focus.restore });

  // A sent idea's details show its inventors, which only the idea's own answer has.
  const viewingId = viewing?.kind === 'server' ? viewing.record.id : '';
  const detail = useQuery({ ...submissionQueryOptions(viewingId), enabled: viewingId !== '' });
  const shown = viewing && detail.data?.id === viewing.record.id ? detail.data : viewing?.record;

  const rows = useMemo(() => mergeRows(list.data ?? [], queued), [list.data, queued]);
  const openFromLink = useCallback((row: Row) => {
    setFromLink(true);
    setViewing(row);
  }, []);
  useOpenFromLink(rows, openFromLink);

  // Refresh also sends what waits in this browser: the server may be back without the browser
  // ever having been offline.
  const refresh = () => {
    void connection.recheck();
    void list.refetch();
    void runQueue();
  };

  const handlers: RowHandlers = {
    confirm: (action, row, opener) => {
      focus.remember(opener);
      drafts.confirm(action, row.record);
    },
    view: (row, opener) => {
      focus.remember(opener);
      setFromLink(false);
      setViewing(row);
    },
    resubmit: (row, opener) => {
      focus.remember(opener);
      // Read whole, so the new idea starts with the earlier one's inventors too.
      queryClient.fetchQuery(submissionQueryOptions(row.record.id)).then(
        (from) => setResubmitting({ from, id: crypto.randomUUID() }),
        () => notify.error(submissionTexts.loadFailed.title, submissionTexts.loadFailed.message),
      );
    },
    sendNow: (row) => {
      setSending(row.record.id);
      void sendNow(row.record.id).finally(() => setSending(null));
    },
    sending,
  };

  const listError = list.isError && list.data === undefined;

  return (
    <div className="space-y-6">
      <AreaHeading
        heading="My Submissions"
        area="Dashboard"
        description="Only drafts can be edited. A submitted idea can be viewed, and resubmitted as a new submission."
        actions={
          <div className="flex flex-wrap items-center gap-3">
            <ConnectionIndicator state={connection.state} />
            <Button
              variant="outline"
              size="sm"
              onClick={refresh}
              aria-busy={list.isFetching || undefined}
            >
              <RefreshCw
                aria-hidden="true"
                className={list.isFetching ? 'animate-spin' : undefined}
              />
              Refresh
            </Button>
          </div>
        }
      />
      <h2 ref={headingRef} tabIndex={-1} className="sr-only">
        Your submissions
      </h2>

      {list.isPending && (
        <p role="status" className="text-slate-700">
          Loading your submissions...
        </p>
      )}

      {listError && (
        <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-6">
          <div className="flex items-center gap-2">
            <TriangleAlert aria-hidden="true" className="size-5 text-red-700" />
            <h3 className="text-lg font-semibold text-red-800">Could not load your submissions</h3>
          </div>
          <p className="mt-2 text-sm text-red-800">
            {isTimeoutError(list.error) ? submissionTexts.listTimedOut : submissionTexts.listFailed}
          </p>
          <div className="mt-4 flex flex-wrap gap-2">
            <Button onClick={refresh}>Check Connection</Button>
            <Button asChild variant="outline">
              <Link to="/">Go to Homepage</Link>
            </Button>
          </div>
        </div>
      )}

      {list.isSuccess && rows.length === 0 && (
        <div className="rounded-xl border border-dashed border-slate-300 p-10 text-center">
          <Inbox aria-hidden="true" className="mx-auto size-10 text-slate-500" />
          <h3 className="mt-3 text-lg font-semibold text-brand-900">No submissions yet</h3>
          <p className="mt-1 text-sm text-slate-700">
            Ideas you submit or save as drafts appear here.
          </p>
          <Button asChild variant="accent" className="mt-4">
            <Link to="/user-dashboard/submit-idea">Submit an Idea</Link>
          </Button>
        </div>
      )}

      {rows.length > 0 && <SubmissionsTable rows={rows} handlers={handlers} unread={unread} />}

      <SubmissionDetailsDialog
        submission={shown ?? null}
        onOpenChange={(open) => {
          if (!open) setViewing(null);
        }}
        canDownload={
          viewing?.kind === 'server' &&
          (viewing.record.fileCount > 0 || Boolean(viewing.record.attachmentId))
        }
        attachmentNote={viewing?.kind === 'local' ? localFilesNote(viewing.item) : null}
        notice={
          viewing?.kind === 'local' ? (
            <p className="rounded-md border border-slate-300 bg-slate-50 p-3 text-sm text-slate-800">
              {localState(viewing.item)}
            </p>
          ) : null
        }
        onCloseAutoFocus={focus.restore}
        sections={
          viewing?.kind === 'server' && viewing.record.status !== 'draft'
            ? sentIdeaSections(viewing.record, {
                conversation: conversation?.(viewing.record),
                unread: unread?.[viewing.record.id] ?? 0,
                fromLink,
              })
            : undefined
        }
      />

      {drafts.dialogs}

      {resubmitting && (
        <SubmissionDialog
          open
          onOpenChange={(open) => {
            if (!open) setResubmitting(null);
          }}
          target={{ kind: 'new', id: resubmitting.id, resubmittedFrom: resubmitting.from.id }}
          initial={resubmitting.from}
          attachmentNote={resubmitNote(resubmitting.from)}
          submitter={submitter}
          onDone={() => setResubmitting(null)}
          onCloseAutoFocus={focus.restore}
        />
      )}
    </div>
  );
}
