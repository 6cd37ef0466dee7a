import type { ComponentProps } from 'react';
import { cn } from '#web/lib/cn';

/** A small rounded label beside a name: a role, "Lead inventor", a tag. */
export function Chip({ className, ...props }: ComponentProps<'span'>) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full border border-slate-300 bg-slate-50 px-2 py-0.5 text-xs font-medium whitespace-nowrap text-slate-800',
        className,
      )}
      {...props}
    />
  );
}
