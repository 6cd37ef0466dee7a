import { useEffect, useRef, useState } from 'react';
import { adminMessages } from '#common/admin-messages';
import {
  ADMIN_NOTES_MAX,
  updateSubmissionStatusSchema,
  type AdminSubmission,
  type UpdateSubmissionStatusInput as StatusChange,
} from '#common/staff-submissions';
import { Form } from '#web/components/form/form';
import { FormField } from '#web/components/form/form-field';
import { SubmitButton } from '#web/components/form/submit-button';
import { useAppForm } from '#web/components/form/use-app-form';
import { Button } from '#web/components/ui/button';
import { DialogClose, DialogFooter } from '#web/components/ui/dialog';
import { Textarea } from '#web/components/ui/textarea';
import { namesAField } from '#web/features/submissions/staff/api/update-submission-status';
import {
  initialReviewStatus,
  reviewStatusOptions,
} from '#web/features/submissions/staff/lib/review-status';
import { AdminSelect } from '#web/components/ui/admin-select';
import { NotesPreview } from './notes-preview';

/** Under the notes: they are not internal (the conversation's internal notes are). */
export const ADMIN_NOTES_HINT = 'The inventor sees these notes and is emailed them.';

/**
 * The status and notes of 'Update Submission Status', checked as the server checks them. Saving
 * first shows what the inventor will see and be emailed; a second press confirms.
 */
export function StatusForm({
  submission,
  onSave,
}: {
  submission: AdminSubmission;
  onSave: (change: StatusChange) => Promise<void>;
}) {
  const form = useAppForm(updateSubmissionStatusSchema, {
    status: initialReviewStatus(submission.status),
    adminNotes: submission.adminNotes ?? '',
  });
  const saving = form.formState.isSubmitting;
  const [previewing, setPreviewing] = useState(false);
  const previewHeading = useRef<HTMLHeadingElement>(null);
  const values = form.watch();

  useEffect(() => {
    if (previewing) previewHeading.current?.focus();
  }, [previewing]);

  function backToEditing() {
    setPreviewing(false);
    // After the fields are shown again.
    requestAnimationFrame(() => form.setFocus('adminNotes'));
  }

  async function onSubmit(change: StatusChange) {
    if (!previewing) {
      setPreviewing(true);
      return;
    }
    try {
      await onSave(change);
    } catch (error) {
      // Anything but a field's refusal has had its 'Update Failed' toast.
      if (namesAField(error)) {
        setPreviewing(false);
        throw error;
      }
    }
  }

  return (
    <Form form={form} onSubmit={onSubmit} className="flex flex-col gap-4">
      {previewing && (
        <NotesPreview ref={previewHeading} status={values.status} notes={values.adminNotes} />
      )}
      <div hidden={previewing} className="flex flex-col gap-4">
        <FormField name="status" label="Status">
          {({ id, value, onChange, 'aria-describedby': describedBy }) => (
            <AdminSelect
              id={id}
              aria-describedby={describedBy}
              value={value}
              options={reviewStatusOptions}
              onValueChange={onChange}
            />
          )}
        </FormField>
        <FormField name="adminNotes" label="Admin Notes" hint={ADMIN_NOTES_HINT}>
          {({ value, ...control }) => (
            <Textarea
              {...control}
              value={value ?? ''}
              rows={5}
              className="min-h-0"
              maxLength={ADMIN_NOTES_MAX}
              placeholder={adminMessages.notesPlaceholder}
            />
          )}
        </FormField>
      </div>
      <DialogFooter>
        {previewing ? (
          <Button
            type="button"
            variant="outline"
            aria-disabled={saving || undefined}
            onClick={() => !saving && backToEditing()}
          >
            Back to Edit
          </Button>
        ) : (
          <DialogClose asChild>
            <Button variant="outline" aria-disabled={saving || undefined}>
              Cancel
            </Button>
          </DialogClose>
        )}
        <SubmitButton pendingLabel="Saving..." aria-busy={saving || undefined}>
          {previewing ? 'Confirm and Save' : 'Save Changes'}
        </SubmitButton>
      </DialogFooter>
    </Form>
  );
}
