import { useId, useRef, useState, type FormEvent } from 'react';
import { LoaderCircle, Paperclip, X } from 'lucide-react';
import { ATTACHMENT_HINT, attachmentAccept } from '#common/attachments';
import { submissionLimits } from '#common/submissions';
import { FormAlert } from '#web/components/ui/alert';
import { Button } from '#web/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '#web/components/ui/dialog';
import { Field } from '#web/components/ui/field';
import { Input, inputClassName } from '#web/components/ui/input';
import { Textarea } from '#web/components/ui/textarea';
import { cn } from '#web/lib/cn';
import { notify } from '#web/lib/notify';
import { useSaveIdea } from '../hooks/use-save-idea';
import { attachmentProblem, formatFileSize } from '../lib/attachment-check';
import type { AttachmentChoice, IdeaTarget, SaveIdeaOutcome, Submitter } from '../lib/save-idea';

export interface IdeaDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** A new idea (or a resubmission) with the id made for it, or a loaded draft. */
  target: IdeaTarget;
  /** Draft mode (the `edit` parameter): only Update Draft, no Submit Idea. */
  draftMode?: boolean;
  /** Where the fields start (a draft's values, or the idea being resubmitted). */
  initial?: { title: string; description: string };
  /** Said under the attachment field (e.g. that a resubmission does not copy the file). */
  attachmentNote?: string | null;
  submitter: Submitter;
  /** After a save the dialog closes; this hears how it went. */
  onDone?: (outcome: SaveIdeaOutcome) => void;
  onCloseAutoFocus?: (event: Event) => void;
}

type Busy = 'draft' | 'submit' | null;

function dialogTexts(target: IdeaTarget, draftMode: boolean) {
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
      'Describe your idea; you can add one document or image. Submissions are confidential.',
  };
}

function IdeaForm({
  target,
  draftMode = false,
  initial,
  attachmentNote,
  submitter,
  onDone,
  onBusyChange,
}: Omit<IdeaDialogProps, 'open' | 'onOpenChange' | 'onCloseAutoFocus'> & {
  onBusyChange: (busy: boolean) => void;
}) {
  const existing = target.kind === 'draft' ? target.draft.attachmentName : null;
  const [title, setTitle] = useState(initial?.title ?? '');
  const [description, setDescription] = useState(initial?.description ?? '');
  const [attachment, setAttachment] = useState<AttachmentChoice>(
    existing ? { kind: 'keep' } : { kind: 'none' },
  );
  const [fileError, setFileError] = useState<string | null>(null);
  const [problem, setProblem] = useState<{ message: string; field: string } | null>(null);
  const [busy, setBusy] = useState<Busy>(null);
  const titleInput = useRef<HTMLInputElement>(null);
  const descriptionInput = useRef<HTMLTextAreaElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const alertId = useId();
  const progressId = useId();
  const { save, progress, confirmDialog } = useSaveIdea(submitter.userId);

  function chooseFile(file: File | undefined) {
    setProblem(null);
    if (!file) return;
    const refused = attachmentProblem(file);
    if (refused) {
      setFileError(refused);
      notify.error(
        refused.startsWith('File size') ? 'File Too Large' : 'Invalid File Type',
        refused,
      );
      if (fileInput.current) fileInput.current.value = '';
      return;
    }
    setFileError(null);
    setAttachment({ kind: 'file', file });
  }

  function removeFile() {
    // A newly chosen file goes back to what the draft had; the draft's own file is taken off.
    if (attachment.kind === 'file') setAttachment(existing ? { kind: 'keep' } : { kind: 'none' });
    else if (attachment.kind === 'keep') setAttachment({ kind: 'remove' });
    setFileError(null);
    if (fileInput.current) fileInput.current.value = '';
    fileInput.current?.focus();
  }

  async function run(intent: 'draft' | 'submit') {
    if (busy) return;
    setBusy(intent);
    onBusyChange(true);
    setProblem(null);
    const outcome = await save({ intent, target, title, description, attachment, submitter });
    setBusy(null);
    onBusyChange(false);
    if (outcome.kind === 'invalid' || outcome.kind === 'failed') {
      // Shown here as well: behind a modal dialog the toasts are hidden from screen readers.
      const field = outcome.kind === 'invalid' ? outcome.field : (outcome.field ?? 'form');
      setProblem({ message: `${outcome.title}: ${outcome.message}`, field });
      if (field === 'attachment') setFileError(outcome.message);
      (field === 'title'
        ? titleInput
        : field === 'description'
          ? descriptionInput
          : field === 'attachment'
            ? fileInput
            : null
      )?.current?.focus();
      return;
    }
    if (outcome.kind === 'cancelled') return;
    onDone?.(outcome);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void run(draftMode ? 'draft' : 'submit');
  }

  const invalid = (field: string) =>
    problem?.field === field
      ? ({ 'aria-invalid': true, 'aria-describedby': alertId } as const)
      : {};
  const chosen = attachment.kind === 'file' ? attachment.file : null;
  const kept = attachment.kind === 'keep' ? existing : null;

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-busy={busy !== null}>
      {problem && <FormAlert id={alertId}>{problem.message}</FormAlert>}
      <Field label="Title">
        {(control) => (
          <Input
            {...control}
            {...invalid('title')}
            ref={titleInput}
            name="ideaTitle"
            required
            maxLength={submissionLimits.title}
            autoComplete="off"
            value={title}
            onChange={(event) => setTitle(event.target.value)}
          />
        )}
      </Field>
      <Field label="Description" hint="What problem does it solve, and how?">
        {(control) => (
          <Textarea
            {...control}
            {...invalid('description')}
            ref={descriptionInput}
            name="ideaDescription"
            required
            rows={6}
            maxLength={submissionLimits.description}
            value={description}
            onChange={(event) => setDescription(event.target.value)}
          />
        )}
      </Field>
      <Field
        label="Attachment (optional)"
        hint={attachmentNote ? `${ATTACHMENT_HINT}. ${attachmentNote}` : ATTACHMENT_HINT}
        error={fileError}
      >
        {(control) => (
          <div className="space-y-2">
            <input
              {...control}
              ref={fileInput}
              type="file"
              name="attachment"
              accept={attachmentAccept}
              onChange={(event) => chooseFile(event.target.files?.[0])}
              className={cn(
                inputClassName,
                'h-auto cursor-pointer py-1.5 file:mr-3 file:cursor-pointer file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-1.5 file:text-sm file:font-medium file:text-brand-900',
              )}
            />
            {(chosen || kept) && (
              <div className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-slate-200 bg-slate-50 px-3 py-2 text-sm">
                <span className="inline-flex min-w-0 items-center gap-2 text-slate-900">
                  <Paperclip aria-hidden="true" className="size-4 shrink-0 text-slate-600" />
                  <span className="break-all">
                    {chosen ? (
                      <>
                        <span className="sr-only">Selected file: </span>
                        {chosen.name} ({formatFileSize(chosen.size)})
                      </>
                    ) : (
                      <>
                        <span className="sr-only">Current attachment: </span>
                        {kept}
                      </>
                    )}
                  </span>
                </span>
                <Button variant="ghost" size="sm" onClick={removeFile}>
                  <X aria-hidden="true" />
                  Remove attachment
                </Button>
              </div>
            )}
            {attachment.kind === 'remove' && existing && (
              <p className="text-sm text-slate-700">
                The attachment “{existing}” will be removed when you save.
              </p>
            )}
          </div>
        )}
      </Field>
      <p id={progressId} role="status" className="min-h-5 text-sm text-slate-700">
        {progress && (
          <span className="inline-flex items-center gap-2">
            <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
            {progress}
          </span>
        )}
      </p>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline" aria-disabled={busy !== null || undefined}>
            Cancel
          </Button>
        </DialogClose>
        <Button
          variant={draftMode ? 'default' : 'outline'}
          type={draftMode ? 'submit' : 'button'}
          aria-disabled={busy !== null || undefined}
          onClick={draftMode ? undefined : () => void run('draft')}
        >
          {busy === 'draft' && <LoaderCircle aria-hidden="true" className="animate-spin" />}
          {target.kind === 'draft' ? 'Update Draft' : 'Save as Draft'}
        </Button>
        {!draftMode && (
          <Button variant="accent" type="submit" aria-disabled={busy !== null || undefined}>
            {busy === 'submit' && <LoaderCircle aria-hidden="true" className="animate-spin" />}
            Submit Idea
          </Button>
        )}
      </DialogFooter>
      {confirmDialog}
    </form>
  );
}

/**
 * The idea dialog (spec 02 §2): title, description and an optional attachment; Cancel, Save as
 * Draft (Update Draft for a loaded draft) and Submit Idea (hidden in draft mode).
 */
export function IdeaDialog({ open, onOpenChange, onCloseAutoFocus, ...form }: IdeaDialogProps) {
  const texts = dialogTexts(form.target, form.draftMode ?? false);
  // While saving, the dialog stays open: the save (and any question it asks) finishes first.
  const busy = useRef(false);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (next || !busy.current) onOpenChange(next);
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
        {open && <IdeaForm {...form} onBusyChange={(value) => (busy.current = value)} />}
      </DialogContent>
    </Dialog>
  );
}
