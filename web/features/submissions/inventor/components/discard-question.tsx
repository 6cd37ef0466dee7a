import { useState } from 'react';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog';
import { notify } from '#web/lib/notify';
import { submissionTexts } from '../lib/submission-texts';

/**
 * Asked when the idea dialog is closed (Esc, a click outside, Cancel, the close button) with
 * work it has not saved: keep editing, or discard it.
 */
export function DiscardQuestion({
  open,
  loadedDraft,
  discard,
  onKeepEditing,
  onDiscarded,
}: {
  open: boolean;
  /** A draft opened for editing goes back to how it was; a new idea goes altogether. */
  loadedDraft: boolean;
  discard: () => Promise<void>;
  onKeepEditing: () => void;
  onDiscarded: () => void;
}) {
  const [busy, setBusy] = useState(false);
  const texts = loadedDraft ? submissionTexts.discardChanges : submissionTexts.discardIdea;
  return (
    <ConfirmDialog
      open={open}
      title={texts.title}
      description={texts.message}
      cancelLabel="Keep Editing"
      actions={[{ value: 'discard', label: texts.action, variant: 'destructive' }]}
      busy={busy ? 'discard' : null}
      onCancel={onKeepEditing}
      onAction={() => {
        setBusy(true);
        discard().then(
          () => {
            setBusy(false);
            onDiscarded();
          },
          () => {
            setBusy(false);
            notify.error(
              submissionTexts.discardFailed.title,
              submissionTexts.discardFailed.message,
            );
          },
        );
      }}
    />
  );
}
