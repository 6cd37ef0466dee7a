import { useEffect } from 'react';
import {
  auditActionLabel,
  auditTrailFiltersSchema,
  type AuditTrailFilters,
} from '#common/audit-trail';
import { Form } from '#web/components/form/form';
import { FormField } from '#web/components/form/form-field';
import { SelectField } from '#web/components/form/select-field';
import { SubmitButton } from '#web/components/form/submit-button';
import { useAppForm } from '#web/components/form/use-app-form';
import { Button } from '#web/components/ui/button';
import { Input } from '#web/components/ui/input';
import { filterKeys, isFiltered } from '../lib/trail-url';

// Radix refuses an option whose value is empty: "every action" is this one.
const ANY = 'any';

/** The action filter's choices: every action the log holds, by its words, A to Z. */
function actionOptions(actions: readonly string[], chosen: string | undefined) {
  const names = chosen && !actions.includes(chosen) ? [...actions, chosen] : actions;
  return [
    { value: ANY, label: 'All actions' },
    ...names
      .map((action) => ({ value: action, label: auditActionLabel(action) ?? action }))
      .sort((a, b) => a.label.localeCompare(b.label)),
  ];
}

const blank = (filters: AuditTrailFilters) =>
  Object.fromEntries(filterKeys.map((key) => [key, filters[key] ?? '']));

/**
 * The filters, checked here as the server checks them, applied to the address on "Apply
 * filters" (one history entry each, so Back returns to the view before). When the address
 * changes (Back, a shared link) the fields show its filters; focus stays where it was.
 */
export function TrailFiltersForm({
  filters,
  actions,
  onApply,
}: {
  filters: AuditTrailFilters;
  actions: readonly string[];
  onApply: (filters: AuditTrailFilters) => void;
}) {
  const form = useAppForm(auditTrailFiltersSchema, blank(filters));
  const inForce = JSON.stringify(filters);
  useEffect(() => {
    form.reset(blank(JSON.parse(inForce) as AuditTrailFilters));
  }, [form, inForce]);
  return (
    <Form
      form={form}
      onSubmit={onApply}
      aria-label="Filter the audit trail"
      className="space-y-4 rounded-xl border border-slate-200 bg-white p-4"
    >
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
        <FormField name="idea" label="Idea reference" hint="Such as 1a2b3c4d, or the full id.">
          {(control) => <Input {...control} value={control.value ?? ''} autoComplete="off" />}
        </FormField>
        <FormField name="person" label="Person (email)">
          {(control) => (
            <Input {...control} value={control.value ?? ''} type="email" autoComplete="off" />
          )}
        </FormField>
        <SelectField
          name="action"
          label="Action"
          options={actionOptions(actions, filters.action)}
          toOption={(value) => value || ANY}
          fromOption={(option) => (option === ANY ? '' : option)}
        />
        <FormField name="from" label="From (UTC)">
          {(control) => <Input {...control} value={control.value ?? ''} type="date" />}
        </FormField>
        <FormField name="to" label="To (UTC)">
          {(control) => <Input {...control} value={control.value ?? ''} type="date" />}
        </FormField>
      </div>
      <div className="flex flex-wrap gap-2">
        <SubmitButton pendingLabel="Applying..." className="max-md:h-11">
          Apply filters
        </SubmitButton>
        {isFiltered(filters) && (
          <Button
            variant="ghost"
            className="max-md:h-11"
            onClick={() => {
              onApply({});
              // The button goes with the filters: focus goes to the first field, not the page.
              form.setFocus('idea');
            }}
          >
            Clear filters
          </Button>
        )}
      </div>
    </Form>
  );
}
