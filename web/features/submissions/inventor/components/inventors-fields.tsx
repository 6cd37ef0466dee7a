import { useFormContext, useWatch } from 'react-hook-form';
import { inventorLimits, inventorMessages } from '#common/co-inventors';
import type { SubmissionRecord } from '#common/submissions';
import { CheckboxField } from '#web/components/form/checkbox-field';
import { FormField } from '#web/components/form/form-field';
import { Input } from '#web/components/ui/input';
import { NumberInput } from '#web/components/ui/number-input';
import { InventorsView } from '#web/features/submissions/components/inventors-view';
import { cn } from '#web/lib/cn';
import { newCoInventor, sharesTotal } from '../lib/inventors';
import { factControlClassName, FactsSection } from './facts-controls';
import { FactRow, FactRows, RowLabel, useFactList } from './facts-rows';
import type { SubmissionFormInput, SubmissionFormValues } from './submission-schema';

type Values = SubmissionFormValues;

const NOUN = 'Co-inventor';
const coInventorsLimit = { entries: inventorLimits.coInventors, message: inventorMessages.tooMany };

/** A contribution in whole percent, from 1 to 100. */
function ShareInput(props: Parameters<typeof NumberInput>[0]) {
  return <NumberInput {...props} min={1} max={100} className={cn(factControlClassName, 'w-28')} />;
}

function CoInventorFields({ index }: { index: number }) {
  const label = (text: string) => <RowLabel noun={NOUN} number={index + 1} label={text} />;
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <FormField<Values, `inventors.coInventors.${number}.name`>
        name={`inventors.coInventors.${index}.name`}
        label={label('Name')}
      >
        {(field) => (
          <Input
            {...field}
            className={factControlClassName}
            maxLength={inventorLimits.name}
            autoComplete="off"
          />
        )}
      </FormField>
      <FormField<Values, `inventors.coInventors.${number}.email`>
        name={`inventors.coInventors.${index}.email`}
        label={label('Email')}
        hint="They are invited at this address."
      >
        {(field) => (
          <Input
            {...field}
            type="email"
            inputMode="email"
            className={factControlClassName}
            maxLength={inventorLimits.email}
            autoComplete="off"
            spellCheck={false}
          />
        )}
      </FormField>
      <FormField<Values, `inventors.coInventors.${number}.affiliation`>
        name={`inventors.coInventors.${index}.affiliation`}
        label={label('Affiliation (optional)')}
      >
        {(field) => (
          <Input
            {...field}
            value={field.value ?? ''}
            className={factControlClassName}
            maxLength={inventorLimits.affiliation}
            autoComplete="off"
          />
        )}
      </FormField>
      <FormField<Values, `inventors.coInventors.${number}.share`>
        name={`inventors.coInventors.${index}.share`}
        label={label('Contribution (%)')}
      >
        {(field) => <ShareInput {...field} />}
      </FormField>
      <CheckboxField<SubmissionFormInput>
        name={`inventors.coInventors.${index}.lead`}
        label={label('Lead inventor')}
        className="sm:col-span-2"
      />
    </div>
  );
}

/** The shares added up as they are typed, beside the rule that they make 100%. */
function SharesTotal() {
  const { control } = useFormContext<SubmissionFormInput>();
  const total = sharesTotal(useWatch({ control, name: 'inventors' }));
  return (
    <p
      role="status"
      className={cn('text-sm font-semibold', total === 100 ? 'text-slate-900' : 'text-amber-900')}
    >
      {`Total: ${total}%`}
      {total !== 100 && (
        <span className="font-normal"> (the contributions must add up to 100%)</span>
      )}
    </p>
  );
}

/**
 * Who invented the idea (ADR 35): the person's own contribution and whether they lead, and the
 * co-inventors they list, each invited by mail to read the draft and, once it is sent, to
 * confirm their part.
 */
export function InventorsFields() {
  const { fields, rows, removeRow } = useFactList(
    'inventors.coInventors',
    NOUN,
    newCoInventor,
    coInventorsLimit,
  );
  return (
    <FactsSection
      legend="Inventors"
      description="You and everyone who contributed to the invention. Each co-inventor is invited by email to read the draft, and asked to confirm their part once the idea is sent."
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField<Values, 'inventors.submitterShare'>
          name="inventors.submitterShare"
          label="Your contribution (%)"
        >
          {(field) => <ShareInput {...field} />}
        </FormField>
        <CheckboxField<SubmissionFormInput>
          name="inventors.submitterLead"
          label="Lead inventor"
          className="sm:col-span-2"
        />
      </div>
      <FactRows {...rows} label="Co-inventors" addLabel="Add a co-inventor">
        {fields.map((row, index) => (
          <FactRow key={row.id} noun={NOUN} number={index + 1} onRemove={removeRow(index)}>
            <CoInventorFields index={index} />
          </FactRow>
        ))}
      </FactRows>
      <SharesTotal />
    </FactsSection>
  );
}

/** A co-inventor editing the draft reads who its inventors are: its submitter lists them. */
export function InventorsListed({ draft }: { draft: SubmissionRecord }) {
  return (
    <FactsSection legend="Inventors" description={inventorMessages.onlySubmitterLists}>
      {draft.inventors && (
        <InventorsView
          inventors={draft.inventors}
          submitter={draft.fullName?.trim() || draft.email || 'The submitter'}
          submittedAt={draft.submittedAt}
        />
      )}
    </FactsSection>
  );
}
