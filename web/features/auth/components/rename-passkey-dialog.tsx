import { Pencil } from 'lucide-react';
import { z } from 'zod';
import { passkeyLimits, passkeyName, type Passkey } from '#common/contracts/passkeys';
import { Form } from '#web/components/form/form';
import { FormField } from '#web/components/form/form-field';
import { useAppForm } from '#web/components/form/use-app-form';
import { Button } from '#web/components/ui/button';
import { Input } from '#web/components/ui/input';
import { useRenamePasskey } from '../api/passkeys';
import { PasskeyDialog, PasskeyDialogFooter } from './passkey-dialog';

const schema = z.object({ name: passkeyName });

/** "Rename <name>": the passkey's name, so its owner knows which device it is on. */
export function RenamePasskeyDialog({ passkey }: { passkey: Passkey }) {
  const rename = useRenamePasskey(passkey.id);
  return (
    <PasskeyDialog
      title="Rename passkey"
      description={`Give “${passkey.name}” a name you will recognise.`}
      busy={rename.isPending}
      trigger={
        <Button variant="outline" size="sm" className="max-md:h-11">
          <Pencil aria-hidden="true" />
          Rename<span className="sr-only">{` ${passkey.name}`}</span>
        </Button>
      }
    >
      {(close) => (
        <RenameForm
          name={passkey.name}
          onRename={async (name) => {
            await rename.mutateAsync(name);
            close();
          }}
        />
      )}
    </PasskeyDialog>
  );
}

function RenameForm({
  name,
  onRename,
}: {
  name: string;
  onRename: (name: string) => Promise<void>;
}) {
  const form = useAppForm(schema, { name });
  return (
    <Form
      form={form}
      aria-label="Rename passkey"
      className="space-y-4"
      onSubmit={({ name: renamed }) => onRename(renamed)}
    >
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
      <PasskeyDialogFooter pendingLabel="Saving...">Save passkey name</PasskeyDialogFooter>
    </Form>
  );
}
