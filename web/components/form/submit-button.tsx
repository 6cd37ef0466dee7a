import { useFormState } from 'react-hook-form';
import { Button, type ButtonProps } from '#web/components/ui/button';

type SubmitButtonProps = Omit<ButtonProps, 'type'> & {
  /** The label while the form is being sent, e.g. 'Saving...'. */
  pendingLabel: string;
};

/** The Form's send button: stays focusable while busy, and a second press does nothing. */
export function SubmitButton({ pendingLabel, children, ...props }: SubmitButtonProps) {
  const { isSubmitting } = useFormState();
  return (
    <Button type="submit" aria-disabled={isSubmitting || undefined} {...props}>
      {isSubmitting ? pendingLabel : children}
    </Button>
  );
}
