import { useRef, useState, type ReactElement, type ReactNode } from 'react';
import { useFormState } from 'react-hook-form';
import { SubmitButton } from '#web/components/form/submit-button';
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

/**
 * A button that opens a dialog around a form which saves through `mutation` (adds an endpoint,
 * makes a key, adds an identity provider, edits one) and closes once saved.
 *
 * It cannot close (Escape, a click outside, the corner button, Cancel) while the save is under
 * way, so that how it ends has somewhere to land: a secret the server answers only once goes on
 * to `onSaved` to be shown, and a refusal is shown in the form, on its field.
 *
 * Given `onSaved`, the dialog hands it what was saved, and that shows it (a secret, focused so it
 * is ready to copy); the focus then stays there instead of going back to the trigger, which would
 * take it away from the secret. Without `onSaved`, the focus goes back to the trigger as usual.
 */
export function FormDialog<Input, Saved>({
  title,
  description,
  descriptionClassName,
  className = 'max-w-xl',
  trigger,
  mutation,
  onSaved,
  children: form,
}: {
  /** The dialog's name, also in its close button's ("Close <title>"). */
  title: string;
  description: ReactNode;
  descriptionClassName?: string;
  /** The dialog's width class; a long form takes a wider one. */
  className?: string;
  /** The button that opens the dialog. */
  trigger: ReactElement;
  mutation: { mutateAsync: (input: Input) => Promise<Saved>; isPending: boolean };
  onSaved?: (saved: Saved) => void;
  /** The form, given what its submit runs: save, then close. */
  children: (onSave: (input: Input) => Promise<void>) => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const handedOn = useRef(false);
  const save = async (input: Input) => {
    const saved = await mutation.mutateAsync(input);
    if (onSaved) {
      handedOn.current = true;
      onSaved(saved);
    }
    setOpen(false);
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (next || !mutation.isPending) setOpen(next);
      }}
    >
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent
        closeLabel={`Close ${title}`}
        className={className}
        onCloseAutoFocus={(event) => {
          // Once onSaved has shown what was saved, the focus is there: it stays, not back here.
          if (!handedOn.current) return;
          handedOn.current = false;
          event.preventDefault();
        }}
      >
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription className={descriptionClassName}>{description}</DialogDescription>
        </DialogHeader>
        {/* Mounted afresh on each opening: the form starts from its defaults as they are now. */}
        {open && <RenderedForm render={form} onSave={save} />}
      </DialogContent>
    </Dialog>
  );
}

/**
 * The form, `render(onSave)`, as a component of its own: `onSave` (which marks the focus as
 * handed on) is then a handler passed down, run on submit, never while rendering.
 */
function RenderedForm<Input>({
  render,
  onSave,
}: {
  render: (onSave: (input: Input) => Promise<void>) => ReactNode;
  onSave: (input: Input) => Promise<void>;
}) {
  return render(onSave);
}

/** A FormDialog's form's last row: Cancel, and its submit button (`children`, its label). */
export function FormDialogFooter({
  pendingLabel,
  children,
}: {
  /** The submit button's label while saving, e.g. 'Saving...'. */
  pendingLabel: string;
  children: ReactNode;
}) {
  const { isSubmitting } = useFormState();
  return (
    <DialogFooter>
      <DialogClose asChild>
        <Button variant="outline" aria-disabled={isSubmitting || undefined}>
          Cancel
        </Button>
      </DialogClose>
      <SubmitButton pendingLabel={pendingLabel}>{children}</SubmitButton>
    </DialogFooter>
  );
}
