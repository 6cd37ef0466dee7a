import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { useRef } from 'react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import {
  evaluationLimits,
  saveCriteriaSchema,
  type CriteriaResponse,
  type SaveCriteriaInput,
} from '#common/evaluation';
import { Form } from '#web/components/form/form';
import { FormField } from '#web/components/form/form-field';
import { SubmitButton } from '#web/components/form/submit-button';
import { useAppForm } from '#web/components/form/use-app-form';
import { FormAlert } from '#web/components/ui/alert';
import { Button } from '#web/components/ui/button';
import { Input } from '#web/components/ui/input';
import { Textarea } from '#web/components/ui/textarea';
import { useSaveCriteria } from '../api/criteria';
import { blankCriterion, criteriaFormValues, movedTo, weightFromInput } from '../lib/criteria-form';

/**
 * The scorecard criteria: each one's name, guidance, weight and whether it is scored; add,
 * remove (new ones only: a saved criterion is turned off instead, so old scorecards keep its
 * name), reorder. Saving makes a new version.
 */
export function CriteriaForm({ current }: { current: CriteriaResponse }) {
  const save = useSaveCriteria();
  const form = useAppForm(saveCriteriaSchema, criteriaFormValues(current));
  const list = useFieldArray({ control: form.control, name: 'criteria', keyName: 'key' });
  const listHeading = useRef<HTMLHeadingElement>(null);
  const listError =
    form.formState.errors.criteria?.message ?? form.formState.errors.criteria?.root?.message;

  return (
    <Form
      form={form}
      aria-labelledby="criteria-heading"
      className="space-y-4"
      // A new version remounts the form (keyed by version) with what was saved.
      onSubmit={(values) => save.mutateAsync(values)}
    >
      <h3 ref={listHeading} tabIndex={-1} className="sr-only">
        Criteria
      </h3>
      {listError && <FormAlert>{listError}</FormAlert>}
      <ol className="space-y-4">
        {list.fields.map((field, index) => (
          <li key={field.key}>
            <CriterionFields
              index={index}
              count={list.fields.length}
              saved={field.id !== undefined}
              onMove={(by) => {
                const to = movedTo(index, by, list.fields.length);
                if (to !== null) list.move(index, to);
              }}
              onRemove={() => {
                list.remove(index);
                listHeading.current?.focus();
              }}
            />
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap items-center gap-3">
        <Button
          type="button"
          variant="outline"
          aria-disabled={list.fields.length >= evaluationLimits.criteria || undefined}
          onClick={() => {
            if (list.fields.length < evaluationLimits.criteria)
              list.append(blankCriterion(), { focusName: `criteria.${list.fields.length}.name` });
          }}
        >
          <Plus aria-hidden="true" />
          Add a criterion
        </Button>
        <SubmitButton pendingLabel="Saving...">Save criteria</SubmitButton>
      </div>
    </Form>
  );
}

function CriterionFields({
  index,
  count,
  saved,
  onMove,
  onRemove,
}: {
  index: number;
  count: number;
  saved: boolean;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}) {
  const { register } = useFormContext<SaveCriteriaInput>();
  const name = useWatch<SaveCriteriaInput>({ name: `criteria.${index}.name` }) as string;
  const called = name.trim() || `criterion ${index + 1}`;
  return (
    <fieldset className="rounded-xl border border-slate-200 p-4">
      <legend className="px-1 text-sm font-semibold text-brand-900">
        Criterion {index + 1}
        {!saved && <span className="ml-2 font-normal text-slate-700">(new, not saved yet)</span>}
      </legend>
      <div className="grid gap-4 sm:grid-cols-[1fr_8rem]">
        <FormField<SaveCriteriaInput, `criteria.${number}.name`>
          name={`criteria.${index}.name`}
          label="Name"
        >
          {(control) => (
            <Input {...control} value={control.value} maxLength={evaluationLimits.criterionName} />
          )}
        </FormField>
        <FormField<SaveCriteriaInput, `criteria.${number}.weight`>
          name={`criteria.${index}.weight`}
          label="Weight"
          hint="0.5 to 10"
        >
          {({ value, onChange, ...control }) => (
            <Input
              {...control}
              type="number"
              inputMode="decimal"
              min={0.5}
              max={evaluationLimits.maxWeight}
              step={0.5}
              value={Number.isNaN(value) ? '' : value}
              onChange={(event) => onChange(weightFromInput(event.target.value))}
            />
          )}
        </FormField>
      </div>
      <FormField<SaveCriteriaInput, `criteria.${number}.guidance`>
        name={`criteria.${index}.guidance`}
        label="Guidance for reviewers"
        className="mt-4"
      >
        {(control) => (
          <Textarea
            {...control}
            value={control.value ?? ''}
            className="min-h-20"
            maxLength={evaluationLimits.guidance}
          />
        )}
      </FormField>
      <div className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-2">
        <label className="flex items-center gap-2 text-sm text-slate-900">
          <input type="checkbox" className="size-4" {...register(`criteria.${index}.active`)} />
          Active (scored on new scorecards)
        </label>
        <div className="ml-auto flex flex-wrap gap-2">
          <Button
            type="button"
            variant="outline"
            size="sm"
            aria-label={`Move ${called} up`}
            aria-disabled={index === 0 || undefined}
            onClick={() => onMove(-1)}
          >
            <ArrowUp aria-hidden="true" />
            Up
          </Button>
          <Button
            type="button"
            variant="outline"
            size="sm"
            aria-label={`Move ${called} down`}
            aria-disabled={index === count - 1 || undefined}
            onClick={() => onMove(1)}
          >
            <ArrowDown aria-hidden="true" />
            Down
          </Button>
          {!saved && (
            <Button
              type="button"
              variant="outline"
              size="sm"
              aria-label={`Remove ${called}`}
              onClick={onRemove}
            >
              <Trash2 aria-hidden="true" />
              Remove
            </Button>
          )}
        </div>
      </div>
    </fieldset>
  );
}
