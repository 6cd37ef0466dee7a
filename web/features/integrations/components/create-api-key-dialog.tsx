import type { Ref } from 'react';
import { KeyRound } from 'lucide-react';
import { apiKeyInputSchema, integrationLimits, type ApiKeyInput } from '#common/integrations';
import { Form } from '#web/components/form/form';
import { FormField } from '#web/components/form/form-field';
import { useAppForm } from '#web/components/form/use-app-form';
import { SelectField } from '#web/components/form/select-field';
import type { SelectOption } from '#web/components/ui/admin-select';
import { Button } from '#web/components/ui/button';
import { Input } from '#web/components/ui/input';
import { useCreateApiKey, type CreatedApiKey } from '../api/api-keys';
import { scopeChoices } from '../lib/choices';
import { DEFAULT_EXPIRY_DAYS, expiryChoices, expiryLabel } from '../lib/integration-text';
import { CheckboxGroup } from './checkbox-group';
import { FormDialog, FormDialogFooter } from '#web/components/form/form-dialog';

const expiryOptions: SelectOption<string>[] = expiryChoices.map((days) => ({
  value: String(days),
  label: expiryLabel(days),
}));

/**
 * "Create API key": its name, what it may do and how long it lasts. Once made, the dialog closes
 * and hands the key with its secret to `onCreated`, which shows the secret; the focus goes
 * there rather than back to this button.
 */
export function CreateApiKeyDialog({
  onCreated,
  triggerRef,
}: {
  onCreated: (created: CreatedApiKey) => void;
  triggerRef?: Ref<HTMLButtonElement>;
}) {
  const create = useCreateApiKey();
  return (
    <FormDialog
      title="Create API key"
      description="A key lets another system use the portal's API, doing only what you tick here. Its secret is shown once, when it is made."
      trigger={
        <Button ref={triggerRef}>
          <KeyRound aria-hidden="true" />
          Create API key
        </Button>
      }
      mutation={create}
      onSaved={onCreated}
    >
      {(onSave) => <ApiKeyForm onSave={onSave} />}
    </FormDialog>
  );
}

function ApiKeyForm({ onSave }: { onSave: (input: ApiKeyInput) => Promise<void> }) {
  const form = useAppForm(apiKeyInputSchema, {
    name: '',
    scopes: [],
    expiresInDays: DEFAULT_EXPIRY_DAYS,
  });
  return (
    <Form form={form} aria-label="Create API key" className="space-y-4" onSubmit={onSave}>
      <FormField<ApiKeyInput, 'name'>
        name="name"
        label="Name"
        hint="What will use the key, so you know it later, e.g. Docketing system."
      >
        {({ value, ...control }) => (
          <Input
            {...control}
            value={value ?? ''}
            autoComplete="off"
            maxLength={integrationLimits.name}
          />
        )}
      </FormField>
      <CheckboxGroup<ApiKeyInput>
        name="scopes"
        legend="What the key may do"
        hint="Tick only what the other system needs."
        choices={scopeChoices}
      />
      <SelectField<ApiKeyInput, 'expiresInDays', string>
        name="expiresInDays"
        label="Expires after"
        hint="The key stops working then: make a new one before it does."
        options={expiryOptions}
        toOption={(days) => String(days)}
        fromOption={(days) => Number(days)}
        className="sm:w-56"
      />
      <FormDialogFooter pendingLabel="Creating...">Create key</FormDialogFooter>
    </Form>
  );
}
