import { useState } from 'react';
import { PenLine } from 'lucide-react';
import {
  opinionMeaning,
  pipelineLimits,
  recommendationLabels,
  recommendations,
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
import { useWriteOpinion } from '../api/changes';
import { currentOpinion } from '../lib/pipeline-text';
import { opinionFieldOf, opinionFormSchema, type OpinionFormValues } from '../lib/opinion-form';
import { OpinionFilesField } from './opinion-files-field';
import { SignatureForm } from './signature-form';

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
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next && write.isPending) return;
        setOpen(next);
      }}
    >
      <DialogTrigger asChild>
        <Button>
          <PenLine aria-hidden="true" />
          Write an opinion
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-2xl" closeLabel="Close Write an opinion">
        <DialogHeader>
          <DialogTitle>Write an opinion</DialogTitle>
          <DialogDescription className="break-words">
            {`${pipeline.reference}: “${pipeline.ideaTitle || 'Untitled idea'}”`}
            {hasOpinion && ' Signing a new opinion supersedes the current one.'}
          </DialogDescription>
        </DialogHeader>
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
      </DialogContent>
    </Dialog>
  );
}

function OpinionSteps({
  pipeline,
  askCode,
  onSign,
}: {
  pipeline: Pipeline;
  askCode: boolean;
  onSign: (values: OpinionFormValues & { password: string; code?: string }) => Promise<void>;
}) {
  const form = useAppForm(opinionFormSchema, { reasoning: '', files: [] });
  const [draft, setDraft] = useState<OpinionFormValues | null>(null);

  function backToWriting(focus: keyof OpinionFormValues = 'recommendation') {
    setDraft(null);
    // Once the fields are shown again.
    requestAnimationFrame(() => form.setFocus(focus));
  }

  return (
    <>
      <Form
        form={form}
        hidden={draft !== null}
        aria-label="Opinion"
        className="flex flex-col gap-5"
        onSubmit={(values) => setDraft(values)}
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
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <SubmitButton pendingLabel="Continuing...">Continue to signing</SubmitButton>
        </DialogFooter>
      </Form>
      {draft && (
        <SignatureForm
          meaning={opinionMeaning(pipeline.reference, draft.recommendation)}
          askCode={askCode}
          summary={
            <p className="text-sm text-slate-700">
              {draft.files.length === 0
                ? 'No files.'
                : draft.files.length === 1
                  ? 'One file is uploaded as you sign.'
                  : `${draft.files.length} files are uploaded as you sign.`}
            </p>
          }
          onBack={() => backToWriting()}
          onSign={async (credentials) => {
            try {
              await onSign({ ...draft, ...credentials });
            } catch (error) {
              const field = opinionFieldOf(isApiRequestError(error) ? error.field : null);
              if (!field) throw error;
              backToWriting(field);
              form.setError(field, { type: 'server', message: errorText(error) });
            }
          }}
        />
      )}
    </>
  );
}
