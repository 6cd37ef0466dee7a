import {
  moveStageSchema,
  pipelineLimits,
  stageLabels,
  type Pipeline,
  type Stage,
} from '#common/pipeline';
import { Form } from '#web/components/form/form';
import { FormField } from '#web/components/form/form-field';
import { SubmitButton } from '#web/components/form/submit-button';
import { useAppForm } from '#web/components/form/use-app-form';
import { Button } from '#web/components/ui/button';
import { DialogClose, DialogFooter } from '#web/components/ui/dialog';
import { Textarea } from '#web/components/ui/textarea';
import { useMoveStage } from '../api/changes';
import { ideaLine, moveText } from '../lib/pipeline-text';
import { ChangeDialog, useFocusAfterChange } from './change-dialog';

const reasonSchema = moveStageSchema.pick({ reason: true });

/**
 * Moves the idea to the stage chosen, with the reason. The stage the admin saw goes with it: a
 * move made meanwhile by someone else is refused, and the page then shows where it stands.
 */
export function MoveStageDialog({
  pipeline,
  to,
  onClose,
  onMoved,
}: {
  pipeline: Pipeline;
  /** The stage chosen; the dialog is closed while there is none. */
  to: Stage | null;
  onClose: () => void;
  /** Once it has closed after a move: the button that opened it is gone. */
  onMoved: () => void;
}) {
  const move = useMoveStage(pipeline.submissionId);
  const focus = useFocusAfterChange(onMoved);
  return (
    <ChangeDialog
      open={to !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      pending={move.isPending}
      title={to ? `Move to ${stageLabels[to]}` : 'Move to another stage'}
      closeLabel="Close Move to another stage"
      description={to && ideaLine(pipeline, moveText(pipeline.stage, to))}
      onCloseAutoFocus={focus.onCloseAutoFocus}
    >
      {to && (
        <ReasonForm
          key={to}
          onSave={async (reason) => {
            await move.mutateAsync({ to, from: pipeline.stage, reason });
            focus.changed();
            onClose();
          }}
        />
      )}
    </ChangeDialog>
  );
}

function ReasonForm({ onSave }: { onSave: (reason: string) => Promise<void> }) {
  const form = useAppForm(reasonSchema, { reason: '' });
  return (
    <Form form={form} onSubmit={({ reason }) => onSave(reason)} className="flex flex-col gap-4">
      <FormField name="reason" label="Reason" hint="Kept with the move in the idea's history.">
        {(field) => <Textarea {...field} rows={4} maxLength={pipelineLimits.reason} />}
      </FormField>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">Cancel</Button>
        </DialogClose>
        <SubmitButton pendingLabel="Moving...">Move</SubmitButton>
      </DialogFooter>
    </Form>
  );
}
