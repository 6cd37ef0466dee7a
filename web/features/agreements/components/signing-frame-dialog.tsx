import { useRef, useState } from 'react';
import { LoaderCircle, RotateCw } from 'lucide-react';
import { SIGNING_FRAME_HEIGHT, signingMessages } from '#common/agreements';
import { FormAlert } from '#web/components/ui/alert';
import { Button } from '#web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '#web/components/ui/dialog';
import { useSigningFrameMessages } from '../hooks/use-signing-frame-messages';
import { isCompletionUrl } from '../lib/completion-signals';

/** How long the signing page may take to load before the dialog says it failed. */
const FRAME_LOAD_TIMEOUT_MS = 30_000;

type SigningFrameDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  signingUrl: string;
  documentId: string;
  /** A completion signal came from the frame (a message, or its address): verify it. */
  onSignal: () => void;
  frameHeight?: number;
  /** Why the last completion check did not succeed, shown and announced in the dialog. */
  notice?: string | null;
  onCloseAutoFocus?: (event: Event) => void;
};

type FrameState = 'loading' | 'ready' | 'error';

function SigningFrame({
  signingUrl,
  documentId,
  onSignal,
  frameHeight,
  onRetry,
}: {
  signingUrl: string;
  documentId: string;
  onSignal: () => void;
  frameHeight: number;
  onRetry: () => void;
}) {
  const frameRef = useRef<HTMLIFrameElement>(null);
  const [state, setState] = useState<FrameState>('loading');
  const timer = useRef<number | null>(null);

  useSigningFrameMessages({ active: true, signingUrl, documentId, frameRef, onSignal });

  // The timer starts with the frame element and stops at its first load.
  function attach(frame: HTMLIFrameElement | null) {
    frameRef.current = frame;
    if (frame && timer.current === null) {
      timer.current = window.setTimeout(
        () => setState((current) => (current === 'loading' ? 'error' : current)),
        FRAME_LOAD_TIMEOUT_MS,
      );
    }
    if (!frame && timer.current !== null) {
      window.clearTimeout(timer.current);
      timer.current = null;
    }
  }

  function onLoad() {
    if (timer.current !== null) window.clearTimeout(timer.current);
    setState('ready');
    // Readable only when the frame shows one of our own pages (the provider's redirect back).
    let href: string | null = null;
    try {
      href = frameRef.current?.contentWindow?.location.href ?? null;
    } catch {
      // Another origin: its messages tell us instead.
    }
    if (href && href !== 'about:blank' && isCompletionUrl(href)) onSignal();
  }

  return (
    <div className="relative w-full" style={{ height: `min(${frameHeight}px, 100dvh - 11rem)` }}>
      {state !== 'error' && (
        <iframe
          ref={attach}
          src={signingUrl}
          title="Inventions agreement signing"
          className="size-full rounded-md border border-slate-300 bg-white"
          referrerPolicy="strict-origin-when-cross-origin"
          onLoad={onLoad}
          onError={() => setState('error')}
        />
      )}
      {state === 'loading' && (
        <div
          role="status"
          className="absolute inset-0 flex items-center justify-center gap-3 rounded-md bg-white text-slate-700"
        >
          <LoaderCircle aria-hidden="true" className="size-6 animate-spin text-brand-700" />
          Loading the signing interface...
        </div>
      )}
      {state === 'error' && (
        <div className="flex flex-col items-start gap-3">
          <FormAlert>{signingMessages.frameFailed}</FormAlert>
          <Button variant="outline" onClick={onRetry}>
            <RotateCw aria-hidden="true" />
            Try Again
          </Button>
        </div>
      )}
    </div>
  );
}

/** The embedded signing dialog (spec 02 §2): the provider's signing page in a frame. */
export function SigningFrameDialog({
  open,
  onOpenChange,
  signingUrl,
  documentId,
  onSignal,
  frameHeight = SIGNING_FRAME_HEIGHT,
  notice,
  onCloseAutoFocus,
}: SigningFrameDialogProps) {
  const [attempt, setAttempt] = useState(0);
  const content = useRef<HTMLDivElement>(null);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        ref={content}
        closeLabel="Close signing"
        className="max-w-5xl gap-3 p-4 sm:p-6"
        // The dialog itself takes the focus, so its title is read before the frame's content.
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          content.current?.focus();
        }}
        onCloseAutoFocus={onCloseAutoFocus}
        // A click beside the frame must not throw away a half-finished signature.
        onInteractOutside={(event) => event.preventDefault()}
      >
        <DialogHeader>
          <DialogTitle>Sign the Inventions Agreement</DialogTitle>
          <DialogDescription>
            Read the agreement and sign it below. Your dashboard updates as soon as your signature
            is verified.
          </DialogDescription>
        </DialogHeader>
        {notice && <FormAlert>{notice}</FormAlert>}
        {open && (
          <SigningFrame
            key={`${signingUrl}#${attempt}`}
            signingUrl={signingUrl}
            documentId={documentId}
            onSignal={onSignal}
            frameHeight={frameHeight}
            onRetry={() => setAttempt((n) => n + 1)}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
