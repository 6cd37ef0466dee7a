import { useRef, useState } from 'react';
import { Gavel } from 'lucide-react';
import {
  decisionMeaning,
  decisionOutcomeLabels,
  decisionOutcomes,
  pipelineLimits,
  type Pipeline,
} from '#common/pipeline';
import { Form } from '#web/components/form/form';
import { FormField } from '#web/components/form/form-field';
import { RadioGroupField } from '#web/components/form/radio-group-field';
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
import { isApiRequestError } from '#web/lib/api';
import { errorText } from '#web/lib/errors';
import { useRecordDecision } from '../api/changes';
import { decisionFieldOf, decisionFormSchema, type DecisionFormValues } from '../lib/decision-form';
import { currentOpinion } from '../lib/pipeline-text';
import { recommendationText } from './opinion-list';
import { SignatureForm } from './signature-form';

const outcomeOptions = decisionOutcomes.map((value) => ({
  value,
  label: decisionOutcomeLabels[value],
}));

/**
 * "Record decision": the outcome and why, why the opinion is waived when none is in force,
 * then the signing step with the statement signed.
 */
export function RecordDecision({
  pipeline,
  askCode,
  onRecorded,
}: {
  pipeline: Pipeline;
  askCode: boolean;
  /** Once it has closed after the decision was recorded: its button is gone. */
  onRecorded: () => void;
}) {
  const [open, setOpen] = useState(false);
  const record = useRecordDecision(pipeline.submissionId);
  const recorded = useRef(false);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next && record.isPending) return;
        setOpen(next);
      }}
    >
      <DialogTrigger asChild>
        <Button variant="accent">
          <Gavel aria-hidden="true" />
          Record decision
        </Button>
      </DialogTrigger>
      <DialogContent
        className="max-w-2xl"
        closeLabel="Close Record decision"
        onCloseAutoFocus={(event) => {
          if (!recorded.current) return;
          event.preventDefault();
          onRecorded();
        }}
      >
        <DialogHeader>
          <DialogTitle>Record decision</DialogTitle>
          <DialogDescription className="break-words">
            {`${pipeline.reference}: “${pipeline.ideaTitle || 'Untitled idea'}”`}
          </DialogDescription>
        </DialogHeader>
        {open && (
          <DecisionSteps
            pipeline={pipeline}
            askCode={askCode}
            onSign={async (values) => {
              await record.mutateAsync(values);
              recorded.current = true;
              setOpen(false);
            }}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

function DecisionSteps({
  pipeline,
  askCode,
  onSign,
}: {
  pipeline: Pipeline;
  askCode: boolean;
  onSign: (values: DecisionFormValues & { password: string; code?: string }) => Promise<void>;
}) {
  const opinion = currentOpinion(pipeline.opinions);
  const form = useAppForm(decisionFormSchema(opinion !== null), { reason: '', waiverReason: '' });
  const [draft, setDraft] = useState<DecisionFormValues | null>(null);

  function backToDeciding(focus: keyof DecisionFormValues = 'outcome') {
    setDraft(null);
    requestAnimationFrame(() => form.setFocus(focus));
  }

  return (
    <>
      <Form
        form={form}
        hidden={draft !== null}
        aria-label="Decision"
        className="flex flex-col gap-5"
        onSubmit={(values) => setDraft(values)}
      >
        <p className="rounded-md border border-slate-200 bg-slate-50 p-3 text-sm text-slate-800">
          {opinion
            ? `The opinion in force recommends: ${recommendationText(opinion)}.`
            : 'No patentability opinion is in force for this idea.'}
        </p>
        <RadioGroupField name="outcome" legend="Decision" options={outcomeOptions} />
        <FormField name="reason" label="Reason">
          {(field) => <Textarea {...field} rows={4} maxLength={pipelineLimits.reason} />}
        </FormField>
        {!opinion && (
          <FormField
            name="waiverReason"
            label="Why the opinion is waived"
            hint="Decided without a patentability opinion: say why one is not needed."
          >
            {({ value, ...field }) => (
              <Textarea {...field} value={value ?? ''} rows={3} maxLength={pipelineLimits.reason} />
            )}
          </FormField>
        )}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <SubmitButton pendingLabel="Continuing...">Continue to signing</SubmitButton>
        </DialogFooter>
      </Form>
      {draft && (
        <SignatureForm
          meaning={decisionMeaning(pipeline.reference, draft.outcome)}
          askCode={askCode}
          onBack={() => backToDeciding()}
          onSign={async (credentials) => {
            try {
              await onSign({
                ...draft,
                waiverReason: opinion ? undefined : draft.waiverReason,
                ...credentials,
              });
            } catch (error) {
              const field = decisionFieldOf(isApiRequestError(error) ? error.field : null);
              if (!field) throw error;
              backToDeciding(field);
              form.setError(field, { type: 'server', message: errorText(error) });
            }
          }}
        />
      )}
    </>
  );
}
