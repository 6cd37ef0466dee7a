import { useCallback, useRef } from 'react';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '#web/components/ui/dialog';
import type { SubmissionTarget } from '../api/save-submission';
import { useStaleDraft } from '../hooks/use-stale-draft';
import { StaleDraftNotice } from './stale-draft-notice';
import { SubmissionForm, type SubmissionFormProps } from './submission-form';

type FormProps = Omit<SubmissionFormProps, 'onStale'>;

export type SubmissionDialogProps = Omit<FormProps, 'onBusyChange' | 'onCloseGuard' | 'onClose'> & {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus?: (event: Event) => void;
};

function dialogTexts(target: SubmissionTarget, draftMode: boolean) {
  if (target.kind === 'draft') {
    return draftMode
      ? {
          title: 'Edit Draft',
          description:
            'Change your draft and save it. You can submit it later from My Submissions.',
        }
      : { title: 'Edit Idea', description: 'Change your draft, save it, or submit it for review.' };
  }
  if (target.resubmittedFrom) {
    return {
      title: 'Resubmit Idea',
      description:
        'This creates a new submission from your earlier idea. The original stays as it was sent.',
    };
  }
  return {
    title: 'Submit Your Idea',
    description:
      'Describe your idea; you can add up to 10 documents or images. Submissions are confidential.',
  };
}

/**
 * The idea dialog (spec 02 §2): title, description and optional attachments; Cancel, Save as
 * Draft (Update Draft for a loaded draft) and Submit Idea (hidden in draft mode).
 */
export function SubmissionDialog({
  open,
  onOpenChange,
  onCloseAutoFocus,
  ...form
}: SubmissionDialogProps) {
  const texts = dialogTexts(form.target, form.draftMode ?? false);
  // While saving, the dialog stays open: the save (and any question it asks) finishes first.
  const busy = useRef(false);
  const setBusy = useCallback((value: boolean) => {
    busy.current = value;
  }, []);
  // With unsaved work, closing asks first (the form asks, and closes if told to discard).
  const mayClose = useRef<(() => boolean) | null>(null);
  const setCloseGuard = useCallback((guard: (() => boolean) | null) => {
    mayClose.current = guard;
  }, []);
  const close = useCallback(() => onOpenChange(false), [onOpenChange]);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (next) onOpenChange(true);
        else if (!busy.current && (mayClose.current?.() ?? true)) close();
      }}
    >
      <DialogContent
        className="max-w-2xl"
        closeLabel="Close idea form"
        onCloseAutoFocus={onCloseAutoFocus}
      >
        <DialogHeader>
          <DialogTitle>{texts.title}</DialogTitle>
          <DialogDescription>{texts.description}</DialogDescription>
        </DialogHeader>
        {/* Mounted afresh on every opening, so it starts from the given values. */}
        {open && (
          <EditingSession
            {...form}
            onBusyChange={setBusy}
            onCloseGuard={setCloseGuard}
            onClose={close}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

/**
 * One opening of the form. Should a save find that someone saved the draft since it was
 * loaded, the form starts again from their version, and the notice above it says so.
 */
function EditingSession(props: FormProps) {
  const { reloaded, reload } = useStaleDraft();
  const newer = reloaded?.draft;
  return (
    <>
      {reloaded && <StaleDraftNotice reloaded={reloaded} />}
      <SubmissionForm
        key={reloaded?.key ?? 0}
        {...props}
        {...(newer && {
          target: { kind: 'draft', draft: newer, autosaved: reloaded.autosaved },
          initial: newer,
        })}
        onStale={(stale, typed) => void reload(stale, typed)}
      />
    </>
  );
}
