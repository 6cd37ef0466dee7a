import { useState, type ComponentProps } from 'react';
import { Eye, EyeOff } from 'lucide-react';
import { cn } from '#web/lib/cn';
import { Input } from '#web/components/ui/input';

type PasswordInputProps = Omit<ComponentProps<'input'>, 'type'> & {
  /** Names the field in the toggle's label: 'Show {fieldName}'. */
  fieldName: string;
};

/** A password field with a button that shows or hides what was typed. */
export function PasswordInput({ fieldName, className, ...props }: PasswordInputProps) {
  const [visible, setVisible] = useState(false);
  const toggleLabel = `Show ${fieldName.toLowerCase()}`;

  return (
    <div className="relative">
      <Input
        {...props}
        type={visible ? 'text' : 'password'}
        className={cn('pr-11', className)}
        spellCheck={false}
        autoCapitalize="none"
      />
      <button
        type="button"
        aria-label={toggleLabel}
        aria-pressed={visible}
        title={visible ? `Hide ${fieldName.toLowerCase()}` : toggleLabel}
        onClick={() => setVisible((shown) => !shown)}
        disabled={props.disabled}
        className="absolute inset-y-0 right-0 flex w-10 items-center justify-center rounded-r-md text-slate-600 hover:text-brand-900 disabled:opacity-60"
      >
        {visible ? (
          <EyeOff aria-hidden="true" className="size-4" />
        ) : (
          <Eye aria-hidden="true" className="size-4" />
        )}
      </button>
    </div>
  );
}
