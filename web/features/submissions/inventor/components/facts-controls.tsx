import { useEffect, useRef, type ComponentProps, type ReactNode } from 'react';
import { AdminSelect, type SelectOption } from '#web/components/ui/admin-select';
import type { FieldControlProps } from '#web/components/ui/field';
import { Input } from '#web/components/ui/input';
import { cn } from '#web/lib/cn';

// What the idea dialog's sections of facts share: a section, the controls of a fact that may be
// left unset (null), and the focus of a list whose rows are added and removed.

/** On a phone every control of the facts is a 44px target; from sm up, the inputs' own 40px. */
export const factControlClassName = 'h-11 sm:h-10';

/** One section of facts: a fieldset named by its legend, under a rule. */
export function FactsSection({
  legend,
  description,
  children,
}: {
  legend: ReactNode;
  description?: ReactNode;
  children: ReactNode;
}) {
  return (
    <fieldset className="min-w-0 space-y-4 border-t border-slate-200 pt-4">
      <legend className="float-left mb-3 w-full text-base font-semibold text-brand-900">
        {legend}
      </legend>
      {description && <p className="clear-left text-sm text-slate-600">{description}</p>}
      <div className="clear-left space-y-4">{children}</div>
    </fieldset>
  );
}

/** The wiring and value a FormField hands its control. */
type Control<V> = FieldControlProps & {
  value: V;
  onChange: (value: V) => void;
  onBlur: () => void;
  name: string;
  ref: (element: HTMLElement | null) => void;
};

const NONE = 'none';

/** A choice that may be left unmade: its first option ('Not given') stands for null. */
export function OptionalSelect<V extends string>({
  control,
  options,
  noneLabel,
}: {
  control: Control<V | null | undefined>;
  options: readonly SelectOption<V>[];
  noneLabel: string;
}) {
  const all: SelectOption<V | typeof NONE>[] = [{ value: NONE, label: noneLabel }, ...options];
  const { ref, id, value, onChange } = control;
  return (
    <AdminSelect
      id={id}
      ref={ref}
      aria-describedby={control['aria-describedby']}
      aria-invalid={control['aria-invalid']}
      className={factControlClassName}
      value={value ?? NONE}
      options={all}
      onValueChange={(next) => onChange(next === NONE ? null : (next as V))}
    />
  );
}

/** A choice that is always made (a row's kind). */
export function RequiredSelect<V extends string>({
  control,
  options,
}: {
  control: Control<V | undefined>;
  options: readonly SelectOption<V>[];
}) {
  const { ref, id, value, onChange } = control;
  return (
    <AdminSelect
      id={id}
      ref={ref}
      aria-describedby={control['aria-describedby']}
      aria-invalid={control['aria-invalid']}
      className={factControlClassName}
      value={value ?? options[0]!.value}
      options={options}
      onValueChange={onChange}
    />
  );
}

/**
 * A text input of a fact that may be unset: empty, it holds null (a date not given, no link),
 * as the request takes it.
 */
export function OptionalInput({
  value,
  onChange,
  className,
  ...props
}: Omit<ComponentProps<'input'>, 'value' | 'onChange'> & {
  value: string | null | undefined;
  onChange: (value: string | null) => void;
}) {
  return (
    <Input
      {...props}
      className={cn(factControlClassName, className)}
      value={value ?? ''}
      onChange={(event) => onChange(event.target.value.trim() === '' ? null : event.target.value)}
    />
  );
}

/**
 * Where focus goes as a list's rows come and go: to the first control of a row just added, and
 * after a removal to the row that took its place (or the one before it), or to the Add button
 * when none is left.
 */
export function useRowFocus(count: number) {
  const list = useRef<HTMLOListElement>(null);
  const add = useRef<HTMLButtonElement>(null);
  const wanted = useRef<number | null>(null);
  useEffect(() => {
    const index = wanted.current;
    if (index === null) return;
    wanted.current = null;
    const rows = list.current?.children;
    const row = rows?.[Math.min(index, rows.length - 1)];
    const first = row?.querySelector<HTMLElement>('button, input, textarea');
    (first ?? add.current)?.focus();
  }, [count]);
  return {
    list,
    add,
    /** Focus moves to row `index` once the list has re-rendered. */
    focusRow: (index: number) => {
      wanted.current = index;
    },
  };
}
