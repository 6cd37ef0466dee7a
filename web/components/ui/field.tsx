import { useId, type ReactNode } from 'react';
import { cn } from '#web/lib/cn';

/** What a field hands its control so the label, hint and error are tied to it. */
export interface FieldControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
}

type FieldProps = {
  /** Words a screen reader needs beyond the visible ones (a row's number) may be sr-only. */
  label: ReactNode;
  hint?: ReactNode;
  /** Shown under the control and read with it (aria-describedby). */
  error?: string | null | undefined;
  className?: string;
  /** Content beside the label, e.g. a 'Forgot password?' link. */
  labelAside?: ReactNode;
  children: (control: FieldControlProps) => ReactNode;
};

/** A labelled form control with its hint and error message. */
export function Field({ label, hint, error, className, labelAside, children }: FieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');

  return (
    <div className={cn('space-y-1.5', className)}>
      <div className="flex items-baseline justify-between gap-2">
        <label htmlFor={id} className="block text-sm font-medium text-slate-900">
          {label}
        </label>
        {labelAside}
      </div>
      {children({
        id,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(error ? { 'aria-invalid': true as const } : {}),
      })}
      {hint && (
        <p id={hintId} className="text-sm text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
