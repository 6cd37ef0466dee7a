import { hashKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { adminMessages, type AdminSubmission } from '#common/admin';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog';
import { notify } from '#web/lib/notify';
import { adminKeys } from '#web/features/admin/api/keys';
import { deleteSubmission } from '#web/features/admin/api/submissions';

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
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: (id: string) => deleteSubmission(id),
    onSuccess: (_, id) => {
      onClose();
      onDeleted?.();
      notify.success(adminMessages.deleted.title, adminMessages.deleted.message);
      // The deleted submission's own page is marked stale but not fetched again: it may still
      // be on screen for a moment, and fetching it now would only flash 'not found'.
      const gone = hashKey(adminKeys.submission(id));
      void queryClient.invalidateQueries({
        queryKey: adminKeys.submission(id),
        refetchType: 'none',
      });
      void queryClient.invalidateQueries({
        queryKey: adminKeys.all,
        predicate: (query) => query.queryHash !== gone,
      });
    },
    onError: () =>
      notify.error(adminMessages.deleteFailed.title, adminMessages.deleteFailed.message),
  });

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
        if (submission) remove.mutate(submission.id);
      }}
      onCancel={onClose}
      onCloseAutoFocus={onCloseAutoFocus}
    />
  );
}
