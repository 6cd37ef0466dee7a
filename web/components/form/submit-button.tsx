import { useFormState } from 'react-hook-form';
import { Button, type ButtonProps } from '#web/components/ui/button';
import { useFormSending } from './form';

type SubmitButtonProps = Omit<ButtonProps, 'type'> & {
  /** The label while the form is being sent, e.g. 'Saving...'. */
  pendingLabel: string;
};

/**
 * The Form's send button: stays focusable while busy, and a second press does nothing. Busy too
 * while the form is sent another way (a passkey), under that way's own label.
 */
export function SubmitButton({ pendingLabel, children, ...props }: SubmitButtonProps) {
  const { isSubmitting } = useFormState();
  const sending = useFormSending();
  return (
    <Button type="submit" aria-disabled={sending || undefined} {...props}>
      {isSubmitting ? pendingLabel : children}
    </Button>
  );
}
