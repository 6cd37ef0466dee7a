import { useMemo, useRef, useState, type MouseEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  CloudUpload,
  Eye,
  Inbox,
  Paperclip,
  PenLine,
  RefreshCw,
  RotateCcw,
  Send,
  Trash2,
  TriangleAlert,
  type LucideIcon,
} from 'lucide-react';
import { Link } from 'react-router';
import type { SubmissionRecord } from '#common/submissions';
import { AreaHeading } from '#web/components/layout/area-heading';
import { StatusBadge } from '#web/components/submissions/status-badge';
import { DataTable } from '#web/components/ui/data-table';
import { SubmissionDetailsDialog } from '#web/components/submissions/submission-details-dialog';
import { Button, type ButtonProps } from '#web/components/ui/button';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog';
import { isApiRequestError } from '#web/lib/api';
import { isTimeoutError } from '#web/lib/clock';
import { formatDateTime } from '#web/lib/dates';
import { notify } from '#web/lib/notify';
import {
  deleteDraft,
  submissionKeys,
  submissionListQueryOptions,
  submitDraft,
} from '../api/submissions';
import { useQueuedSubmissions } from '../hooks/use-queued-submissions';
import { useQueueRun, useSendQueuedNow } from '../hooks/use-retry-queue';
import { ideaMessages } from '../lib/messages';
import { discardQueued } from '../lib/queue-browser';
import { isExhausted } from '../lib/retry-queue';
import { localState, mergeRows, type Row } from '../lib/rows';
import type { Submitter } from '../lib/save-idea';
import { saveFailure } from '../lib/save-idea';
import { ConnectionIndicator, useConnectionState } from './connection-indicator';
import { IdeaDialog } from './idea-dialog';

type Pending =
  | { kind: 'delete'; record: SubmissionRecord }
  | { kind: 'submit'; record: SubmissionRecord }
  | { kind: 'discard'; record: SubmissionRecord };

/** A row's action button; its accessible name also says which idea it acts on. */
function RowAction({
  icon: Icon,
  label,
  about,
  variant = 'outline',
  ...props
}: Omit<ButtonProps, 'children' | 'size'> & { icon: LucideIcon; label: string; about: string }) {
  return (
    <Button variant={variant} size="sm" {...props}>
      <Icon aria-hidden="true" />
      {label}
      <span className="sr-only">{` ${about}`}</span>
    </Button>
  );
}

/** The My Submissions tab (spec 02 §2): the user's ideas and drafts, and what can be done with them. */
export function MySubmissions({ submitter }: { submitter: Submitter }) {
  const queryClient = useQueryClient();
  const list = useQuery(submissionListQueryOptions);
  const connection = useConnectionState();
  const queued = useQueuedSubmissions(submitter.userId);
  const sendNow = useSendQueuedNow(submitter.userId);
  const runQueue = useQueueRun(submitter.userId);
  const [viewing, setViewing] = useState<Row | null>(null);
  const [confirming, setConfirming] = useState<Pending | null>(null);
  const [resubmitting, setResubmitting] = useState<{ from: SubmissionRecord; id: string } | null>(
    null,
  );
  const [sending, setSending] = useState<string | null>(null);
  const returnFocus = useRef<HTMLElement | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const rows = useMemo(() => mergeRows(list.data ?? [], queued), [list.data, queued]);

  // Refresh also sends what waits in this browser: the server may be back without the browser
  // ever having been offline.
  const refresh = () => {
    void connection.recheck();
    void list.refetch();
    void runQueue();
  };

  const remove = useMutation({
    mutationFn: (record: SubmissionRecord) => deleteDraft(record.id),
    networkMode: 'always',
    onSuccess: async () => {
      notify.success(ideaMessages.draftDeleted.title, ideaMessages.draftDeleted.message);
      await queryClient.invalidateQueries({ queryKey: submissionKeys.all });
    },
    onError: (error) =>
      notify.error(
        ideaMessages.deleteFailed,
        isApiRequestError(error) && error.status > 0
          ? ideaMessages.deleteFailedWith(error.message)
          : 'Failed to delete submission. Please try again later.',
      ),
  });

  const send = useMutation({
    mutationFn: (record: SubmissionRecord) => submitDraft(record.id),
    networkMode: 'always',
    onSuccess: async () => {
      notify.success(ideaMessages.submitted.title, ideaMessages.submitted.message);
      await queryClient.invalidateQueries({ queryKey: submissionKeys.all });
    },
    onError: (error) => {
      const failure = saveFailure(error, 'submit');
      notify.error(
        failure.title === ideaMessages.submitFailed
          ? ideaMessages.draftSubmitFailed
          : failure.title,
        failure.message,
      );
    },
  });

  async function confirm() {
    if (!confirming) return;
    const { kind, record } = confirming;
    try {
      if (kind === 'delete') await remove.mutateAsync(record);
      else if (kind === 'submit') await send.mutateAsync(record);
      else {
        await discardQueued(record.id);
        notify.success(
          'Stored Submission Discarded',
          `"${record.ideaTitle}" was removed from this device.`,
        );
      }
    } catch {
      // Reported by the mutation.
    }
    setConfirming(null);
  }

  async function sendQueued(id: string) {
    setSending(id);
    try {
      await sendNow(id);
    } finally {
      setSending(null);
    }
  }

  function focusAfterClose(event: Event) {
    event.preventDefault();
    const target = returnFocus.current;
    // The row may be gone (deleted, sent): the heading is the next best place.
    (target?.isConnected ? target : headingRef.current)?.focus();
  }

  /** A row action that opens a dialog: focus comes back to its button when the dialog closes. */
  const opening = (open: () => void) => (event: MouseEvent<HTMLButtonElement>) => {
    returnFocus.current = event.currentTarget;
    open();
  };

  const listError = list.isError && list.data === undefined;
  const busyAction = confirming && (remove.isPending || send.isPending) ? confirming.kind : null;

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
            {isTimeoutError(list.error) ? ideaMessages.listTimedOut : ideaMessages.listFailed}
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

      {rows.length > 0 && (
        <DataTable
          caption="Your submissions and drafts, newest first"
          className="min-w-[44rem]"
          frameClassName="relative"
          columns={['Title', 'Date', 'Status', 'Attachment', 'Actions']}
        >
          {rows.map((row) => {
            const { record } = row;
            const title = record.ideaTitle || 'Untitled idea';
            return (
              <tr key={record.id} className="align-top">
                <th scope="row" className="max-w-xs px-4 py-3 font-medium text-slate-900">
                  <span className="break-words">{title}</span>
                  {row.kind === 'local' && (
                    <span
                      className={
                        isExhausted(row.item)
                          ? 'mt-1 block text-xs font-normal text-red-800'
                          : 'mt-1 block text-xs font-normal text-slate-700'
                      }
                    >
                      {localState(row.item)}
                    </span>
                  )}
                </th>
                <td className="px-4 py-3 whitespace-nowrap text-slate-700">
                  <time dateTime={record.createdAt}>{formatDateTime(record.createdAt)}</time>
                </td>
                <td className="px-4 py-3">
                  <StatusBadge status={record.status} />
                </td>
                <td className="max-w-[12rem] px-4 py-3 text-slate-700">
                  {record.attachmentName ? (
                    <span className="inline-flex items-start gap-1.5">
                      <Paperclip aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                      <span className="break-all">{record.attachmentName}</span>
                    </span>
                  ) : (
                    <span className="text-slate-600">None</span>
                  )}
                  {row.kind === 'local' && row.item.attachment_error && (
                    <span className="mt-1 block text-xs text-red-800">
                      {row.item.attachment_error}
                    </span>
                  )}
                </td>
                <td className="px-4 py-3">
                  <div className="flex flex-wrap gap-2">
                    {row.kind === 'server' && record.status === 'draft' && (
                      <>
                        <Button asChild variant="outline" size="sm">
                          <Link
                            to={`/user-dashboard/submit-idea?edit=${encodeURIComponent(record.id)}`}
                          >
                            <PenLine aria-hidden="true" />
                            Edit<span className="sr-only">{` draft "${title}"`}</span>
                          </Link>
                        </Button>
                        <RowAction
                          icon={Trash2}
                          label="Delete"
                          about={`draft "${title}"`}
                          onClick={opening(() => setConfirming({ kind: 'delete', record }))}
                        />
                        <RowAction
                          icon={Send}
                          label="Submit"
                          about={`draft "${title}"`}
                          variant="default"
                          onClick={opening(() => setConfirming({ kind: 'submit', record }))}
                        />
                      </>
                    )}
                    {(row.kind === 'local' || record.status !== 'draft') && (
                      <RowAction
                        icon={Eye}
                        label="View"
                        about={`"${title}"`}
                        onClick={opening(() => setViewing(row))}
                      />
                    )}
                    {row.kind === 'server' && record.status !== 'draft' && (
                      <RowAction
                        icon={RotateCcw}
                        label="Resubmit"
                        about={`"${title}"`}
                        onClick={opening(() =>
                          setResubmitting({ from: record, id: crypto.randomUUID() }),
                        )}
                      />
                    )}
                    {row.kind === 'local' && (
                      <>
                        <RowAction
                          icon={CloudUpload}
                          label={sending === record.id ? 'Sending...' : 'Send Now'}
                          about={`"${title}"`}
                          variant="default"
                          aria-disabled={sending !== null || undefined}
                          aria-busy={sending === record.id || undefined}
                          onClick={() => {
                            if (sending === null) void sendQueued(record.id);
                          }}
                        />
                        <RowAction
                          icon={Trash2}
                          label="Discard"
                          about={`"${title}"`}
                          onClick={opening(() => setConfirming({ kind: 'discard', record }))}
                        />
                      </>
                    )}
                  </div>
                </td>
              </tr>
            );
          })}
        </DataTable>
      )}

      <SubmissionDetailsDialog
        submission={viewing?.record ?? null}
        onOpenChange={(open) => {
          if (!open) setViewing(null);
        }}
        canDownload={viewing?.kind === 'server' && Boolean(viewing.record.attachmentId)}
        attachmentNote={
          viewing?.kind === 'local'
            ? (viewing.item.attachment_error ??
              (viewing.item.attachment_is_temporary
                ? 'Kept on this device; it is uploaded before the idea is sent.'
                : null))
            : null
        }
        notice={
          viewing?.kind === 'local' ? (
            <p className="rounded-md border border-slate-300 bg-slate-50 p-3 text-sm text-slate-800">
              {localState(viewing.item)}
            </p>
          ) : null
        }
        onCloseAutoFocus={focusAfterClose}
      />

      <ConfirmDialog
        open={confirming?.kind === 'delete'}
        title="Delete Draft"
        description={`Delete the draft "${confirming?.record.ideaTitle ?? ''}"? This cannot be undone.`}
        actions={[{ value: 'delete', label: 'Delete', variant: 'destructive' }]}
        busy={busyAction === 'delete' ? 'delete' : null}
        onAction={() => void confirm()}
        onCancel={() => setConfirming(null)}
        onCloseAutoFocus={focusAfterClose}
      />
      <ConfirmDialog
        open={confirming?.kind === 'submit'}
        title="Submit Draft"
        description={`Submit "${confirming?.record.ideaTitle ?? ''}" for review? Once submitted, it can no longer be edited.`}
        actions={[{ value: 'submit', label: 'Submit', variant: 'accent' }]}
        busy={busyAction === 'submit' ? 'submit' : null}
        onAction={() => void confirm()}
        onCancel={() => setConfirming(null)}
        onCloseAutoFocus={focusAfterClose}
      />
      <ConfirmDialog
        open={confirming?.kind === 'discard'}
        title="Discard Stored Submission"
        description={`"${confirming?.record.ideaTitle ?? ''}" has not reached the server. Discard it from this device? This cannot be undone.`}
        actions={[{ value: 'discard', label: 'Discard', variant: 'destructive' }]}
        onAction={() => void confirm()}
        onCancel={() => setConfirming(null)}
        onCloseAutoFocus={focusAfterClose}
      />

      {resubmitting && (
        <IdeaDialog
          open
          onOpenChange={(open) => {
            if (!open) setResubmitting(null);
          }}
          target={{ kind: 'new', id: resubmitting.id, resubmittedFrom: resubmitting.from.id }}
          initial={{
            title: resubmitting.from.ideaTitle,
            description: resubmitting.from.ideaDescription,
          }}
          attachmentNote={
            resubmitting.from.attachmentName
              ? `The earlier attachment "${resubmitting.from.attachmentName}" is not copied; attach it again if it is still needed.`
              : null
          }
          submitter={submitter}
          onDone={() => setResubmitting(null)}
          onCloseAutoFocus={focusAfterClose}
        />
      )}
    </div>
  );
}
