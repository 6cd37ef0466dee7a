import { Button, type ButtonVariant } from '#web/components/ui/button';

type FormActionsProps = {
  submitting: boolean;
  submitLabel: string;
  busyLabel: string;
  variant?: ButtonVariant | undefined;
  /** Shows a Cancel button before the submit button. */
  onCancel?: (() => void) | undefined;
};

/** A step's buttons: Cancel (when it can be left) and its submit button, both held while busy. */
export function FormActions({
  submitting,
  submitLabel,
  busyLabel,
  variant,
  onCancel,
}: FormActionsProps) {
  return (
    <div className="flex flex-wrap gap-3">
      {onCancel && (
        <Button
          variant="outline"
          onClick={() => !submitting && onCancel()}
          aria-disabled={submitting || undefined}
        >
          Cancel
        </Button>
      )}
      <Button type="submit" variant={variant} aria-disabled={submitting || undefined}>
        {submitting ? busyLabel : submitLabel}
      </Button>
    </div>
  );
}
