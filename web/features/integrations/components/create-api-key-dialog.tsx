import { useRef, useState, type Ref } from 'react';
import { KeyRound } from 'lucide-react';
import { apiKeyInputSchema, integrationLimits, type ApiKeyInput } from '#common/integrations';
import { Form } from '#web/components/form/form';
import { FormField } from '#web/components/form/form-field';
import { SubmitButton } from '#web/components/form/submit-button';
import { useAppForm } from '#web/components/form/use-app-form';
import { AdminSelect, type SelectOption } from '#web/components/ui/admin-select';
import { Button } from '#web/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '#web/components/ui/dialog';
import { Input } from '#web/components/ui/input';
import { useCreateApiKey, type CreatedApiKey } from '../api/api-keys';
import { scopeChoices } from '../lib/choices';
import { DEFAULT_EXPIRY_DAYS, expiryChoices, expiryLabel } from '../lib/integration-text';
import { CheckboxGroup } from './checkbox-group';

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
  const [open, setOpen] = useState(false);
  const create = useCreateApiKey();
  const created = useRef(false);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        // A key being made finishes (and shows its secret) before the dialog may close.
        if (next || !create.isPending) setOpen(next);
      }}
    >
      <DialogTrigger asChild>
        <Button ref={triggerRef}>
          <KeyRound aria-hidden="true" />
          Create API key
        </Button>
      </DialogTrigger>
      <DialogContent
        closeLabel="Close Create API key"
        className="max-w-xl"
        onCloseAutoFocus={(event) => {
          if (!created.current) return;
          created.current = false;
          event.preventDefault();
        }}
      >
        <DialogHeader>
          <DialogTitle>Create API key</DialogTitle>
          <DialogDescription>
            A key lets another system use the portal&apos;s API, doing only what you tick here. Its
            secret is shown once, when it is made.
          </DialogDescription>
        </DialogHeader>
        {/* Mounted afresh on each opening: the form starts empty. */}
        {open && (
          <ApiKeyForm
            onSave={async (input) => {
              const made = await create.mutateAsync(input);
              created.current = true;
              onCreated(made);
              setOpen(false);
            }}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

function ApiKeyForm({ onSave }: { onSave: (input: ApiKeyInput) => Promise<void> }) {
  const form = useAppForm(apiKeyInputSchema, {
    name: '',
    scopes: [],
    expiresInDays: DEFAULT_EXPIRY_DAYS,
  });
  const saving = form.formState.isSubmitting;
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
      <FormField<ApiKeyInput, 'expiresInDays'>
        name="expiresInDays"
        label="Expires after"
        hint="The key stops working then: make a new one before it does."
      >
        {({ id, ref, value, onChange, ...aria }) => (
          <AdminSelect
            id={id}
            ref={ref}
            aria-describedby={aria['aria-describedby']}
            aria-invalid={aria['aria-invalid']}
            value={String(value)}
            options={expiryOptions}
            onValueChange={(days) => onChange(Number(days))}
            className="sm:w-56"
          />
        )}
      </FormField>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline" aria-disabled={saving || undefined}>
            Cancel
          </Button>
        </DialogClose>
        <SubmitButton pendingLabel="Creating...">Create key</SubmitButton>
      </DialogFooter>
    </Form>
  );
}
