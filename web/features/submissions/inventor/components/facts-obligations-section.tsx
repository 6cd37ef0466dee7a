import {
  factLimits,
  fundingTypeLabels,
  fundingTypes,
  ipPolicyAnswerLabels,
  ipPolicyAnswers,
} from '#common/invention-facts';
import { FormField } from '#web/components/form/form-field';
import { Input } from '#web/components/ui/input';
import { newFunder } from '../lib/kept-facts';
import {
  factControlClassName,
  FactsSection,
  OptionalSelect,
  RequiredSelect,
} from './facts-controls';
import { FactRow, FactRows, RowLabel, useFactList } from './facts-rows';
import type { SubmissionFormValues } from './submission-schema';
import { RequiredMark, useRequiredFacts } from './facts-required';

type Values = SubmissionFormValues;

const fundingOptions = fundingTypes.map((value) => ({ value, label: fundingTypeLabels[value] }));
const policyOptions = ipPolicyAnswers.map((value) => ({
  value,
  label: ipPolicyAnswerLabels[value],
}));

const NOUN = 'Funder';

/** Who may have a claim on the idea: funders and collaborators, and the employer's IP policy. */
export function FactsObligationsSection() {
  const { fields, rows, removeRow } = useFactList('facts.funding', NOUN, newFunder);
  const required = useRequiredFacts();
  return (
    <FactsSection
      legend="Obligations"
      description="Funding and collaborators (a company, a hospital or university, a grant), and your employer or institution."
    >
      {required.includes('funding') && (
        <p className="text-sm text-slate-600">
          At least one funder or collaborator is required to submit.
        </p>
      )}
      <FactRows {...rows} label="Funders and collaborators" addLabel="Add a funder or collaborator">
        {fields.map((row, index) => {
          const label = (text: string) => <RowLabel noun={NOUN} number={index + 1} label={text} />;
          return (
            <FactRow key={row.id} noun={NOUN} number={index + 1} onRemove={removeRow(index)}>
              <div className="grid gap-3 sm:grid-cols-2">
                <FormField<Values, `facts.funding.${number}.type`>
                  name={`facts.funding.${index}.type`}
                  label={label('Kind')}
                >
                  {(field) => <RequiredSelect control={field} options={fundingOptions} />}
                </FormField>
                <FormField<Values, `facts.funding.${number}.name`>
                  name={`facts.funding.${index}.name`}
                  label={label('Name')}
                >
                  {(field) => (
                    <Input
                      {...field}
                      className={factControlClassName}
                      maxLength={factLimits.name}
                      autoComplete="off"
                    />
                  )}
                </FormField>
              </div>
            </FactRow>
          );
        })}
      </FactRows>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField<Values, 'facts.employer'>
          name="facts.employer"
          label={
            <>
              Employer or institution
              <RequiredMark fact="employer" />
            </>
          }
        >
          {(field) => (
            <Input
              {...field}
              className={factControlClassName}
              maxLength={factLimits.name}
              autoComplete="organization"
            />
          )}
        </FormField>
        <FormField<Values, 'facts.employerIpPolicy'>
          name="facts.employerIpPolicy"
          label={
            <>
              May its IP policy cover this idea?
              <RequiredMark fact="employerIpPolicy" />
            </>
          }
        >
          {(field) => (
            <OptionalSelect control={field} options={policyOptions} noneLabel="Not answered" />
          )}
        </FormField>
      </div>
    </FactsSection>
  );
}
