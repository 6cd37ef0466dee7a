import { developmentStageLabels, developmentStages, todaysDates } from '#common/invention-facts';
import { FormField } from '#web/components/form/form-field';
import { FactsSection, OptionalInput, OptionalSelect } from './facts-controls';
import type { SubmissionFormValues } from './submission-schema';
import { RequiredMark } from './facts-required';

type Values = SubmissionFormValues;

const stageOptions = developmentStages.map((value) => ({
  value,
  label: developmentStageLabels[value],
}));

/** How far the invention has come, and when it was conceived. */
export function FactsStageSection() {
  return (
    <FactsSection legend="Stage and dates">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField<Values, 'facts.developmentStage'>
          name="facts.developmentStage"
          label={
            <>
              Stage of development
              <RequiredMark fact="developmentStage" />
            </>
          }
        >
          {(control) => (
            <OptionalSelect control={control} options={stageOptions} noneLabel="Not given" />
          )}
        </FormField>
        <FormField<Values, 'facts.conceivedOn'>
          name="facts.conceivedOn"
          label={
            <>
              Conception date
              <RequiredMark fact="conceivedOn" />
            </>
          }
          hint="When you first had the complete idea."
        >
          {(control) => <OptionalInput {...control} type="date" max={todaysDates().latest} />}
        </FormField>
      </div>
    </FactsSection>
  );
}
