import { Trash2 } from 'lucide-react';
import { useId } from 'react';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import type { SaveBarDateRulesInput } from '#common/bar-dates';
import { disclosureTypeLabels, disclosureTypes } from '#common/invention-facts';
import { FormField } from '#web/components/form/form-field';
import { Button } from '#web/components/ui/button';
import { Input } from '#web/components/ui/input';
import { NumberInput } from '#web/components/ui/number-input';
import { Textarea } from '#web/components/ui/textarea';

type Path<K extends string> = `rules.${number}.${K}`;

/** One jurisdiction's rule in the editor: its code, name, grace period, what counts, its source. */
export function BarDateRuleFields({ index, onRemove }: { index: number; onRemove: () => void }) {
  const name = useWatch<SaveBarDateRulesInput>({ name: `rules.${index}.name` }) as string;
  const code = useWatch<SaveBarDateRulesInput>({ name: `rules.${index}.jurisdiction` }) as string;
  const called = name.trim() || code.trim();
  return (
    <fieldset className="rounded-xl border border-slate-200 p-4">
      <legend className="px-1 text-sm font-semibold text-brand-900">
        Jurisdiction {index + 1}
        {called && `: ${called}`}
      </legend>
      <div className="grid gap-4 sm:grid-cols-[8rem_1fr_14rem]">
        <FormField<SaveBarDateRulesInput, Path<'jurisdiction'>>
          name={`rules.${index}.jurisdiction`}
          label="Code"
        >
          {({ onChange, ...control }) => (
            <Input
              {...control}
              // The codes are capitals (EP, US): typed in either case, kept in capitals.
              onChange={(event) => onChange(event.target.value.toUpperCase())}
              autoCapitalize="characters"
              autoComplete="off"
              spellCheck={false}
              maxLength={10}
            />
          )}
        </FormField>
        <FormField<SaveBarDateRulesInput, Path<'name'>> name={`rules.${index}.name`} label="Name">
          {(control) => <Input {...control} maxLength={100} />}
        </FormField>
        <FormField<SaveBarDateRulesInput, Path<'graceMonths'>>
          name={`rules.${index}.graceMonths`}
          label="Grace period, months"
          hint="0 for absolute novelty"
        >
          {(control) => <NumberInput {...control} min={0} max={24} />}
        </FormField>
      </div>
      <CountsField index={index} />
      <FormField<SaveBarDateRulesInput, Path<'source'>>
        name={`rules.${index}.source`}
        label="Source"
        hint="The law or article the rule rests on, shown beside it."
        className="mt-4"
      >
        {(control) => <Textarea {...control} className="min-h-16" maxLength={500} />}
      </FormField>
      <div className="mt-4 flex justify-end">
        <Button
          type="button"
          variant="outline"
          size="sm"
          aria-label={`Remove ${called || `jurisdiction ${index + 1}`}`}
          onClick={onRemove}
        >
          <Trash2 aria-hidden="true" />
          Remove
        </Button>
      </div>
    </fieldset>
  );
}

/** The kinds of disclosure that count there, as check boxes, with the group's message under them. */
function CountsField({ index }: { index: number }) {
  const name = `rules.${index}.counts` as const;
  const { register, clearErrors } = useFormContext<SaveBarDateRulesInput>();
  const { errors } = useFormState<SaveBarDateRulesInput>({ name });
  const error = errors.rules?.[index]?.counts?.message;
  const errorId = useId();
  return (
    <fieldset className="mt-4" aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1 text-sm font-medium text-slate-900">Disclosures that count</legend>
      <ul className="grid gap-x-6 sm:grid-cols-2">
        {disclosureTypes.map((type) => (
          <li key={type}>
            <label className="flex min-h-11 items-center gap-3 text-sm text-slate-900">
              <input
                type="checkbox"
                value={type}
                className="size-4 shrink-0 accent-brand-900"
                {...register(name, { onChange: () => clearErrors(name) })}
              />
              {disclosureTypeLabels[type]}
            </label>
          </li>
        ))}
      </ul>
      {error && (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
