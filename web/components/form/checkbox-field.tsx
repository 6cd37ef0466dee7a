import { useId, type ReactNode } from 'react';
import {
  useController,
  useFormContext,
  type FieldPathByValue,
  type FieldValues,
} from 'react-hook-form';
import { cn } from '#web/lib/cn';

/**
 * A check box of the surrounding Form with its label beside it, and its error under it and read
 * with it, as FormField gives a text control.
 */
export function CheckboxField<T extends FieldValues>({
  name,
  label,
  className,
}: {
  name: FieldPathByValue<T, boolean | undefined>;
  label: ReactNode;
  className?: string;
}) {
  const { control, clearErrors } = useFormContext<T>();
  const {
    field: { ref, value, onBlur, onChange },
    fieldState,
  } = useController({ name, control });
  const id = useId();
  const error = fieldState.error?.message;
  return (
    <div className={cn('space-y-1.5', className)}>
      <div className="flex items-start gap-3">
        <input
          id={id}
          ref={ref}
          name={name}
          type="checkbox"
          checked={value === true}
          onBlur={onBlur}
          onChange={(event) => {
            // A changed box answers its message.
            if (error) clearErrors(name);
            onChange(event.target.checked);
          }}
          {...(error ? { 'aria-invalid': true, 'aria-describedby': `${id}-error` } : {})}
          className="mt-0.5 size-5 shrink-0 accent-brand-900"
        />
        <label htmlFor={id} className="text-sm font-medium text-slate-900">
          {label}
        </label>
      </div>
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
