import type { ReactNode } from 'react';
import type { FieldPath, FieldPathValue, FieldValues } from 'react-hook-form';
import { AdminSelect, type SelectOption } from '#web/components/ui/admin-select';
import { FormField } from './form-field';

type SelectFieldProps<T extends FieldValues, N extends FieldPath<T>, V extends string> = {
  name: N;
  label: ReactNode;
  hint?: ReactNode;
  options: readonly SelectOption<V>[];
  className?: string;
  /** The option a form value shows as, when the value is not the option's string (a number, null). */
  toOption?: (value: FieldPathValue<T, N>) => V;
  /** The form value an option stands for, likewise. */
  fromOption?: (option: V) => FieldPathValue<T, N>;
};

/**
 * A choice from a list in the surrounding Form: an AdminSelect with the field's label, hint,
 * error and focus, the one way a form asks for one of several options.
 */
export function SelectField<T extends FieldValues, N extends FieldPath<T>, V extends string>({
  name,
  label,
  hint,
  options,
  className,
  toOption = (value) => value as V,
  fromOption = (option) => option as FieldPathValue<T, N>,
}: SelectFieldProps<T, N, V>) {
  return (
    <FormField<T, N> name={name} label={label} hint={hint}>
      {({ id, ref, value, onChange, ...aria }) => (
        <AdminSelect
          id={id}
          ref={ref}
          aria-describedby={aria['aria-describedby']}
          aria-invalid={aria['aria-invalid']}
          value={toOption(value)}
          options={options}
          onValueChange={(next) => onChange(fromOption(next))}
          className={className}
        />
      )}
    </FormField>
  );
}
