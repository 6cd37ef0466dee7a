import { useId, type ReactNode } from 'react';
import { get, useFormContext, type FieldPath, type FieldValues } from 'react-hook-form';
import { cn } from '#web/lib/cn';

/**
 * A labelled set of radio buttons of the surrounding Form: a fieldset named by its legend, its
 * description and its error announced with it.
 */
export function RadioGroupField<T extends FieldValues>({
  name,
  legend,
  description,
  options,
  className,
  children,
}: {
  name: FieldPath<T>;
  legend: ReactNode;
  description?: ReactNode;
  options: readonly { value: string; label: ReactNode }[];
  className?: string;
  /** More of the group after the choices, e.g. a comment field. */
  children?: ReactNode;
}) {
  const { register, formState } = useFormContext<T>();
  const error = (get(formState.errors, name) as { message?: string } | undefined)?.message;
  const id = useId();
  const describedBy = [description && `${id}-description`, error && `${id}-error`]
    .filter(Boolean)
    .join(' ');
  return (
    <fieldset className={cn('space-y-2', className)} aria-describedby={describedBy || undefined}>
      <legend className="px-1 text-sm font-semibold text-slate-900">{legend}</legend>
      {description && (
        <p id={`${id}-description`} className="text-sm text-slate-700">
          {description}
        </p>
      )}
      <div className="flex flex-wrap gap-x-4 gap-y-1">
        {options.map((option) => (
          <label key={option.value} className="flex items-center gap-1.5 text-sm text-slate-900">
            <input type="radio" value={option.value} className="size-4" {...register(name)} />
            {option.label}
          </label>
        ))}
      </div>
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-800">
          {error}
        </p>
      )}
      {children}
    </fieldset>
  );
}
