import { useState } from 'react';
import { Gavel } from 'lucide-react';
import {
  decisionMeaning,
  decisionOutcomeLabels,
  decisionOutcomes,
  pipelineLimits,
  type Pipeline,
} from '#common/pipeline';
import { FormField } from '#web/components/form/form-field';
import { RadioGroupField } from '#web/components/form/radio-group-field';
import { useAppForm } from '#web/components/form/use-app-form';
import { Button } from '#web/components/ui/button';
import { Textarea } from '#web/components/ui/textarea';
import { useRecordDecision } from '../api/changes';
import { decisionFieldOf, decisionFormSchema, type DecisionFormValues } from '../lib/decision-form';
import { currentOpinion, ideaLine } from '../lib/pipeline-text';
import { ChangeDialog, useFocusAfterChange } from './change-dialog';
import { recommendationText } from './opinion-list';
import type { Credentials } from './signature-form';
import { SigningSteps } from './signing-steps';

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
  const focus = useFocusAfterChange(onRecorded);
  return (
    <ChangeDialog
      open={open}
      onOpenChange={setOpen}
      pending={record.isPending}
      trigger={
        <Button variant="accent">
          <Gavel aria-hidden="true" />
          Record decision
        </Button>
      }
      title="Record decision"
      description={ideaLine(pipeline)}
      className="max-w-2xl"
      onCloseAutoFocus={focus.onCloseAutoFocus}
    >
      {open && (
        <DecisionSteps
          pipeline={pipeline}
          askCode={askCode}
          onSign={async (values) => {
            await record.mutateAsync(values);
            focus.changed();
            setOpen(false);
          }}
        />
      )}
    </ChangeDialog>
  );
}

function DecisionSteps({
  pipeline,
  askCode,
  onSign,
}: {
  pipeline: Pipeline;
  askCode: boolean;
  onSign: (values: DecisionFormValues & Credentials) => Promise<void>;
}) {
  const opinion = currentOpinion(pipeline.opinions);
  const form = useAppForm(decisionFormSchema(opinion !== null), { reason: '', waiverReason: '' });
  return (
    <SigningSteps
      form={form}
      label="Decision"
      first="outcome"
      fieldOf={decisionFieldOf}
      meaning={(draft) => decisionMeaning(pipeline.reference, draft.outcome)}
      askCode={askCode}
      onSign={(draft, credentials) =>
        onSign({
          ...draft,
          waiverReason: opinion ? undefined : draft.waiverReason,
          ...credentials,
        })
      }
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
    </SigningSteps>
  );
}
