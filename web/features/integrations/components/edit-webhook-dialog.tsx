import { Pencil } from 'lucide-react';
import type { z } from 'zod';
import { webhookInputSchema, type Webhook } from '#common/integrations';
import { Form } from '#web/components/form/form';
import { useAppForm } from '#web/components/form/use-app-form';
import { Button } from '#web/components/ui/button';
import { useEditWebhook } from '../api/webhooks';
import { FormDialog, FormDialogFooter } from '#web/components/form/form-dialog';
import { WebhookFields } from './webhook-fields';

/** What may change of an endpoint: its description and events; its address stays. */
const editSchema = webhookInputSchema.pick({ description: true, events: true });
type EditInput = z.input<typeof editSchema>;

/** "Edit" an endpoint's description and events; the dialog closes once saved. */
export function EditWebhookDialog({ webhook }: { webhook: Webhook }) {
  const edit = useEditWebhook(webhook.id);
  return (
    <FormDialog
      title="Edit endpoint"
      description={webhook.url}
      descriptionClassName="[overflow-wrap:anywhere]"
      trigger={
        <Button variant="outline" size="sm" className="max-md:h-11">
          <Pencil aria-hidden="true" />
          Edit<span className="sr-only">{` ${webhook.url}`}</span>
        </Button>
      }
      mutation={edit}
    >
      {(onSave) => <EditWebhookForm webhook={webhook} onSave={onSave} />}
    </FormDialog>
  );
}

function EditWebhookForm({
  webhook,
  onSave,
}: {
  webhook: Webhook;
  onSave: (change: EditInput) => Promise<void>;
}) {
  const form = useAppForm(editSchema, {
    description: webhook.description,
    events: [...webhook.events],
  });
  return (
    <Form form={form} aria-label="Edit endpoint" className="space-y-4" onSubmit={onSave}>
      <WebhookFields />
      <FormDialogFooter pendingLabel="Saving...">Save changes</FormDialogFooter>
    </Form>
  );
}
