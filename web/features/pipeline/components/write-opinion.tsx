import { useState } from 'react';
import { PenLine } from 'lucide-react';
import {
  opinionMeaning,
  pipelineLimits,
  recommendationLabels,
  recommendations,
  type Pipeline,
} from '#common/pipeline';
import { FormField } from '#web/components/form/form-field';
import { RadioGroupField } from '#web/components/form/radio-group-field';
import { useAppForm } from '#web/components/form/use-app-form';
import { Button } from '#web/components/ui/button';
import { Textarea } from '#web/components/ui/textarea';
import { useWriteOpinion } from '../api/changes';
import { currentOpinion, ideaLine } from '../lib/pipeline-text';
import { opinionFieldOf, opinionFormSchema, type OpinionFormValues } from '../lib/opinion-form';
import { ChangeDialog } from './change-dialog';
import { OpinionFilesField } from './opinion-files-field';
import type { Credentials } from './signature-form';
import { SigningSteps } from './signing-steps';

const recommendationOptions = recommendations.map((value) => ({
  value,
  label: recommendationLabels[value],
}));

/**
 * "Write an opinion": the recommendation, the reasoning and any files, then the signing step
 * with the statement signed. A later opinion supersedes the earlier one.
 */
export function WriteOpinion({ pipeline, askCode }: { pipeline: Pipeline; askCode: boolean }) {
  const [open, setOpen] = useState(false);
  const write = useWriteOpinion(pipeline.submissionId);
  const hasOpinion = currentOpinion(pipeline.opinions) !== null;
  return (
    <ChangeDialog
      open={open}
      onOpenChange={setOpen}
      pending={write.isPending}
      trigger={
        <Button>
          <PenLine aria-hidden="true" />
          Write an opinion
        </Button>
      }
      title="Write an opinion"
      description={
        <>
          {ideaLine(pipeline)}
          {hasOpinion && ' Signing a new opinion supersedes the current one.'}
        </>
      }
      className="max-w-2xl"
    >
      {open && (
        <OpinionSteps
          pipeline={pipeline}
          askCode={askCode}
          onSign={async (values) => {
            await write.mutateAsync(values);
            setOpen(false);
          }}
        />
      )}
    </ChangeDialog>
  );
}

function OpinionSteps({
  pipeline,
  askCode,
  onSign,
}: {
  pipeline: Pipeline;
  askCode: boolean;
  onSign: (values: OpinionFormValues & Credentials) => Promise<void>;
}) {
  const form = useAppForm(opinionFormSchema, { reasoning: '', files: [] });
  return (
    <SigningSteps
      form={form}
      label="Opinion"
      first="recommendation"
      fieldOf={opinionFieldOf}
      meaning={(draft) => opinionMeaning(pipeline.reference, draft.recommendation)}
      summary={(draft) => (
        <p className="text-sm text-slate-700">
          {draft.files.length === 0
            ? 'No files.'
            : draft.files.length === 1
              ? 'One file is uploaded as you sign.'
              : `${draft.files.length} files are uploaded as you sign.`}
        </p>
      )}
      askCode={askCode}
      onSign={(draft, credentials) => onSign({ ...draft, ...credentials })}
    >
      <RadioGroupField
        name="recommendation"
        legend="Recommendation"
        options={recommendationOptions}
      />
      <FormField name="reasoning" label="Reasoning">
        {(field) => <Textarea {...field} rows={10} maxLength={pipelineLimits.reasoning} />}
      </FormField>
      <OpinionFilesField />
    </SigningSteps>
  );
}
