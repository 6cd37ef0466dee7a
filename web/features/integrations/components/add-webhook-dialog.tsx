import { useRef, useState, type Ref } from 'react';
import { Plus } from 'lucide-react';
import { integrationLimits, webhookInputSchema, type WebhookInput } from '#common/integrations';
import { Form } from '#web/components/form/form';
import { FormField } from '#web/components/form/form-field';
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
import { Input } from '#web/components/ui/input';
import { useCreateWebhook, type WebhookWithSecret } from '../api/webhooks';
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
  const [open, setOpen] = useState(false);
  const create = useCreateWebhook();
  const added = useRef(false);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        // An endpoint being added finishes (and shows its secret) before the dialog may close.
        if (next || !create.isPending) setOpen(next);
      }}
    >
      <DialogTrigger asChild>
        <Button ref={triggerRef}>
          <Plus aria-hidden="true" />
          Add endpoint
        </Button>
      </DialogTrigger>
      <DialogContent
        closeLabel="Close Add endpoint"
        className="max-w-xl"
        onCloseAutoFocus={(event) => {
          if (!added.current) return;
          added.current = false;
          event.preventDefault();
        }}
      >
        <DialogHeader>
          <DialogTitle>Add endpoint</DialogTitle>
          <DialogDescription>
            The portal sends the events you choose to this address, signed with a secret shown once,
            when it is added.
          </DialogDescription>
        </DialogHeader>
        {/* Mounted afresh on each opening: the form starts empty. */}
        {open && (
          <AddWebhookForm
            onSave={async (input) => {
              const made = await create.mutateAsync(input);
              added.current = true;
              onAdded(made);
              setOpen(false);
            }}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

function AddWebhookForm({ onSave }: { onSave: (input: WebhookInput) => Promise<void> }) {
  const form = useAppForm(webhookInputSchema, { url: '', description: '', events: [] });
  const saving = form.formState.isSubmitting;
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
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline" aria-disabled={saving || undefined}>
            Cancel
          </Button>
        </DialogClose>
        <SubmitButton pendingLabel="Adding...">Add endpoint</SubmitButton>
      </DialogFooter>
    </Form>
  );
}
