import { useId, useRef, useState, type FormEvent } from 'react';
import { agreementMessages } from '#common/agreements';
import { FormAlert } from '#web/components/ui/alert';
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
import { Field } from '#web/components/ui/field';
import { Input } from '#web/components/ui/input';
import { notify } from '#web/lib/notify';
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

function DetailsForm({
  defaults,
  onContinue,
}: Pick<AgreementDetailsDialogProps, 'defaults' | 'onContinue'>) {
  const [values, setValues] = useState(defaults);
  const [missing, setMissing] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const alertId = useId();
  const fullNameInput = useRef<HTMLInputElement>(null);
  const jobTitleInput = useRef<HTMLInputElement>(null);
  const inputs = { fullName: fullNameInput, jobTitle: jobTitleInput };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const details = agreementDetails(values);
    if (!details) {
      const { title, message } = agreementMessages.missingInformation;
      setMissing(true);
      setFailure(null);
      notify.error(title, message);
      (values.fullName.trim() ? jobTitleInput : fullNameInput).current?.focus();
      return;
    }
    setMissing(false);
    setFailure(null);
    setSubmitting(true);
    try {
      setFailure(await onContinue(details));
    } finally {
      setSubmitting(false);
    }
  }

  const invalid = (value: string) =>
    missing && value.trim() === ''
      ? ({ 'aria-invalid': true, 'aria-describedby': alertId } as const)
      : {};

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      {missing && (
        <FormAlert id={alertId}>{agreementMessages.missingInformation.message}</FormAlert>
      )}
      {failure && <FormAlert>{failure}</FormAlert>}
      {detailFields.map(({ name, label, autoComplete }) => (
        <Field key={name} label={label}>
          {(control) => (
            <Input
              {...control}
              {...invalid(values[name])}
              ref={inputs[name]}
              name={name}
              autoComplete={autoComplete}
              required
              value={values[name]}
              onChange={(event) => setValues({ ...values, [name]: event.target.value })}
            />
          )}
        </Field>
      ))}
      <DialogFooter className="pt-2">
        <DialogClose asChild>
          <Button variant="outline">Cancel</Button>
        </DialogClose>
        <Button type="submit" aria-disabled={submitting || undefined}>
          {submitting ? 'Preparing...' : 'Continue to Signing'}
        </Button>
      </DialogFooter>
    </form>
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
