import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { recordsLimits, recordsMessages, type RetentionSettings } from '#common/records';
import { Form } from '#web/components/form/form';
import { FormField } from '#web/components/form/form-field';
import { RadioGroupField } from '#web/components/form/radio-group-field';
import { SubmitButton } from '#web/components/form/submit-button';
import { useAppForm } from '#web/components/form/use-app-form';
import {
  focusOnArrival,
  saveVersion,
  StaleVersionNotice,
  type SaveOutcomes,
} from '#web/components/form/versioned-save';
import { LoadedQuery } from '#web/components/list/loaded-query';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card';
import { NumberInput } from '#web/components/ui/number-input';
import { formatCalendarDate, formatDateTime } from '#web/lib/dates';
import { retentionQueryOptions, useSaveRetention } from '../api/retention';
import {
  monthsInWords,
  retentionFormSchema,
  retentionFormValues,
  retentionInForce,
  type RetentionFormValues,
} from '../lib/retention-form';

const { min, max } = recordsLimits.retentionMonths;

/** Settings' "Retention of declined ideas" card, loading its own settings (admins only). */
export function RetentionSettingsCard() {
  const settings = useQuery(retentionQueryOptions);
  return (
    <LoadedQuery
      query={settings}
      loading="Loading the retention period..."
      failed="Failed to load the retention period. Please try again."
    >
      {(current) => <RetentionCard current={current} />}
    </LoadedQuery>
  );
}

/**
 * The period in force and its version, the form that saves a new one, and the declined ideas
 * removed within a week. A save brings the focus to the new version's line; a save from an
 * older version shows the newer one, with a notice that takes the focus.
 */
function RetentionCard({ current }: { current: RetentionSettings }) {
  const [stale, setStale] = useState(false);
  const [saved, setSaved] = useState(false);
  return (
    <Card role="region" aria-labelledby="retention-heading" className="scroll-mt-24">
      <CardHeader>
        <CardTitle id="retention-heading">Retention of declined ideas</CardTitle>
        <CardDescription>
          Declined ideas (rejected at review, or decided not to pursue) under no legal hold are
          removed with their files and messages once this period after their decision has passed.
          Admins are mailed a week before.
        </CardDescription>
        <p
          key={current.version}
          ref={saved ? focusOnArrival : undefined}
          tabIndex={-1}
          className="text-sm font-medium text-slate-900"
        >
          Version {current.version} of the retention period, saved {formatDateTime(current.savedAt)}
          . {retentionInForce(current.declinedRetentionMonths)}
        </p>
      </CardHeader>
      <CardContent className="space-y-6">
        {stale && <StaleVersionNotice>{recordsMessages.settingsChanged}</StaleVersionNotice>}
        {/* A new version starts the form again from what was saved. */}
        <RetentionForm
          key={current.version}
          current={current}
          onSaved={() => {
            setStale(false);
            setSaved(true);
          }}
          onStale={() => {
            setSaved(false);
            setStale(true);
          }}
        />
        <DueForRemoval due={current.dueForRemoval} />
      </CardContent>
    </Card>
  );
}

function RetentionForm({
  current,
  onSaved,
  onStale,
}: SaveOutcomes & { current: RetentionSettings }) {
  const save = useSaveRetention();
  const form = useAppForm(retentionFormSchema, retentionFormValues(current));
  const keep = useWatch({ control: form.control, name: 'keep' });
  return (
    <Form
      form={form}
      aria-labelledby="retention-heading"
      className="space-y-4"
      onSubmit={saveVersion(save.mutateAsync, { onSaved, onStale })}
    >
      <RadioGroupField<RetentionFormValues>
        name="keep"
        legend="Declined ideas"
        options={[
          { value: 'forever', label: 'Keep declined ideas for good' },
          { value: 'period', label: 'Remove after a number of months' },
        ]}
      >
        {keep === 'period' && <MonthsField />}
      </RadioGroupField>
      <SubmitButton pendingLabel="Saving...">Save retention period</SubmitButton>
    </Form>
  );
}

/** The months, with the period in words as it is typed. */
function MonthsField() {
  const months = useWatch<RetentionFormValues, 'months'>({ name: 'months' });
  return (
    <FormField<RetentionFormValues, 'months'>
      name="months"
      label="Months after the decision"
      hint={monthsInWords(months) ?? `${min} to ${max} months.`}
      className="max-w-xl pt-2"
    >
      {(control) => <NumberInput {...control} min={min} max={max} className="w-32" />}
    </FormField>
  );
}

function DueForRemoval({ due }: { due: RetentionSettings['dueForRemoval'] }) {
  if (due.length === 0)
    return <p className="text-sm text-slate-700">No declined idea is due for removal.</p>;
  return (
    <div className="space-y-2 text-sm">
      <p id="retention-due" className="font-medium text-slate-900">
        Removed within a week:
      </p>
      <ul aria-labelledby="retention-due" className="space-y-1 text-slate-700">
        {due.map((idea) => (
          <li key={idea.id}>
            <Link
              to={`/admin/submissions/${encodeURIComponent(idea.id)}`}
              className="font-medium text-accent-600 underline underline-offset-4"
            >
              {idea.reference}
            </Link>{' '}
            on <time dateTime={idea.removeOn}>{formatCalendarDate(idea.removeOn)}</time>
          </li>
        ))}
      </ul>
    </div>
  );
}
