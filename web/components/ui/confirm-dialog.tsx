import { useCallback, useRef, useState, type ReactNode } from 'react';
import { LoaderCircle } from 'lucide-react';
import { AlertDialog as Primitive } from 'radix-ui';
import { Button, type ButtonVariant } from './button';
import { DialogFooter, DialogHeader } from './dialog';

export interface ConfirmAction<V extends string> {
  value: V;
  label: string;
  variant?: ButtonVariant;
}

export interface ConfirmDialogProps<V extends string> {
  open: boolean;
  title: string;
  description: ReactNode;
  /** More about the choice, under the description. */
  details?: ReactNode;
  actions: ConfirmAction<V>[];
  cancelLabel?: string;
  /** The action being carried out: its button says so, and the dialog stays open meanwhile. */
  busy?: V | null;
  onAction: (value: V) => void;
  onCancel: () => void;
  /** Called instead of Radix's focus return when the dialog closes. */
  onCloseAutoFocus?: (event: Event) => void;
}

/**
 * A question the user must answer before going on: an alert dialog (focus moves to Cancel,
 * Escape cancels, focus returns to what opened it). Each action is a button of its own.
 */
export function ConfirmDialog<V extends string>({
  open,
  title,
  description,
  details,
  actions,
  cancelLabel = 'Cancel',
  busy = null,
  onAction,
  onCancel,
  onCloseAutoFocus,
}: ConfirmDialogProps<V>) {
  return (
    <Primitive.Root
      open={open}
      onOpenChange={(next) => {
        if (!next && busy === null) onCancel();
      }}
    >
      <Primitive.Portal>
        <Primitive.Overlay className="fixed inset-0 z-50 bg-slate-900/60" />
        <Primitive.Content
          onCloseAutoFocus={onCloseAutoFocus}
          className="fixed top-1/2 left-1/2 z-50 flex max-h-[95dvh] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 flex-col gap-4 overflow-y-auto rounded-xl border border-slate-200 bg-white p-6 text-slate-900 shadow-xl"
        >
          <DialogHeader className="pr-0">
            <Primitive.Title className="text-xl leading-tight font-semibold text-brand-900">
              {title}
            </Primitive.Title>
            <Primitive.Description className="text-sm text-slate-700">
              {description}
            </Primitive.Description>
          </DialogHeader>
          {details && <div className="text-sm text-slate-700">{details}</div>}
          <DialogFooter>
            <Primitive.Cancel asChild>
              <Button variant="outline" aria-disabled={busy !== null || undefined}>
                {cancelLabel}
              </Button>
            </Primitive.Cancel>
            {actions.map((action) => (
              <Button
                key={action.value}
                variant={action.variant ?? 'default'}
                aria-disabled={busy !== null || undefined}
                aria-busy={busy === action.value || undefined}
                onClick={() => {
                  if (busy === null) onAction(action.value);
                }}
              >
                {busy === action.value && (
                  <LoaderCircle aria-hidden="true" className="animate-spin" />
                )}
                {action.label}
              </Button>
            ))}
          </DialogFooter>
        </Primitive.Content>
      </Primitive.Portal>
    </Primitive.Root>
  );
}

export type ConfirmRequest<V extends string> = Omit<
  ConfirmDialogProps<V>,
  'open' | 'busy' | 'onAction' | 'onCancel' | 'onCloseAutoFocus'
>;

/**
 * Asks a question and waits for the answer: `ask` resolves with the chosen action's value, or
 * 'cancel'. Render `dialog` once, where the question should appear.
 */
export function useConfirm<V extends string>() {
  const [request, setRequest] = useState<ConfirmRequest<V> | null>(null);
  const resolver = useRef<((value: V | 'cancel') => void) | null>(null);
  // A dialog opened without a trigger element would otherwise return focus to the page's body.
  const opener = useRef<HTMLElement | null>(null);

  const ask = useCallback(
    (next: ConfirmRequest<V>) =>
      new Promise<V | 'cancel'>((resolve) => {
        resolver.current?.('cancel');
        resolver.current = resolve;
        opener.current =
          document.activeElement instanceof HTMLElement ? document.activeElement : null;
        setRequest(next);
      }),
    [],
  );

  const answer = (value: V | 'cancel') => {
    resolver.current?.(value);
    resolver.current = null;
    setRequest(null);
  };

  const dialog = request ? (
    <ConfirmDialog
      open
      {...request}
      onAction={(value) => answer(value)}
      onCancel={() => answer('cancel')}
      onCloseAutoFocus={(event) => {
        event.preventDefault();
        opener.current?.focus();
      }}
    />
  ) : null;

  return { dialog, ask };
}
