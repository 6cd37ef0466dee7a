import { factLimits } from '#common/invention-facts';
import { FormField } from '#web/components/form/form-field';
import { Textarea } from '#web/components/ui/textarea';
import { FactsSection } from './facts-controls';
import type { SubmissionFormValues } from './submission-schema';
import { RequiredMark } from './facts-required';

type Values = SubmissionFormValues;

/** The invention beside its description: the problem, its advantages, what is already known. */
export function FactsInventionSection() {
  return (
    <FactsSection legend="The invention">
      <FormField<Values, 'facts.problem'>
        name="facts.problem"
        label={
          <>
            The problem it solves
            <RequiredMark fact="problem" />
          </>
        }
      >
        {(control) => (
          <Textarea {...control} rows={3} className="min-h-20" maxLength={factLimits.text} />
        )}
      </FormField>
      <FormField<Values, 'facts.advantages'>
        name="facts.advantages"
        label={
          <>
            Advantages over current practice
            <RequiredMark fact="advantages" />
          </>
        }
      >
        {(control) => (
          <Textarea {...control} rows={3} className="min-h-20" maxLength={factLimits.text} />
        )}
      </FormField>
      <FormField<Values, 'facts.priorArt'>
        name="facts.priorArt"
        label={
          <>
            Known prior art and related patents
            <RequiredMark fact="priorArt" />
          </>
        }
        hint="Products, papers or patents you know of, with their links."
      >
        {(control) => (
          <Textarea {...control} rows={3} className="min-h-20" maxLength={factLimits.priorArt} />
        )}
      </FormField>
    </FactsSection>
  );
}
