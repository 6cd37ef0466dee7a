import { adminMessages } from '#common/admin-messages';
import type { AdminSubmission } from '#common/staff-submissions';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog';
import { useDeleteSubmission } from '#web/features/submissions/staff/api/delete-submission';

type DeleteSubmissionDialogProps = {
  /** The submission to delete; the dialog is closed while there is none. */
  submission: AdminSubmission | null;
  onClose: () => void;
  /** After the deletion, before the lists refresh (e.g. leave the submission's own page). */
  onDeleted?: () => void;
  onCloseAutoFocus?: (event: Event) => void;
};

/**
 * 'Delete Permanently' (spec 01 §2): the warning, then the submission and its attachment are
 * removed on the server in one step.
 */
export function DeleteSubmissionDialog({
  submission,
  onClose,
  onDeleted,
  onCloseAutoFocus,
}: DeleteSubmissionDialogProps) {
  const remove = useDeleteSubmission();

  const who = submission?.fullName?.trim() || submission?.email;
  return (
    <ConfirmDialog
      open={submission !== null}
      title="Delete Submission"
      description={adminMessages.deleteWarning}
      details={
        submission && (
          <p className="break-words">
            {`“${submission.ideaTitle || 'Untitled idea'}”`}
            {who && ` by ${who}`}
          </p>
        )
      }
      actions={[{ value: 'delete', label: 'Delete Permanently', variant: 'destructive' }]}
      busy={remove.isPending ? 'delete' : null}
      onAction={() => {
        if (!submission) return;
        remove.mutate(submission.id, {
          onSuccess: () => {
            onClose();
            onDeleted?.();
          },
        });
      }}
      onCancel={onClose}
      onCloseAutoFocus={onCloseAutoFocus}
    />
  );
}
