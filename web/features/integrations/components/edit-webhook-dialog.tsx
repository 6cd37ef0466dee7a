import { useState } from 'react';
import { Pencil } from 'lucide-react';
import type { z } from 'zod';
import { webhookInputSchema, type Webhook } from '#common/integrations';
import { Form } from '#web/components/form/form';
import { SubmitButton } from '#web/components/form/submit-button';
import { useAppForm } from '#web/components/form/use-app-form';
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
import { useEditWebhook } from '../api/webhooks';
import { WebhookFields } from './webhook-fields';

/** What may change of an endpoint: its description and events; its address stays. */
const editSchema = webhookInputSchema.pick({ description: true, events: true });
type EditInput = z.input<typeof editSchema>;

/** "Edit" an endpoint's description and events; the dialog closes once saved. */
export function EditWebhookDialog({ webhook }: { webhook: Webhook }) {
  const [open, setOpen] = useState(false);
  const edit = useEditWebhook(webhook.id);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (next || !edit.isPending) setOpen(next);
      }}
    >
      <DialogTrigger asChild>
        <Button variant="outline" size="sm" className="max-md:h-11">
          <Pencil aria-hidden="true" />
          Edit<span className="sr-only">{` ${webhook.url}`}</span>
        </Button>
      </DialogTrigger>
      <DialogContent closeLabel="Close Edit endpoint" className="max-w-xl">
        <DialogHeader>
          <DialogTitle>Edit endpoint</DialogTitle>
          <DialogDescription className="[overflow-wrap:anywhere]">{webhook.url}</DialogDescription>
        </DialogHeader>
        {/* Mounted afresh on each opening: the form starts from the endpoint as it is now. */}
        {open && (
          <EditWebhookForm
            webhook={webhook}
            onSave={async (change) => {
              await edit.mutateAsync(change);
              setOpen(false);
            }}
          />
        )}
      </DialogContent>
    </Dialog>
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
  const saving = form.formState.isSubmitting;
  return (
    <Form form={form} aria-label="Edit endpoint" className="space-y-4" onSubmit={onSave}>
      <WebhookFields />
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline" aria-disabled={saving || undefined}>
            Cancel
          </Button>
        </DialogClose>
        <SubmitButton pendingLabel="Saving...">Save changes</SubmitButton>
      </DialogFooter>
    </Form>
  );
}
