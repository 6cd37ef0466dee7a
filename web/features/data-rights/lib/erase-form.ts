import { z } from 'zod';
import { TOTP_DIGITS } from '#common/auth/two-factor';

export const eraseFormTexts = {
  passwordMissing: 'Enter your password.',
  codeFormat: `Enter the ${TOTP_DIGITS}-digit code from your authenticator app.`,
} as const;

/** An authenticator code as typed ("123 456" too), or null when it is not one. */
export function typedCode(typed: string | undefined): string | null {
  const code = (typed ?? '').replace(/\s+/g, '');
  return new RegExp(`^\\d{${TOTP_DIGITS}}$`).test(code) ? code : null;
}

const passwordOnly = z.object({
  password: z.string().min(1, eraseFormTexts.passwordMissing),
  code: z.string().optional(),
});
const withCode = passwordOnly.refine((values) => typedCode(values.code) !== null, {
  path: ['code'],
  message: eraseFormTexts.codeFormat,
});

/**
 * What "Delete my account" asks: the password again, and the authenticator code where the
 * account has two-factor sign-in, as the server asks (the same as any other re-authentication).
 */
export const eraseFormSchema = (askCode: boolean) => (askCode ? withCode : passwordOnly);
export type EraseFormValues = z.input<typeof passwordOnly>;

/** The form's values as the server takes them: the code without its spaces, when asked. */
export function eraseCredentials(values: EraseFormValues): { password: string; code?: string } {
  const code = typedCode(values.code);
  return code ? { password: values.password, code } : { password: values.password };
}
