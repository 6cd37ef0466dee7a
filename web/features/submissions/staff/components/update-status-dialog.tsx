import type { AdminSubmission } from '#common/staff-submissions';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '#web/components/ui/dialog';
import { useUpdateSubmissionStatus } from '#web/features/submissions/staff/api/update-submission-status';
import { StatusForm } from './status-form';

type UpdateStatusDialogProps = {
  /** The submission being reviewed; the dialog is closed while there is none. */
  submission: AdminSubmission | null;
  onClose: () => void;
  onCloseAutoFocus?: (event: Event) => void;
};

/**
 * 'Update Submission Status' (spec 01 §2, §4): a status and notes. Saving closes the dialog;
 * a failure keeps it open with what was typed.
 */
export function UpdateStatusDialog({
  submission,
  onClose,
  onCloseAutoFocus,
}: UpdateStatusDialogProps) {
  const save = useUpdateSubmissionStatus();

  return (
    <Dialog
      open={submission !== null}
      onOpenChange={(open) => {
        // A save under way finishes (and reports) before the dialog may close.
        if (!open && !save.isPending) onClose();
      }}
    >
      <DialogContent
        closeLabel="Close Update Submission Status"
        onCloseAutoFocus={onCloseAutoFocus}
      >
        <DialogHeader>
          <DialogTitle>Update Submission Status</DialogTitle>
          <DialogDescription className="break-words">
            {`“${submission?.ideaTitle || 'Untitled idea'}”`}
          </DialogDescription>
        </DialogHeader>
        {/* Mounted afresh on each opening: the form starts from the submission as it is now. */}
        {submission && (
          <StatusForm
            key={submission.id}
            submission={submission}
            onSave={async (change) => {
              await save.mutateAsync({ id: submission.id, ...change });
              onClose();
            }}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
