import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LoaderCircle } from 'lucide-react';
import { ADMIN_NOTES_MAX, adminMessages, type AdminSubmission } from '#common/admin';
import { Button } from '#web/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '#web/components/ui/dialog';
import { Field } from '#web/components/ui/field';
import { Textarea } from '#web/components/ui/textarea';
import { notify } from '#web/lib/notify';
import { adminKeys } from '#web/features/admin/api/keys';
import { updateSubmissionStatus } from '#web/features/admin/api/submissions';
import {
  initialReviewStatus,
  reviewStatusOptions,
  type ReviewStatus,
} from '#web/features/admin/lib/submissions/review-status';
import { AdminSelect } from '../admin-select';

interface StatusChange {
  id: string;
  status: ReviewStatus;
  adminNotes: string;
}

type UpdateStatusDialogProps = {
  /** The submission being reviewed; the dialog is closed while there is none. */
  submission: AdminSubmission | null;
  onClose: () => void;
  /** Called with the saved submission, e.g. to show it in a details dialog still open. */
  onSaved?: (updated: AdminSubmission) => void;
  onCloseAutoFocus?: (event: Event) => void;
};

/**
 * 'Update Submission Status' (spec 01 §2, §4): a status and notes. Saving closes the dialog,
 * refreshes every admin view and says so; a failure keeps the dialog open with what was typed.
 */
export function UpdateStatusDialog({
  submission,
  onClose,
  onSaved,
  onCloseAutoFocus,
}: UpdateStatusDialogProps) {
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: ({ id, status, adminNotes }: StatusChange) =>
      updateSubmissionStatus(id, { status, adminNotes }),
    onSuccess: (updated, { status }) => {
      onSaved?.(updated);
      onClose();
      // Lists, counts, the dashboard and this submission's page all show the status.
      void queryClient.invalidateQueries({ queryKey: adminKeys.all });
      const { title, message } = adminMessages.statusUpdated(status);
      notify.success(title, message);
    },
    onError: () =>
      notify.error(adminMessages.updateFailed.title, adminMessages.updateFailed.message),
  });

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
        {/* Mounted afresh on each opening: the form starts from the submission as it is now. */}
        {submission && (
          <StatusForm
            submission={submission}
            saving={save.isPending}
            onSave={(change) => save.mutate(change)}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

function StatusForm({
  submission,
  saving,
  onSave,
}: {
  submission: AdminSubmission;
  saving: boolean;
  onSave: (change: StatusChange) => void;
}) {
  const [status, setStatus] = useState(() => initialReviewStatus(submission.status));
  const [notes, setNotes] = useState(submission.adminNotes ?? '');

  return (
    <form
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (!saving) onSave({ id: submission.id, status, adminNotes: notes });
      }}
    >
      <DialogHeader>
        <DialogTitle>Update Submission Status</DialogTitle>
        <DialogDescription className="break-words">
          {`“${submission.ideaTitle || 'Untitled idea'}”`}
        </DialogDescription>
      </DialogHeader>
      <Field label="Status">
        {({ id }) => (
          <AdminSelect
            id={id}
            value={status}
            options={reviewStatusOptions}
            onValueChange={setStatus}
          />
        )}
      </Field>
      <Field label="Admin Notes">
        {(control) => (
          <Textarea
            {...control}
            rows={5}
            className="min-h-0"
            maxLength={ADMIN_NOTES_MAX}
            placeholder={adminMessages.notesPlaceholder}
            value={notes}
            onChange={(event) => setNotes(event.target.value)}
          />
        )}
      </Field>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline" aria-disabled={saving || undefined}>
            Cancel
          </Button>
        </DialogClose>
        {/* aria-disabled rather than disabled: the button keeps keyboard focus while it saves. */}
        <Button type="submit" aria-disabled={saving || undefined} aria-busy={saving || undefined}>
          {saving && <LoaderCircle aria-hidden="true" className="animate-spin" />}
          {saving ? 'Saving...' : 'Save Changes'}
        </Button>
      </DialogFooter>
    </form>
  );
}
