import type { ReactNode } from 'react';
import { Paperclip } from 'lucide-react';
import { submissionReference, type StatusView, type SubmissionRecord } from '#common/submissions';
import { formatDateTime, relativeTime } from '#web/lib/dates';
import { Button } from '../ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../ui/dialog';
import { DownloadAttachmentButton } from './download-attachment-button';
import { InventorStateBadge } from './inventor-state-badge';
import { StatusBadge } from './status-badge';

type SubmissionDetailsDialogProps = {
  /** The submission shown; the dialog is closed while there is none. */
  submission: SubmissionRecord | null;
  onOpenChange: (open: boolean) => void;
  /**
   * Whether the attachment can be downloaded from the server (not for an idea still waiting
   * in this browser). Defaults to whether it has one.
   */
  canDownload?: boolean;
  /** A line about the attachment, e.g. that it waits on this device. */
  attachmentNote?: ReactNode;
  /** Something to say above the details (e.g. why a stored idea has not been sent). */
  notice?: ReactNode;
  /**
   * The admin view's 'Update Status' button: shown when given, enabled only when `enabled`.
   */
  updateStatus?: { onClick: () => void; enabled: boolean; label?: string };
  /** Whose words the status is shown in; staff see 'Pending'. */
  view?: StatusView;
  onCloseAutoFocus?: (event: Event) => void;
  /** Extra buttons beside Close (e.g. Resubmit). */
  actions?: ReactNode;
  /** Shown under the details, e.g. the conversation about the idea. */
  children?: ReactNode;
};

function Detail({
  term,
  wide = false,
  children,
}: {
  term: string;
  /** Spans both columns. */
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={wide ? 'min-w-0 sm:col-span-2' : 'min-w-0'}>
      <dt className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{term}</dt>
      <dd className="mt-1 text-sm break-words text-slate-900">{children}</dd>
    </div>
  );
}

/**
 * The shared submission details dialog (spec 02 §2): title, when it was submitted, who sent
 * it, status, date, description, admin notes and the attachment. Used by My Submissions and
 * the admin pages.
 */
export function SubmissionDetailsDialog({
  submission,
  onOpenChange,
  canDownload,
  attachmentNote,
  notice,
  updateStatus,
  view,
  onCloseAutoFocus,
  actions,
  children,
}: SubmissionDetailsDialogProps) {
  return (
    <Dialog open={submission !== null} onOpenChange={onOpenChange}>
      <DialogContent
        className="max-w-2xl"
        closeLabel="Close submission details"
        onCloseAutoFocus={onCloseAutoFocus}
      >
        {submission && (
          <Details
            submission={submission}
            canDownload={canDownload ?? Boolean(submission.attachmentId)}
            attachmentNote={attachmentNote}
            notice={notice}
            updateStatus={updateStatus}
            view={view}
            actions={actions}
          >
            {children}
          </Details>
        )}
      </DialogContent>
    </Dialog>
  );
}

function Details({
  submission,
  canDownload,
  attachmentNote,
  notice,
  updateStatus,
  view,
  actions,
  children,
}: Omit<SubmissionDetailsDialogProps, 'submission' | 'onOpenChange' | 'onCloseAutoFocus'> & {
  submission: SubmissionRecord;
}) {
  const submitted = relativeTime(submission.createdAt);
  const submitter = submission.fullName?.trim() || null;
  const contact = submission.email?.trim() || submission.userId;
  return (
    <>
      <DialogHeader>
        <DialogTitle className="break-words">{submission.ideaTitle || 'Untitled idea'}</DialogTitle>
        <DialogDescription>
          {submitted ? `Submitted ${submitted}` : 'Submission details'}
        </DialogDescription>
      </DialogHeader>
      {notice}
      <dl className="grid gap-4 sm:grid-cols-2">
        <Detail term="Submitted by">
          {submitter && <span className="block font-medium">{submitter}</span>}
          <span className={submitter ? 'text-slate-700' : undefined}>{contact}</span>
        </Detail>
        <Detail term="Job title">{submission.jobTitle?.trim() || 'Not given'}</Detail>
        {/* As the idea's mails and disclosure.pdf name it. */}
        <Detail term="Reference">
          <span className="font-mono">{submissionReference(submission.id)}</span>
        </Detail>
        <Detail term="Status">
          <span className="flex flex-wrap items-center gap-1.5">
            <StatusBadge status={submission.status} view={view} />
            <InventorStateBadge state={submission.inventorState} view={view ?? 'submitter'} />
          </span>
        </Detail>
        <Detail term="Date">
          <time dateTime={submission.createdAt}>{formatDateTime(submission.createdAt)}</time>
        </Detail>
        <Detail term="Description" wide>
          <span className="block whitespace-pre-wrap">
            {submission.ideaDescription || 'No description.'}
          </span>
        </Detail>
        <Detail term="Admin notes" wide>
          <span className="block whitespace-pre-wrap">
            {submission.adminNotes?.trim() || 'No notes yet.'}
          </span>
        </Detail>
        <Detail term="Attachment" wide>
          {submission.attachmentName ? (
            <span className="flex flex-wrap items-center gap-3">
              <span className="inline-flex min-w-0 items-center gap-1.5">
                <Paperclip aria-hidden="true" className="size-4 shrink-0 text-slate-600" />
                <span className="min-w-0 break-words">{submission.attachmentName}</span>
              </span>
              {canDownload && (
                <DownloadAttachmentButton
                  submissionId={submission.id}
                  fileName={submission.attachmentName}
                />
              )}
            </span>
          ) : (
            'No attachment'
          )}
          {attachmentNote && (
            <span className="mt-1 block text-sm text-slate-700">{attachmentNote}</span>
          )}
        </Detail>
      </dl>
      {children}
      <DialogFooter className="pt-2">
        {actions}
        {updateStatus && (
          <Button variant="outline" disabled={!updateStatus.enabled} onClick={updateStatus.onClick}>
            {updateStatus.label ?? 'Update Status'}
          </Button>
        )}
        <DialogClose asChild>
          <Button>Close</Button>
        </DialogClose>
      </DialogFooter>
    </>
  );
}
