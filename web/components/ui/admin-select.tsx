import { useId, type Ref } from 'react';
import { Check, ChevronDown } from 'lucide-react';
import { Select } from 'radix-ui';
import { inputClassName } from '#web/components/ui/input';
import { cn } from '#web/lib/cn';

export interface SelectOption<V extends string> {
  value: V;
  label: string;
}

type AdminSelectProps<V extends string> = {
  value: V;
  options: readonly SelectOption<V>[];
  onValueChange: (value: V) => void;
  /** Ties the trigger to a <label htmlFor>. */
  id?: string;
  'aria-label'?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  /** The trigger, for a form to focus when the choice is refused. */
  ref?: Ref<HTMLButtonElement>;
  disabled?: boolean;
  className?: string;
};

/**
 * A small single-choice select on Radix's primitive (keyboard, typeahead and screen reader
 * support), styled like the text inputs. The trigger is a button, so a <label htmlFor> names it.
 */
export function AdminSelect<V extends string>({
  value,
  options,
  onValueChange,
  id,
  disabled,
  className,
  ref,
  ...aria
}: AdminSelectProps<V>) {
  return (
    <Select.Root
      value={value}
      disabled={disabled}
      onValueChange={(next) => {
        // Radix hands back a string; find the typed option it came from.
        const option = options.find((candidate) => candidate.value === next);
        if (option) onValueChange(option.value);
      }}
    >
      <Select.Trigger
        ref={ref}
        id={id}
        className={cn(inputClassName, 'items-center justify-between gap-2 text-left', className)}
        {...aria}
      >
        {/* Given outright so the trigger shows the choice before the options have mounted. */}
        <Select.Value>{options.find((option) => option.value === value)?.label}</Select.Value>
        <Select.Icon>
          <ChevronDown aria-hidden="true" className="size-4 text-slate-600" />
        </Select.Icon>
      </Select.Trigger>
      <Select.Portal>
        {/* Above dialogs (z-50): the select is used inside 'Update Submission Status'. */}
        <Select.Content
          position="popper"
          sideOffset={4}
          className="z-[60] max-h-[var(--radix-select-content-available-height)] min-w-[var(--radix-select-trigger-width)] overflow-hidden rounded-md border border-slate-300 bg-white text-slate-900 shadow-lg"
        >
          <Select.Viewport className="p-1">
            {options.map((option) => (
              <Select.Item
                key={option.value}
                value={option.value}
                className="relative flex cursor-default items-center rounded py-2 pr-3 pl-8 text-sm outline-none select-none data-[highlighted]:bg-brand-900 data-[highlighted]:text-white data-[state=checked]:font-semibold"
              >
                <Select.ItemIndicator className="absolute left-2 inline-flex items-center">
                  <Check aria-hidden="true" className="size-4" />
                </Select.ItemIndicator>
                <Select.ItemText>{option.label}</Select.ItemText>
              </Select.Item>
            ))}
          </Select.Viewport>
        </Select.Content>
      </Select.Portal>
    </Select.Root>
  );
}

/** A list filter: a select with its visible label beside it. */
export function FilterSelect<V extends string>({
  label,
  className,
  ...select
}: Omit<AdminSelectProps<V>, 'id' | 'aria-label'> & { label: string }) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm font-medium whitespace-nowrap text-slate-900">
        {label}
      </label>
      <AdminSelect id={id} className={className} {...select} />
    </div>
  );
}
