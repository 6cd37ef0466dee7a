import type { ComponentProps } from 'react';
import { Input } from './input';

/**
 * A whole number typed in a text box: its value is a number, and NaN while the box is empty,
 * so the form's schema says what is missing in its own words rather than a number input's
 * string being coerced to 0.
 */
export function NumberInput({
  value,
  onChange,
  ...props
}: Omit<ComponentProps<'input'>, 'type' | 'value' | 'onChange'> & {
  value: number | null | undefined;
  onChange: (value: number) => void;
}) {
  return (
    <Input
      {...props}
      type="number"
      inputMode="numeric"
      step={1}
      value={typeof value === 'number' && Number.isFinite(value) ? value : ''}
      onChange={(event) =>
        onChange(event.target.value === '' ? Number.NaN : event.target.valueAsNumber)
      }
    />
  );
}
