import { useFormContext, useWatch } from 'react-hook-form';
import {
  disclosureTypeLabels,
  disclosureTypes,
  factLimits,
  todaysDates,
} from '#common/invention-facts';
import { FormField } from '#web/components/form/form-field';
import { Input } from '#web/components/ui/input';
import { useBarDateRules } from '#web/features/bar-date-rules';
import { BAR_DATE_CAVEAT, barDateNotice } from '../lib/bar-date-notice';
import { serverFiles } from '../lib/file-choices';
import { newDisclosure } from '../lib/kept-facts';
import {
  factControlClassName,
  FactsSection,
  OptionalInput,
  OptionalSelect,
  RequiredSelect,
} from './facts-controls';
import { FactRow, FactRows, RowLabel, useFactList } from './facts-rows';
import type { SubmissionFormInput, SubmissionFormValues } from './submission-schema';
import { RequiredMark } from './facts-required';

type Values = SubmissionFormValues;

const timingOptions = [
  { value: 'prior', label: 'Already made' },
  { value: 'planned', label: 'Planned' },
] as const;
const typeOptions = disclosureTypes.map((value) => ({
  value,
  label: disclosureTypeLabels[value],
}));

const NOUN = 'Disclosure';

function DisclosureFields({ index }: { index: number }) {
  const { control } = useFormContext<SubmissionFormInput>();
  const timing = useWatch({ control, name: `facts.publicDisclosures.${index}.timing` });
  // The idea's files the server has: a file still on its way cannot be named yet.
  const files = serverFiles(useWatch({ control, name: 'attachments' }) ?? []).map((file) => ({
    value: file.id,
    label: file.name,
  }));
  const today = todaysDates();
  const label = (text: string) => <RowLabel noun={NOUN} number={index + 1} label={text} />;
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <FormField<Values, `facts.publicDisclosures.${number}.timing`>
        name={`facts.publicDisclosures.${index}.timing`}
        label={label('Made or planned')}
      >
        {(field) => <RequiredSelect control={field} options={timingOptions} />}
      </FormField>
      <FormField<Values, `facts.publicDisclosures.${number}.type`>
        name={`facts.publicDisclosures.${index}.type`}
        label={label('Kind')}
      >
        {(field) => <RequiredSelect control={field} options={typeOptions} />}
      </FormField>
      <FormField<Values, `facts.publicDisclosures.${number}.date`>
        name={`facts.publicDisclosures.${index}.date`}
        label={label('Date')}
      >
        {(field) => (
          <Input
            {...field}
            type="date"
            className={factControlClassName}
            {...(timing === 'planned' ? { min: today.earliest } : { max: today.latest })}
          />
        )}
      </FormField>
      <FormField<Values, `facts.publicDisclosures.${number}.where`>
        name={`facts.publicDisclosures.${index}.where`}
        label={label('Where')}
        hint="A journal, meeting, website or customer."
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
      <FormField<Values, `facts.publicDisclosures.${number}.link`>
        name={`facts.publicDisclosures.${index}.link`}
        label={label('Link (optional)')}
        className="sm:col-span-2"
      >
        {(field) => (
          <OptionalInput
            {...field}
            type="url"
            inputMode="url"
            autoComplete="off"
            maxLength={factLimits.link}
            placeholder="https://"
          />
        )}
      </FormField>
      {files.length > 0 && (
        <FormField<Values, `facts.publicDisclosures.${number}.fileId`>
          name={`facts.publicDisclosures.${index}.fileId`}
          label={label('File (optional)')}
          hint="The attached file that shows it: the slides, the poster, the abstract."
          className="sm:col-span-2"
        >
          {(field) => (
            <OptionalSelect
              // A file no longer attached reads as none: saving names only files the idea has.
              control={{
                ...field,
                value: files.some((file) => file.value === field.value) ? field.value : null,
              }}
              options={files}
              noneLabel="No file"
            />
          )}
        </FormField>
      )}
    </div>
  );
}

/** Where the idea was or will be shown in public: a list of disclosures, each with its date. */
export function FactsDisclosuresSection() {
  const { fields, rows, removeRow } = useFactList('facts.publicDisclosures', NOUN, newDisclosure);
  return (
    <FactsSection
      legend={
        <>
          Public disclosures
          <RequiredMark fact="publicDisclosures" />
        </>
      }
      description="Any talk, paper, poster, thesis, web page, sale or offer that showed the idea outside a confidential setting, or one that is planned."
    >
      <FactRows {...rows} label="Public disclosures" addLabel="Add a disclosure">
        {fields.map((row, index) => (
          <FactRow key={row.id} noun={NOUN} number={index + 1} onRemove={removeRow(index)}>
            <DisclosureFields index={index} />
          </FactRow>
        ))}
      </FactRows>
      <BarDateNotice />
    </FactsSection>
  );
}

/** What the disclosures listed mean for filing, said as they are typed (ADR 36). */
function BarDateNotice() {
  const { control } = useFormContext<SubmissionFormInput>();
  const disclosures = useWatch({ control, name: 'facts.publicDisclosures' });
  // The rules in force, as admins keep them on Settings; the defaults until they arrive.
  const notice = barDateNotice(disclosures ?? [], useBarDateRules());
  return (
    <div role="status">
      {notice && (
        <div className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
          <p className="font-medium">{notice}</p>
          <p className="mt-1">{BAR_DATE_CAVEAT}</p>
        </div>
      )}
    </div>
  );
}
