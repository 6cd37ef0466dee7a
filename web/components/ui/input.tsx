import type { ComponentProps } from 'react';
import { cn } from '#web/lib/cn';

/** slate-500 borders keep the 3:1 contrast a control's outline needs. */
export const inputClassName = cn(
  'flex h-10 w-full rounded-md border border-slate-500 bg-white px-3 py-2 text-base text-slate-900 sm:text-sm',
  'placeholder:text-slate-500 aria-invalid:border-red-700 aria-invalid:ring-1 aria-invalid:ring-red-700',
  'disabled:cursor-not-allowed disabled:bg-slate-100 disabled:opacity-70',
);

export function Input({ className, ...props }: ComponentProps<'input'>) {
  return <input className={cn(inputClassName, className)} {...props} />;
}
