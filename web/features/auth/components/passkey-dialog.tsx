import { useState, type ReactElement, type ReactNode } from 'react';
import { useFormState } from 'react-hook-form';
import { SubmitButton } from '#web/components/form/submit-button';
import { Button, type ButtonVariant } from '#web/components/ui/button';
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

/**
 * A button that opens a small dialog around a form about a passkey (add, rename, remove). It
 * cannot be closed while `busy` (the browser's own passkey dialog may be open), so the result
 * has somewhere to land. The form is mounted afresh at each opening and given `close`; the
 * focus goes back to the trigger unless `onCloseAutoFocus` sends it elsewhere.
 */
export function PasskeyDialog({
  title,
  description,
  trigger,
  busy,
  onCloseAutoFocus,
  children: form,
}: {
  /** The dialog's name, also in its close button's ("Close <title>"). */
  title: string;
  description: ReactNode;
  trigger: ReactElement;
  busy: boolean;
  onCloseAutoFocus?: (event: Event) => void;
  children: (close: () => void) => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (next || !busy) setOpen(next);
      }}
    >
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent closeLabel={`Close ${title}`} onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle className="break-words">{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {open && form(() => setOpen(false))}
      </DialogContent>
    </Dialog>
  );
}

/** A PasskeyDialog's form's last row: Cancel, and its submit button (`children`, its label). */
export function PasskeyDialogFooter({
  pendingLabel,
  variant,
  children,
}: {
  pendingLabel: string;
  variant?: ButtonVariant;
  children: ReactNode;
}) {
  const { isSubmitting } = useFormState();
  return (
    <DialogFooter>
      <DialogClose asChild>
        <Button variant="outline" className="max-md:h-11" aria-disabled={isSubmitting || undefined}>
          Cancel
        </Button>
      </DialogClose>
      <SubmitButton variant={variant} pendingLabel={pendingLabel} className="max-md:h-11">
        {children}
      </SubmitButton>
    </DialogFooter>
  );
}
