import { Plus } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useFieldArray } from 'react-hook-form';
import { saveBarDateRulesSchema, type BarDateRules } from '#common/bar-dates';
import { Form } from '#web/components/form/form';
import { SubmitButton } from '#web/components/form/submit-button';
import { useAppForm } from '#web/components/form/use-app-form';
import { saveVersion, type SaveOutcomes } from '#web/components/form/versioned-save';
import { FormAlert } from '#web/components/ui/alert';
import { Button } from '#web/components/ui/button';
import { useSaveBarDateRules } from '../api/bar-date-rules';
import { blankRule, knownRules } from '../lib/rules';
import { BarDateRuleFields } from './bar-date-rule-fields';

/** As many as the server keeps (saveBarDateRulesSchema). */
const MAX_RULES = 40;

/**
 * The rules in force to change, add to or remove from; Save sends them all with the version they
 * came from. A refusal lands on the field the server names; a save from an older version ends
 * the editing, the newer rules shown (onStale).
 */
export function BarDateRulesForm({
  current,
  onSaved,
  onStale,
  onCancel,
}: SaveOutcomes & { current: BarDateRules; onCancel: () => void }) {
  const save = useSaveBarDateRules();
  const form = useAppForm(saveBarDateRulesSchema, {
    basedOn: current.version,
    rules: knownRules(current.rules),
  });
  const list = useFieldArray({ control: form.control, name: 'rules' });
  const heading = useRef<HTMLHeadingElement>(null);
  // Opening the editor brings the reader to it; removing a rule does too.
  useEffect(() => heading.current?.focus(), []);
  const listError =
    form.formState.errors.rules?.message ?? form.formState.errors.rules?.root?.message;
  const full = list.fields.length >= MAX_RULES;

  return (
    <Form
      form={form}
      aria-labelledby="bar-date-rules-heading"
      className="space-y-4"
      onSubmit={saveVersion(save.mutateAsync, { onSaved, onStale })}
    >
      <h3 ref={heading} tabIndex={-1} className="text-base font-semibold text-brand-900">
        Edit the rules
      </h3>
      {listError && <FormAlert>{listError}</FormAlert>}
      <ol className="space-y-4">
        {list.fields.map((field, index) => (
          <li key={field.id}>
            <BarDateRuleFields
              index={index}
              onRemove={() => {
                list.remove(index);
                heading.current?.focus();
              }}
            />
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap items-center gap-3">
        <Button
          type="button"
          variant="outline"
          aria-disabled={full || undefined}
          onClick={() => {
            if (!full)
              list.append(blankRule(), {
                focusName: `rules.${list.fields.length}.jurisdiction`,
              });
          }}
        >
          <Plus aria-hidden="true" />
          Add a jurisdiction
        </Button>
        <SubmitButton pendingLabel="Saving...">Save rules</SubmitButton>
        <Button type="button" variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </Form>
  );
}
