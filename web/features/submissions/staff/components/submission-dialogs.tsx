import { useEffect, useRef, useState, type RefObject } from 'react';
import type { AdminSubmission } from '#common/staff-submissions';
import { SubmissionDetailsDialog } from '#web/features/submissions/components/submission-details-dialog';
import { toSubmissionRecord } from '#web/features/submissions/staff/lib/submission-record';
import { DeleteSubmissionDialog } from './delete-submission-dialog';
import type { RowAction } from './submission-row-actions';
import { UpdateStatusDialog } from './update-status-dialog';

type Open = { action: RowAction; submission: AdminSubmission } | null;

/**
 * The list's row dialogs: View Details, Update Status and Delete, one at a time. Update Status
 * from View Details replaces it rather than opening over it. When the last one closes, focus
 * goes back to the row's Actions button, or to `fallback` if the row is gone.
 */
export function useSubmissionDialogs(fallback: RefObject<HTMLElement | null>) {
  const [open, setOpen] = useState<Open>(null);
  const returnFocus = useRef<HTMLElement | null>(null);
  // The dialog on screen, read when a closing one decides where focus goes.
  const current = useRef<Open>(null);
  useEffect(() => {
    current.current = open;
  }, [open]);

  function show(action: RowAction, submission: AdminSubmission, trigger?: HTMLElement | null) {
    if (trigger !== undefined) returnFocus.current = trigger;
    setOpen({ action, submission });
  }
  const close = () => setOpen(null);

  function focusAfterClose(event: Event) {
    event.preventDefault();
    // Handed over to the next dialog, which has taken the focus.
    if (current.current) return;
    const target = returnFocus.current;
    (target?.isConnected ? target : fallback.current)?.focus();
  }

  const shown = (action: RowAction) => (open?.action === action ? open.submission : null);
  const viewing = shown('view');

  const dialogs = (
    <>
      <SubmissionDetailsDialog
        submission={viewing && toSubmissionRecord(viewing)}
        onOpenChange={(isOpen) => {
          if (!isOpen) close();
        }}
        updateStatus={{ enabled: true, onClick: () => viewing && show('status', viewing) }}
        view="staff"
        onCloseAutoFocus={focusAfterClose}
      />
      <UpdateStatusDialog
        submission={shown('status')}
        onClose={close}
        onCloseAutoFocus={focusAfterClose}
      />
      <DeleteSubmissionDialog
        submission={shown('delete')}
        onClose={close}
        // Its row is about to go: focus moves to the list instead.
        onDeleted={() => {
          returnFocus.current = null;
        }}
        onCloseAutoFocus={focusAfterClose}
      />
    </>
  );

  return { show, dialogs };
}
