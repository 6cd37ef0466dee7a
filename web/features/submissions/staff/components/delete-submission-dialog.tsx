import { adminMessages } from '#common/admin-messages';
import type { AdminSubmission } from '#common/staff-submissions';
import { FormAlert } from '#web/components/ui/alert';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog';
import {
  refusedForHold,
  useDeleteSubmission,
} from '#web/features/submissions/staff/api/delete-submission';

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
 * removed on the server in one step. An idea under a legal hold is refused: the server's words,
 * with the hold's reason, are shown here, where the admin is looking.
 */
export function DeleteSubmissionDialog({
  submission,
  onClose,
  onDeleted,
  onCloseAutoFocus,
}: DeleteSubmissionDialogProps) {
  const remove = useDeleteSubmission();

  const who = submission?.fullName?.trim() || submission?.email;
  const held = refusedForHold(remove.error) ? remove.error.message : null;
  const close = () => {
    remove.reset();
    onClose();
  };
  return (
    <ConfirmDialog
      open={submission !== null}
      title="Delete Submission"
      description={adminMessages.deleteWarning}
      details={
        submission && (
          <div className="space-y-3">
            <p className="break-words">
              {`“${submission.ideaTitle || 'Untitled idea'}”`}
              {who && ` by ${who}`}
            </p>
            {held && <FormAlert className="wrap-anywhere">{held}</FormAlert>}
          </div>
        )
      }
      actions={[{ value: 'delete', label: 'Delete Permanently', variant: 'destructive' }]}
      busy={remove.isPending ? 'delete' : null}
      onAction={() => {
        if (!submission) return;
        remove.mutate(submission.id, {
          onSuccess: () => {
            close();
            onDeleted?.();
          },
        });
      }}
      onCancel={close}
      onCloseAutoFocus={onCloseAutoFocus}
    />
  );
}
