import { z } from 'zod';
import { agreementMessages } from '#common/agreements';
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
} from '#web/components/ui/dialog';
import { Input } from '#web/components/ui/input';
import { agreementDetails } from '../lib/signing-form';

export interface AgreementDetails {
  fullName: string;
  jobTitle: string;
}

type AgreementDetailsDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where the fields start: the profile's or the browser record's name and job title. */
  defaults: AgreementDetails;
  /**
   * 'Continue to Signing' with the trimmed values; the dialog waits for it. A message it
   * returns is shown in the dialog (toasts are hidden from screen readers behind a modal).
   */
  onContinue: (details: AgreementDetails) => Promise<string | null>;
  /** Called instead of Radix's focus return when the dialog closes. */
  onCloseAutoFocus?: (event: Event) => void;
};

const detailFields = [
  { name: 'fullName', label: 'Full Name', autoComplete: 'name' },
  { name: 'jobTitle', label: 'Job Title', autoComplete: 'organization-title' },
] as const;

/** Both are required (spec 02 §5 "Agreement form"): the message goes on the first one missing. */
const schema = z
  .object({ fullName: z.string(), jobTitle: z.string() })
  .superRefine((values, ctx) => {
    if (agreementDetails(values)) return;
    const { title, message } = agreementMessages.missingInformation;
    ctx.addIssue({
      code: 'custom',
      path: [values.fullName.trim() ? 'jobTitle' : 'fullName'],
      message: `${title}: ${message}`,
    });
  });

function DetailsForm({
  defaults,
  onContinue,
}: Pick<AgreementDetailsDialogProps, 'defaults' | 'onContinue'>) {
  const form = useAppForm(schema, defaults);

  async function onSubmit(values: AgreementDetails) {
    const failure = await onContinue({
      fullName: values.fullName.trim(),
      jobTitle: values.jobTitle.trim(),
    });
    if (failure) throw new Error(failure);
  }

  return (
    <Form form={form} onSubmit={onSubmit} className="flex flex-col gap-4">
      {detailFields.map(({ name, label, autoComplete }) => (
        <FormField<AgreementDetails, typeof name> key={name} name={name} label={label}>
          {(control) => <Input {...control} autoComplete={autoComplete} required />}
        </FormField>
      ))}
      <DialogFooter className="pt-2">
        <DialogClose asChild>
          <Button variant="outline">Cancel</Button>
        </DialogClose>
        <SubmitButton pendingLabel="Preparing...">Continue to Signing</SubmitButton>
      </DialogFooter>
    </Form>
  );
}

/** The agreement details dialog (spec 02 §2): who signs, before the signing page opens. */
export function AgreementDetailsDialog({
  open,
  onOpenChange,
  defaults,
  onContinue,
  onCloseAutoFocus,
}: AgreementDetailsDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel="Close agreement details" onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle>Agreement Details</DialogTitle>
          <DialogDescription>
            Your full name and job title appear on the inventions agreement you are about to sign.
          </DialogDescription>
        </DialogHeader>
        {/* Mounted afresh on every opening, so it starts from the latest defaults. */}
        {open && <DetailsForm defaults={defaults} onContinue={onContinue} />}
      </DialogContent>
    </Dialog>
  );
}
