import type { ReactNode } from 'react';
import {
  useController,
  useFormContext,
  type ControllerRenderProps,
  type FieldPath,
  type FieldValues,
} from 'react-hook-form';
import { Field, type FieldControlProps } from '#web/components/ui/field';

type FormFieldProps<T extends FieldValues, N extends FieldPath<T>> = {
  name: N;
  label: ReactNode;
  hint?: ReactNode;
  labelAside?: ReactNode;
  className?: string;
  /** Receives the label/hint/error wiring and the field's value, change and ref. */
  children: (control: FieldControlProps & ControllerRenderProps<T, N>) => ReactNode;
};

/** A labelled control of the surrounding Form: its value, its error, its focus. */
export function FormField<T extends FieldValues, N extends FieldPath<T>>({
  name,
  children,
  ...fieldProps
}: FormFieldProps<T, N>) {
  const { control, clearErrors } = useFormContext<T>();
  const { field, fieldState } = useController({ name, control });

  const onChange: typeof field.onChange = (...event) => {
    // An edited field's message is out of date.
    if (fieldState.error) clearErrors(name);
    field.onChange(...event);
  };

  return (
    <Field {...fieldProps} error={fieldState.error?.message}>
      {(wiring) => children({ ...wiring, ...field, onChange })}
    </Field>
  );
}
