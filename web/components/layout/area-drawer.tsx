import { useState, type ReactNode } from 'react';
import { Menu, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { Button } from '../ui/button';

type AreaDrawerProps = {
  title: string;
  /** The button that opens it, e.g. 'Admin menu'. */
  openLabel: string;
  /** The drawer's content; `close` shuts it, e.g. once a link is followed. */
  children: (close: () => void) => ReactNode;
};

/**
 * Below the xl breakpoint an area's sidebar is a drawer that slides in from the left: the page
 * keeps the window's width.
 */
export function AreaDrawer({ title, openLabel, children }: AreaDrawerProps) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <Button variant="outline" className="max-md:h-11 xl:hidden print:hidden">
          <Menu aria-hidden="true" />
          {openLabel}
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-y-0 left-0 z-50 flex w-72 max-w-[85vw] flex-col overflow-y-auto bg-white p-4 shadow-xl animate-[slide-in-left_200ms_ease-out]"
        >
          <div className="mb-2 flex items-center justify-between">
            <Dialog.Title className="px-3 text-lg font-bold text-brand-900">{title}</Dialog.Title>
            <Dialog.Close asChild>
              <Button
                variant="ghost"
                size="icon"
                className="max-md:size-11"
                aria-label={`Close ${openLabel.toLowerCase()}`}
              >
                <X aria-hidden="true" />
              </Button>
            </Dialog.Close>
          </div>
          {children(() => setOpen(false))}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
