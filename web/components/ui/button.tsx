import type { ComponentProps } from 'react';
import { Slot } from 'radix-ui';
import { cn } from '#web/lib/cn';

const variants = {
  default: 'bg-brand-900 text-white shadow-sm hover:bg-brand-700',
  accent: 'bg-accent-600 text-white shadow-sm hover:bg-accent-700',
  outline: 'border border-brand-900 bg-white text-brand-900 hover:bg-brand-50',
  ghost: 'text-brand-900 hover:bg-brand-50',
  destructive: 'bg-red-700 text-white shadow-sm hover:bg-red-800',
} as const;

const sizes = {
  default: 'h-10 px-4 py-2 text-sm',
  sm: 'h-8 px-3 text-sm',
  lg: 'h-12 px-6 text-base',
  icon: 'size-10',
} as const;

export type ButtonVariant = keyof typeof variants;
export type ButtonSize = keyof typeof sizes;

export function buttonClassName({
  variant = 'default',
  size = 'default',
  className,
}: {
  variant?: ButtonVariant | undefined;
  size?: ButtonSize | undefined;
  className?: string | undefined;
} = {}): string {
  return cn(
    'inline-flex shrink-0 items-center justify-center gap-2 rounded-md font-medium whitespace-nowrap transition-colors',
    'disabled:pointer-events-none disabled:opacity-60 [&_svg]:size-4 [&_svg]:shrink-0',
    // aria-disabled keeps a busy button focusable, so keyboard focus is not lost mid-action.
    'aria-disabled:cursor-not-allowed aria-disabled:opacity-60',
    variants[variant],
    sizes[size],
    className,
  );
}

export type ButtonProps = ComponentProps<'button'> & {
  variant?: ButtonVariant | undefined;
  size?: ButtonSize | undefined;
  /** Render the single child (for example a router Link) with button styling. */
  asChild?: boolean;
};

export function Button({ variant, size, asChild = false, className, type, ...props }: ButtonProps) {
  const styles = buttonClassName({ variant, size, className });
  if (asChild) {
    return <Slot.Root className={styles} {...props} />;
  }
  // Default to "button" so a Button inside a form never submits by accident.
  return <button type={type ?? 'button'} className={styles} {...props} />;
}
