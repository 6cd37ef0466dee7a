import { useRef } from 'react';
import { Trash2 } from 'lucide-react';
import { z } from 'zod';
import type { Passkey } from '#common/contracts/passkeys';
import { Form } from '#web/components/form/form';
import { SignatureFields } from '#web/components/form/signature-fields';
import { useAppForm } from '#web/components/form/use-app-form';
import { Button } from '#web/components/ui/button';
import { useRemovePasskey, type RemovalCredentials } from '../api/passkeys';
import { authenticatorCode, codeMessages } from '../lib/two-factor-codes';
import { PasskeyDialog, PasskeyDialogFooter } from './passkey-dialog';

const PASSWORD_MISSING = 'Enter your password.';

const passwordSchema = z.object({
  password: z.string().min(1, PASSWORD_MISSING),
  code: z.string(),
});
const withCodeSchema = passwordSchema.refine((values) => authenticatorCode(values.code) !== null, {
  path: ['code'],
  message: codeMessages.authenticatorFormat,
});

/**
 * "Remove <name>": with the password again, and the authenticator code where the account has
 * two-factor sign-in, as the server asks. Once removed, its button is gone with it, so the
 * focus goes to `onRemoved`'s choice rather than back to it.
 */
export function RemovePasskeyDialog({
  passkey,
  askCode,
  onRemoved,
}: {
  passkey: Passkey;
  askCode: boolean;
  onRemoved: () => void;
}) {
  const remove = useRemovePasskey(passkey.id);
  const removed = useRef(false);
  return (
    <PasskeyDialog
      title={`Remove ${passkey.name}?`}
      description={`This passkey can no longer sign you in. To confirm, enter your password${askCode ? ' and a code from your authenticator app' : ''}.`}
      busy={remove.isPending}
      onCloseAutoFocus={(event) => {
        if (!removed.current) return;
        event.preventDefault();
        onRemoved();
      }}
      trigger={
        <Button variant="outline" size="sm" className="max-md:h-11">
          <Trash2 aria-hidden="true" />
          Remove<span className="sr-only">{` ${passkey.name}`}</span>
        </Button>
      }
    >
      {(close) => (
        <RemoveForm
          askCode={askCode}
          onRemove={async (credentials) => {
            await remove.mutateAsync(credentials);
            removed.current = true;
            close();
          }}
        />
      )}
    </PasskeyDialog>
  );
}

function RemoveForm({
  askCode,
  onRemove,
}: {
  askCode: boolean;
  onRemove: (credentials: RemovalCredentials) => Promise<void>;
}) {
  const form = useAppForm(askCode ? withCodeSchema : passwordSchema, { password: '', code: '' });
  return (
    <Form
      form={form}
      aria-label="Remove passkey"
      className="space-y-4"
      onSubmit={({ password, code }) => {
        const typed = askCode ? authenticatorCode(code) : null;
        return onRemove(typed ? { password, code: typed } : { password });
      }}
    >
      <SignatureFields code={askCode ? 'asked' : 'none'} />
      <PasskeyDialogFooter variant="destructive" pendingLabel="Removing...">
        Remove passkey
      </PasskeyDialogFooter>
    </Form>
  );
}
