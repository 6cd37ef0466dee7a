import type { Ref } from 'react';
import { Plus } from 'lucide-react';
import { integrationLimits, webhookInputSchema, type WebhookInput } from '#common/integrations';
import { Form } from '#web/components/form/form';
import { FormField } from '#web/components/form/form-field';
import { useAppForm } from '#web/components/form/use-app-form';
import { Button } from '#web/components/ui/button';
import { Input } from '#web/components/ui/input';
import { useCreateWebhook, type WebhookWithSecret } from '../api/webhooks';
import { FormDialog, FormDialogFooter } from '#web/components/form/form-dialog';
import { WebhookFields } from './webhook-fields';

/**
 * "Add endpoint": its address, description and events. Once added, the dialog closes and hands
 * the endpoint with its signing secret to `onAdded`, which shows the secret; the focus goes
 * there rather than back to this button.
 */
export function AddWebhookDialog({
  onAdded,
  triggerRef,
}: {
  onAdded: (added: WebhookWithSecret) => void;
  triggerRef?: Ref<HTMLButtonElement>;
}) {
  const create = useCreateWebhook();
  return (
    <FormDialog
      title="Add endpoint"
      description="The portal sends the events you choose to this address, signed with a secret shown once, when it is added."
      trigger={
        <Button ref={triggerRef}>
          <Plus aria-hidden="true" />
          Add endpoint
        </Button>
      }
      mutation={create}
      onSaved={onAdded}
    >
      {(onSave) => <AddWebhookForm onSave={onSave} />}
    </FormDialog>
  );
}

function AddWebhookForm({ onSave }: { onSave: (input: WebhookInput) => Promise<void> }) {
  const form = useAppForm(webhookInputSchema, { url: '', description: '', events: [] });
  return (
    <Form form={form} aria-label="Add endpoint" className="space-y-4" onSubmit={onSave}>
      <FormField<WebhookInput, 'url'>
        name="url"
        label="Endpoint URL"
        hint="The address of the receiving system, starting with https://. Only public addresses are allowed."
      >
        {({ value, ...control }) => (
          <Input
            {...control}
            value={value ?? ''}
            type="url"
            inputMode="url"
            autoComplete="off"
            spellCheck={false}
            placeholder="https://example.com/hooks/portal"
            maxLength={integrationLimits.url}
          />
        )}
      </FormField>
      <WebhookFields />
      <FormDialogFooter pendingLabel="Adding...">Add endpoint</FormDialogFooter>
    </Form>
  );
}
