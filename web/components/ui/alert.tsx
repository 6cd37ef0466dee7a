import type { ComponentProps } from 'react';
import { CircleAlert } from 'lucide-react';
import { cn } from '#web/lib/cn';

/** A form-level error, announced when it appears. */
export function FormAlert({ className, children, ...props }: ComponentProps<'div'>) {
  return (
    <div
      role="alert"
      className={cn(
        'flex items-start gap-2 rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-800',
        className,
      )}
      {...props}
    >
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <div>{children}</div>
    </div>
  );
}
