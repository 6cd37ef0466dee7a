import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { declineNote, declineReasonLabels } from '#common/evaluation';
import { declineReasons } from '#common/evaluation-shape';
import { Form } from '#web/components/form/form';
import { FormField } from '#web/components/form/form-field';
import { RadioGroupField } from '#web/components/form/radio-group-field';
import { SubmitButton } from '#web/components/form/submit-button';
import { useAppForm } from '#web/components/form/use-app-form';
import { Button } from '#web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '#web/components/ui/dialog';
import { Textarea } from '#web/components/ui/textarea';
import { notify } from '#web/lib/notify';
import { useDeclineReview } from '../api/evaluation';

/**
 * Declining a review, with why. Declining (a conflict of interest above all) takes the idea out
 * of the reviewer's sight, so they are taken back to their queue.
 */
const declineFormSchema = z.object({
  reason: z.enum(declineReasons, 'Please choose why you decline.'),
  note: declineNote,
});

type DeclineValues = z.output<typeof declineFormSchema>;

export function DeclineReview({ submissionId }: { submissionId: string }) {
  const decline = useDeclineReview(submissionId);
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const form = useAppForm(declineFormSchema, { reason: undefined, note: '' });
  const declined = useRef(false);
  const { forget } = decline;
  // The idea is hidden from the reader now: once its page has gone, nothing of it is kept or
  // fetched again.
  useEffect(() => () => void (declined.current && forget()), [forget]);

  async function send(values: DeclineValues) {
    await decline.mutateAsync({ reason: values.reason, note: values.note || null });
    setOpen(false);
    notify.success('Review Declined', 'The submission is no longer in your reviews.');
    declined.current = true;
    void navigate('/admin/reviews');
  }

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button type="button" variant="outline">
          Decline Review
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Decline this review</DialogTitle>
          <DialogDescription>
            The submission will be hidden from you. Declare a conflict of interest if you have one.
          </DialogDescription>
        </DialogHeader>
        <Form form={form} onSubmit={send} className="space-y-4" aria-label="Decline this review">
          <RadioGroupField<DeclineValues>
            name="reason"
            legend="Reason"
            options={declineReasons.map((value) => ({
              value,
              label: declineReasonLabels[value],
            }))}
          />
          <FormField name="note" label="Note (optional)">
            {(control) => <Textarea {...control} rows={3} maxLength={1000} />}
          </FormField>
          <SubmitButton variant="destructive" pendingLabel="Declining...">
            Decline Review
          </SubmitButton>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
