import { useEffect, useState } from 'react';
import { Plus } from 'lucide-react';
import { z } from 'zod';
import { passkeyLimits, passkeyName } from '#common/contracts/passkeys';
import { Form } from '#web/components/form/form';
import { FormField } from '#web/components/form/form-field';
import { useAppForm } from '#web/components/form/use-app-form';
import { Button } from '#web/components/ui/button';
import { Input } from '#web/components/ui/input';
import { PasskeyNotice } from '#web/components/ui/passkey-notice';
import { preloadWebAuthn } from '#web/lib/webauthn';
import { useAddPasskey } from '../api/passkeys';
import { isPasskeyCancelled } from '../lib/passkey-failure';
import { PasskeyDialog, PasskeyDialogFooter } from './passkey-dialog';

const schema = z.object({ name: passkeyName });

/**
 * "Add a passkey": its name, then the browser's own dialog, where the device makes the passkey
 * and checks who holds it. Closing that dialog is said calmly here, and the form stays to try
 * again; once added, this dialog closes and a toast says so.
 */
export function AddPasskeyDialog() {
  const add = useAddPasskey();
  return (
    <PasskeyDialog
      title="Add a passkey"
      description="Name it, then follow your browser's steps: your device asks for your fingerprint, face or PIN."
      busy={add.isPending}
      trigger={
        <Button className="max-md:h-11">
          <Plus aria-hidden="true" />
          Add a passkey
        </Button>
      }
    >
      {(close) => (
        <AddPasskeyForm
          onAdd={async (name) => {
            await add.mutateAsync(name);
            close();
          }}
        />
      )}
    </PasskeyDialog>
  );
}

function AddPasskeyForm({ onAdd }: { onAdd: (name: string) => Promise<void> }) {
  const form = useAppForm(schema, { name: '' });
  const [notice, setNotice] = useState<string | null>(null);
  useEffect(preloadWebAuthn, []);
  return (
    <Form
      form={form}
      aria-label="Add a passkey"
      className="space-y-4"
      onSubmit={async ({ name }) => {
        setNotice(null);
        try {
          await onAdd(name);
        } catch (failure) {
          if (!isPasskeyCancelled(failure)) throw failure;
          setNotice(failure.message);
        }
      }}
    >
      <PasskeyNotice message={notice} />
      <FormField<z.input<typeof schema>, 'name'>
        name="name"
        label="Passkey name"
        hint="Such as the device it is on"
      >
        {({ value, ...control }) => (
          <Input
            {...control}
            value={value ?? ''}
            autoComplete="off"
            maxLength={passkeyLimits.name}
          />
        )}
      </FormField>
      <PasskeyDialogFooter pendingLabel="Waiting for your device...">
        Add passkey
      </PasskeyDialogFooter>
    </Form>
  );
}
