import type { ComponentProps } from 'react';
import { cn } from '#web/lib/cn';
import { inputClassName } from './input';

export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return (
    <textarea className={cn(inputClassName, 'h-auto min-h-32 resize-y', className)} {...props} />
  );
}
