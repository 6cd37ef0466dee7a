import { useState } from 'react';
import { UserPen } from 'lucide-react';
import { correctAddressSchema, type CoInventorRecord } from '#common/co-inventors';
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
import { useCorrectAddress } from '#web/features/submissions/staff/api/co-inventor-invitations';
import { namesAField } from '#web/features/submissions/staff/api/update-submission-status';

/**
 * "Correct address" of a co-inventor who has not answered: the address they were invited at,
 * changed. The server refuses a bad or taken address on the field; the dialog closes once saved.
 */
export function CorrectAddressDialog({
  submissionId,
  coInventor,
}: {
  submissionId: string;
  coInventor: CoInventorRecord;
}) {
  const [open, setOpen] = useState(false);
  const correct = useCorrectAddress();
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        // A save under way finishes (and reports) before the dialog may close.
        if (next || !correct.isPending) setOpen(next);
      }}
    >
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          <UserPen aria-hidden="true" />
          Correct address<span className="sr-only">{` of ${coInventor.name}`}</span>
        </Button>
      </DialogTrigger>
      <DialogContent closeLabel="Close Correct address">
        <DialogHeader>
          <DialogTitle>Correct address</DialogTitle>
          <DialogDescription className="break-words">
            {`${coInventor.name} has not answered yet. They are invited again at the corrected address, and the old one can no longer open the idea.`}
          </DialogDescription>
        </DialogHeader>
        {/* Mounted afresh on each opening: the field starts from the address as it is now. */}
        {open && (
          <AddressForm
            email={coInventor.email}
            onSave={async (email) => {
              await correct.mutateAsync({
                submissionId,
                coInventorId: coInventor.id,
                name: coInventor.name,
                email,
              });
              setOpen(false);
            }}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

function AddressForm({
  email,
  onSave,
}: {
  email: string;
  onSave: (email: string) => Promise<void>;
}) {
  const form = useAppForm(correctAddressSchema, { email });
  const saving = form.formState.isSubmitting;
  return (
    <Form
      form={form}
      onSubmit={async (values) => {
        try {
          await onSave(values.email);
        } catch (error) {
          // Anything but the field's refusal has had its toast.
          if (namesAField(error)) throw error;
        }
      }}
      className="flex flex-col gap-4"
    >
      <FormField name="email" label="Email">
        {({ value, ...control }) => (
          <Input {...control} value={value ?? ''} type="email" autoComplete="off" />
        )}
      </FormField>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline" aria-disabled={saving || undefined}>
            Cancel
          </Button>
        </DialogClose>
        <SubmitButton pendingLabel="Saving...">Save address</SubmitButton>
      </DialogFooter>
    </Form>
  );
}
