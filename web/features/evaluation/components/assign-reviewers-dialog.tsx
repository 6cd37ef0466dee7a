import { UserPlus } from 'lucide-react';
import { useId, useState } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import type { ListedStaff } from '#common/conversation';
import { assignReviewersSchema, evaluationTexts } from '#common/evaluation';
import { roleLabels } from '#common/roles';
import { Form } from '#web/components/form/form';
import { FormField } from '#web/components/form/form-field';
import { SubmitButton } from '#web/components/form/submit-button';
import { useAppForm } from '#web/components/form/use-app-form';
import { Button } from '#web/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '#web/components/ui/dialog';
import { Input } from '#web/components/ui/input';
import { assignableStaffQueryOptions, useAssignReviewers } from '../api/assignments';
import { localToday, toggled } from '../lib/assignment';

/** The dialog's own fields; the chosen submissions come from the list. */
const assignFormSchema = z.object({
  reviewerIds: assignReviewersSchema.shape.reviewerIds,
  // An empty date box is no due date; a date is checked by the API's own rule.
  dueOn: z
    .string()
    .refine(
      (value) => value === '' || assignReviewersSchema.shape.dueOn.safeParse(value).success,
      evaluationTexts.dueDate,
    ),
});
type AssignFormInput = z.input<typeof assignFormSchema>;

/**
 * "Assign reviewers" for the submissions ticked in the list: choose staff and an optional due
 * date. Each reviewer is mailed a link; the list refreshes.
 */
export function AssignReviewersDialog({
  submissionIds,
  onAssigned,
}: {
  submissionIds: readonly string[];
  onAssigned: () => void;
}) {
  const [open, setOpen] = useState(false);
  const count = submissionIds.length;
  return (
    // The button stays when nothing is ticked (after an assignment too, so focus returns to
    // it), and opens nothing then.
    <Dialog open={open} onOpenChange={(next) => setOpen(next && count > 0)}>
      <div className="flex flex-wrap items-center gap-3">
        <p className="text-sm text-slate-800" aria-live="polite">
          {count === 0
            ? 'Tick submissions to assign reviewers.'
            : `${count} submission${count === 1 ? '' : 's'} selected`}
        </p>
        <DialogTrigger asChild>
          <Button variant="outline" size="sm" aria-disabled={count === 0 || undefined}>
            <UserPlus aria-hidden="true" />
            Assign reviewers
          </Button>
        </DialogTrigger>
      </div>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Assign reviewers</DialogTitle>
          <DialogDescription>
            To {count} selected submission{count === 1 ? '' : 's'}. Each reviewer is emailed a link.
          </DialogDescription>
        </DialogHeader>
        {open && (
          <AssignForm
            submissionIds={submissionIds}
            onDone={() => {
              setOpen(false);
              onAssigned();
            }}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

function AssignForm({
  submissionIds,
  onDone,
}: {
  submissionIds: readonly string[];
  onDone: () => void;
}) {
  const assign = useAssignReviewers();
  const staff = useQuery(assignableStaffQueryOptions);
  const form = useAppForm(assignFormSchema, { reviewerIds: [], dueOn: '' });
  return (
    <Form
      form={form}
      aria-label="Assign reviewers"
      className="space-y-4"
      onSubmit={async ({ reviewerIds, dueOn }) => {
        await assign.mutateAsync({
          submissionIds: [...submissionIds],
          reviewerIds,
          dueOn: dueOn || null,
        });
        onDone();
      }}
    >
      {staff.isPending ? (
        <p role="status" className="text-sm text-slate-700">
          Loading staff...
        </p>
      ) : staff.data ? (
        <ReviewerChoice staff={staff.data.staff} />
      ) : (
        <p role="alert" className="text-sm font-medium text-red-700">
          Failed to load the staff. Close this and try again.
        </p>
      )}
      <FormField<AssignFormInput, 'dueOn'>
        name="dueOn"
        label="Due date (optional)"
        hint="Reviewers are reminded once when it passes."
      >
        {(control) => <Input {...control} type="date" min={localToday()} className="w-48" />}
      </FormField>
      <DialogFooter>
        <DialogClose asChild>
          <Button type="button" variant="outline">
            Cancel
          </Button>
        </DialogClose>
        <SubmitButton pendingLabel="Assigning...">Assign</SubmitButton>
      </DialogFooter>
    </Form>
  );
}

/** One checkbox a staff member, named with their role; its error is read with the group. */
function ReviewerChoice({ staff }: { staff: ListedStaff[] }) {
  const errorId = useId();
  const { control, clearErrors } = useFormContext<AssignFormInput>();
  const { field, fieldState } = useController({ name: 'reviewerIds', control });
  return (
    <fieldset aria-describedby={fieldState.error ? errorId : undefined}>
      <legend className="text-sm font-medium text-slate-900">Reviewers</legend>
      {staff.length === 0 ? (
        <p className="mt-1.5 text-sm text-slate-700">
          No reviewers yet: make an account a reviewer on its user page.
        </p>
      ) : (
        <ul className="mt-1.5 max-h-64 space-y-1 overflow-y-auto">
          {staff.map((member, index) => (
            <li key={member.id}>
              <label className="flex items-center gap-2 text-sm text-slate-800">
                <input
                  ref={index === 0 ? field.ref : undefined}
                  type="checkbox"
                  className="size-4 accent-brand-900"
                  checked={field.value.includes(member.id)}
                  onChange={(event) => {
                    if (fieldState.error) clearErrors('reviewerIds');
                    field.onChange(toggled(field.value, member.id, event.target.checked));
                  }}
                />
                {member.name}
                <span className="text-slate-600">
                  ({roleLabels[member.role]}, {member.email})
                </span>
              </label>
            </li>
          ))}
        </ul>
      )}
      {fieldState.error && (
        <p id={errorId} className="mt-1.5 text-sm font-medium text-red-700">
          {fieldState.error.message}
        </p>
      )}
    </fieldset>
  );
}
