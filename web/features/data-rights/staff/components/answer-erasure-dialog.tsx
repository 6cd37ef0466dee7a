import { useRef, useState } from 'react';
import { MessageSquareReply } from 'lucide-react';
import {
  answerErasureSchema,
  erasureLimits,
  type AnswerErasureInput,
  type ErasureRequest,
} from '#common/erasure';
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
import { Textarea } from '#web/components/ui/textarea';
import { hasStatus } from '#web/lib/api';
import { useAnswerErasure } from '../api/erasure-requests';

const TITLE = 'Record answer';

/**
 * "Record answer" of an open request: the answer sent to the person, checked as the server
 * checks it. Once recorded, the row shows it in place of this button (`onAnswered` moves the
 * focus there). A request another admin answered meanwhile is said in the dialog, and the queue
 * is read again once it closes.
 */
export function AnswerErasureDialog({
  request,
  onAnswered,
}: {
  request: ErasureRequest;
  onAnswered: () => void;
}) {
  const [open, setOpen] = useState(false);
  const { answer, refresh } = useAnswerErasure(request.id);
  const stale = useRef(false);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next && answer.isPending) return;
        setOpen(next);
        if (!next && stale.current) {
          stale.current = false;
          void refresh();
        }
      }}
    >
      <DialogTrigger asChild>
        <Button variant="outline" size="sm" className="max-md:h-11">
          <MessageSquareReply aria-hidden="true" />
          {TITLE}
          <span className="sr-only">{` to ${request.email}`}</span>
        </Button>
      </DialogTrigger>
      <DialogContent closeLabel={`Close ${TITLE}`}>
        <DialogHeader>
          <DialogTitle>{TITLE}</DialogTitle>
          <DialogDescription className="wrap-anywhere">
            {`The answer you sent to ${request.email} about their request. It is kept with the request and cannot be changed once recorded.`}
          </DialogDescription>
        </DialogHeader>
        {/* Mounted afresh at each opening: the answer starts empty. */}
        {open && (
          <AnswerForm
            onSave={async (input) => {
              try {
                await answer.mutateAsync(input);
              } catch (error) {
                if (hasStatus(error, 409)) stale.current = true;
                throw error;
              }
              onAnswered();
            }}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

function AnswerForm({ onSave }: { onSave: (input: AnswerErasureInput) => Promise<void> }) {
  const form = useAppForm(answerErasureSchema, { answer: '' });
  const { min, max } = erasureLimits.answer;
  return (
    <Form form={form} onSubmit={onSave} aria-label={TITLE} className="flex flex-col gap-4">
      <FormField<AnswerErasureInput, 'answer'>
        name="answer"
        label="Answer"
        hint={`${min} to ${max} characters.`}
      >
        {(control) => <Textarea {...control} rows={6} maxLength={max} />}
      </FormField>
      <DialogFooter>
        <DialogClose asChild>
          <Button
            variant="outline"
            className="max-md:h-11"
            aria-disabled={form.formState.isSubmitting || undefined}
          >
            Cancel
          </Button>
        </DialogClose>
        <SubmitButton pendingLabel="Recording..." className="max-md:h-11">
          {TITLE}
        </SubmitButton>
      </DialogFooter>
    </Form>
  );
}
