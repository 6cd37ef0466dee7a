import { OneTimeCodeInput } from '#web/components/ui/one-time-code-input';
import { PasswordInput } from '#web/components/ui/password-input';
import type { PasskeyProof } from '#web/lib/webauthn';
import { FormField } from './form-field';
import { PasskeySignature } from './passkey-signature';

const codeLabels = {
  asked: 'Authenticator code',
  optional: 'Authenticator code (if you use two-factor sign-in)',
} as const;

/**
 * What an electronic signature asks of the signer (21 CFR 11.200), as fields `password` and
 * `code` of the surrounding Form: the password again and the authenticator code, asked of an
 * account with two-factor sign-in (`asked`), offered where the form does not know (`optional`),
 * or left out (`none`). With `onPasskey`, a signer who has a passkey may sign with it instead:
 * the form's other fields are checked, and `onPasskey` sends it with the passkey's answer.
 */
export function SignatureFields({
  code,
  onPasskey,
}: {
  code: keyof typeof codeLabels | 'none';
  onPasskey?: (passkey: PasskeyProof) => Promise<unknown>;
}) {
  const fields = (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField name="password" label="Your password" hint="Signing asks for your password again.">
        {(field) => (
          <PasswordInput {...field} fieldName="Password" autoComplete="current-password" />
        )}
      </FormField>
      {code !== 'none' && (
        <FormField name="code" label={codeLabels[code]}>
          {(field) => <OneTimeCodeInput {...field} value={field.value ?? ''} />}
        </FormField>
      )}
    </div>
  );
  if (!onPasskey) return fields;
  return (
    <div className="space-y-4">
      {fields}
      <PasskeySignature onSign={onPasskey} />
    </div>
  );
}
