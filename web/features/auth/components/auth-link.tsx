import type { ComponentProps } from 'react';
import { Link } from 'react-router';
import { cn } from '#web/lib/cn';

/** A text link of the account screens ('Register here', 'Forgot password?'). */
export function AuthLink({ className, ...props }: ComponentProps<typeof Link>) {
  return (
    <Link
      className={cn(
        'font-medium text-accent-600 underline underline-offset-4 hover:text-accent-700',
        className,
      )}
      {...props}
    />
  );
}
