import type { ComponentProps } from 'react';
import { TOTP_DIGITS } from '#common/auth/two-factor';
import { Input } from '#web/components/ui/input';
import { cn } from '#web/lib/cn';

/**
 * The field for an authenticator app's code: a numeric keypad on phones, and the code offered
 * by the browser or the phone where they can fill it in.
 */
export function OneTimeCodeInput({ className, ...props }: Omit<ComponentProps<'input'>, 'type'>) {
  return (
    <Input
      {...props}
      type="text"
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9 ]*"
      maxLength={TOTP_DIGITS + 2}
      spellCheck={false}
      className={cn('max-w-48 font-mono tracking-[0.3em]', className)}
    />
  );
}
