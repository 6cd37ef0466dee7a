import { useFormState } from 'react-hook-form';
import { SubmitButton } from '#web/components/form/submit-button';
import { Button, type ButtonVariant } from '#web/components/ui/button';

type FormActionsProps = {
  submitLabel: string;
  busyLabel: string;
  variant?: ButtonVariant | undefined;
  /** Shows a Cancel button before the submit button. */
  onCancel?: (() => void) | undefined;
};

/** A step's buttons, inside its Form: Cancel (when it can be left) and send, both held while busy. */
export function FormActions({ submitLabel, busyLabel, variant, onCancel }: FormActionsProps) {
  const { isSubmitting } = useFormState();
  return (
    <div className="flex flex-wrap gap-3">
      {onCancel && (
        <Button
          variant="outline"
          onClick={() => !isSubmitting && onCancel()}
          aria-disabled={isSubmitting || undefined}
        >
          Cancel
        </Button>
      )}
      <SubmitButton variant={variant} pendingLabel={busyLabel}>
        {submitLabel}
      </SubmitButton>
    </div>
  );
}
