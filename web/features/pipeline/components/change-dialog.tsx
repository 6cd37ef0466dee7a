import { useRef, type ReactNode } from 'react';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '#web/components/ui/dialog';

/**
 * For a dialog whose change takes away the button that opened it: call `changed` once the change
 * is saved, before the dialog closes; as it closes, `onCloseAutoFocus` then hands the focus to
 * `onDone` instead of to that button.
 */
export function useFocusAfterChange(onDone: () => void) {
  const changed = useRef(false);
  return {
    changed: () => {
      changed.current = true;
    },
    onCloseAutoFocus: (event: Event) => {
      if (!changed.current) return;
      changed.current = false;
      event.preventDefault();
      onDone();
    },
  };
}

/**
 * A dialog that makes a change to an idea's pipeline (a move, an opinion, the decision), under
 * its title the idea it changes. It stays open while the change is being saved.
 */
export function ChangeDialog({
  open,
  onOpenChange,
  pending,
  trigger,
  title,
  closeLabel = `Close ${title}`,
  description,
  className,
  onCloseAutoFocus,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Whether the change is being saved. */
  pending: boolean;
  /** The button that opens it, where it has its own. */
  trigger?: ReactNode;
  title: string;
  closeLabel?: string;
  /** The idea it changes (ideaLine). */
  description: ReactNode;
  className?: string;
  /** Where the focus goes as it closes (useFocusAfterChange). */
  onCloseAutoFocus?: (event: Event) => void;
  children: ReactNode;
}) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next && pending) return;
        onOpenChange(next);
      }}
    >
      {trigger && <DialogTrigger asChild>{trigger}</DialogTrigger>}
      <DialogContent
        className={className}
        closeLabel={closeLabel}
        onCloseAutoFocus={onCloseAutoFocus}
      >
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription className="break-words">{description}</DialogDescription>
        </DialogHeader>
        {children}
      </DialogContent>
    </Dialog>
  );
}
