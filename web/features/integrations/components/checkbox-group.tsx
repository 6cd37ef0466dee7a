import { useId } from 'react';
import {
  get,
  useFormContext,
  useFormState,
  type FieldPath,
  type FieldValues,
} from 'react-hook-form';

export interface CheckboxChoice {
  value: string;
  label: string;
  /** The name a developer knows it by (a scope, an event), under its label. */
  code: string;
}

/**
 * A list of the surrounding Form as check boxes, in a fieldset named by its legend; the list's
 * message (none ticked) under them and read with the group.
 */
export function CheckboxGroup<T extends FieldValues>({
  name,
  legend,
  hint,
  choices,
}: {
  name: FieldPath<T>;
  legend: string;
  hint?: string;
  choices: readonly CheckboxChoice[];
}) {
  const { register, clearErrors } = useFormContext<T>();
  const { errors } = useFormState<T>({ name });
  const error = (get(errors, name) as { message?: string } | undefined)?.message;
  const id = useId();
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <fieldset aria-describedby={describedBy || undefined}>
      <legend className="text-sm font-medium text-slate-900">{legend}</legend>
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      )}
      <ul className="mt-1 grid gap-x-6 sm:grid-cols-2">
        {choices.map((choice) => (
          <li key={choice.value}>
            <label className="flex min-h-11 items-start gap-3 py-2 text-sm text-slate-900">
              <input
                type="checkbox"
                value={choice.value}
                className="mt-0.5 size-4 shrink-0 accent-brand-900"
                {...register(name, { onChange: () => clearErrors(name) })}
              />
              <span>
                {choice.label}
                <code className="block font-mono text-xs text-slate-600">{choice.code}</code>
              </span>
            </label>
          </li>
        ))}
      </ul>
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
