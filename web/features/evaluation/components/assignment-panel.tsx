import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { evaluationTexts, type AssignmentRecord } from '#common/evaluation';
import { roleLabels } from '#common/roles';
import { Form } from '#web/components/form/form';
import { FormField } from '#web/components/form/form-field';
import { SubmitButton } from '#web/components/form/submit-button';
import { useAppForm } from '#web/components/form/use-app-form';
import { Button } from '#web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card';
import { Input } from '#web/components/ui/input';
import { errorText } from '#web/lib/errors';
import { notify } from '#web/lib/notify';
import { cn } from '#web/lib/cn';
import { assignableStaffQueryOptions, useAssignReviewers } from '../api/assignments';
import { useUnassignReviewer } from '../api/evaluation';
import { assignmentStateLabel, dueDateText } from '../lib/evaluation-labels';

function AssignmentRow({
  assignment,
  onRemove,
  removing,
}: {
  assignment: AssignmentRecord;
  onRemove?: () => void;
  removing: boolean;
}) {
  const state = assignmentStateLabel(assignment);
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
      <span className="font-medium text-slate-900">{assignment.reviewerName}</span>
      <span
        className={cn(
          'rounded-full border px-2 py-0.5 text-xs font-medium',
          assignment.overdue
            ? 'border-red-300 bg-red-50 text-red-900'
            : assignment.state === 'scored'
              ? 'border-emerald-300 bg-emerald-50 text-emerald-900'
              : 'border-slate-300 text-slate-800',
        )}
      >
        {state}
      </span>
      {assignment.dueOn && (
        <span className="text-slate-700">Due {dueDateText(assignment.dueOn)}</span>
      )}
      {assignment.declineNote && (
        <span className="basis-full text-slate-700">“{assignment.declineNote}”</span>
      )}
      {onRemove && (
        <Button
          variant="ghost"
          size="sm"
          disabled={removing}
          aria-label={`Unassign ${assignment.reviewerName}`}
          onClick={onRemove}
        >
          Unassign
        </Button>
      )}
    </li>
  );
}

const assignFormSchema = z.object({
  reviewerIds: z.array(z.string()).min(1, 'Choose at least one reviewer.'),
  dueOn: z.string(),
});

/** An admin's choice of reviewers to add, with an optional due date. */
function AssignForm({
  submissionId,
  submitterId,
  assigned,
}: {
  submissionId: string;
  submitterId: string;
  assigned: string[];
}) {
  const staff = useQuery(assignableStaffQueryOptions);
  const assign = useAssignReviewers();
  const form = useAppForm(assignFormSchema, { reviewerIds: [], dueOn: '' });
  const reviewersError = form.formState.errors.reviewerIds?.message;
  const available = (staff.data?.staff ?? []).filter((member) => !assigned.includes(member.id));

  async function send(values: z.output<typeof assignFormSchema>) {
    await assign.mutateAsync({
      submissionIds: [submissionId],
      reviewerIds: values.reviewerIds,
      dueOn: values.dueOn || null,
    });
    form.reset();
  }

  if (staff.isPending) return <p className="text-sm text-slate-700">Loading reviewers...</p>;
  if (available.length === 0)
    return <p className="text-sm text-slate-700">Every reviewer is assigned.</p>;
  return (
    <Form form={form} onSubmit={send} className="space-y-3" aria-label="Assign reviewers">
      <fieldset aria-describedby={reviewersError ? 'assign-reviewers-error' : undefined}>
        <legend className="text-sm font-medium text-slate-900">Assign reviewers</legend>
        <div className="mt-1.5 flex flex-wrap gap-x-4 gap-y-1">
          {available.map((member) => {
            // Offered, but not to be chosen: the server refuses it too.
            const ownIdea = member.id === submitterId;
            return (
              <label key={member.id} className="flex items-start gap-2 text-sm text-slate-800">
                <input
                  type="checkbox"
                  className="mt-0.5 size-4 shrink-0"
                  value={member.id}
                  disabled={ownIdea}
                  aria-describedby={ownIdea ? 'assign-own-idea' : undefined}
                  {...form.register('reviewerIds')}
                />
                <span className="min-w-0 break-words">
                  {member.name}
                  {member.role === 'admin' && (
                    <span className="text-slate-700"> ({roleLabels.admin})</span>
                  )}
                  {ownIdea && (
                    <span className="block text-xs text-slate-700">(submitted this idea)</span>
                  )}
                </span>
              </label>
            );
          })}
        </div>
        {available.some((member) => member.id === submitterId) && (
          <p id="assign-own-idea" className="mt-1 text-sm text-slate-700">
            {evaluationTexts.ownIdea}
          </p>
        )}
        {reviewersError && (
          <p id="assign-reviewers-error" className="mt-1 text-sm text-red-800">
            {reviewersError}
          </p>
        )}
      </fieldset>
      <div className="flex flex-wrap items-end gap-3">
        <FormField name="dueOn" label="Due date (optional)">
          {(control) => <Input {...control} type="date" className="w-44" />}
        </FormField>
        <SubmitButton pendingLabel="Assigning...">Assign</SubmitButton>
      </div>
    </Form>
  );
}

/** Who reviews the submission and where each review stands; admins assign and unassign. */
export function AssignmentPanel({
  submissionId,
  submitterId,
  assignments,
  canAssign,
}: {
  submissionId: string;
  /** Who sent the idea: offered, but not to be chosen. */
  submitterId: string;
  assignments: AssignmentRecord[];
  canAssign: boolean;
}) {
  const unassign = useUnassignReviewer(submissionId);
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Reviewers</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        {assignments.length === 0 ? (
          <p className="text-sm text-slate-700">No reviewers assigned yet.</p>
        ) : (
          <ul className="space-y-2" aria-label="Assigned reviewers">
            {assignments.map((assignment) => (
              <AssignmentRow
                key={assignment.reviewerId}
                assignment={assignment}
                removing={unassign.isPending}
                onRemove={
                  canAssign
                    ? () =>
                        unassign.mutate(assignment.reviewerId, {
                          onSuccess: () => notify.success('Reviewer Unassigned', ''),
                          onError: (error) => notify.error('Not Unassigned', errorText(error)),
                        })
                    : undefined
                }
              />
            ))}
          </ul>
        )}
        {canAssign && (
          <AssignForm
            submissionId={submissionId}
            submitterId={submitterId}
            assigned={assignments.map((assignment) => assignment.reviewerId)}
          />
        )}
      </CardContent>
    </Card>
  );
}
