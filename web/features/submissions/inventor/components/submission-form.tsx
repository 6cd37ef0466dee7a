import { useEffect, useMemo, useState, type MouseEvent } from 'react';
import { useFormState, useWatch } from 'react-hook-form';
import { LoaderCircle } from 'lucide-react';
import { submissionLimits, type SubmissionRecord } from '#common/submissions';
import { Form } from '#web/components/form/form';
import { FormField } from '#web/components/form/form-field';
import { useAppForm } from '#web/components/form/use-app-form';
import { Button } from '#web/components/ui/button';
import { DialogClose, DialogFooter } from '#web/components/ui/dialog';
import { Input } from '#web/components/ui/input';
import { Textarea } from '#web/components/ui/textarea';
import { isApiRequestError } from '#web/lib/api';
import type { SaveSubmissionOutcome, Submitter, SubmissionTarget } from '../api/save-submission';
import { useSaveSubmission } from '../api/use-save-submission';
import { restoredStart, useAutosave } from '../hooks/use-autosave';
import type { StaleDraft } from '../hooks/use-stale-draft';
import { draftChoices, filesRead } from '../lib/file-choices';
import { inventorsFormValues } from '../lib/inventors';
import { readKeptFacts, sameFacts } from '../lib/kept-facts';
import { phiFound } from '../lib/phi-warning';
import { workingCopySlot } from '../lib/working-copy';
import { AttachmentField } from './attachment-field';
import { AutosaveStatus } from './autosave-status';
import { DiscardQuestion } from './discard-question';
import { InventionFactsFields } from './invention-facts-fields';
import { InventorsFields, InventorsListed } from './inventors-fields';
import { PhiGuard } from './phi-guard';
import {
  submissionFormSchema,
  type SubmissionFormInput,
  type SubmissionFormValues,
} from './submission-schema';

export interface SubmissionFormProps {
  /** A new idea (or a resubmission) with the id made for it, or a loaded draft. */
  target: SubmissionTarget;
  /** Draft mode (the `edit` parameter): only Update Draft, no Submit Idea. */
  draftMode?: boolean;
  /** Where the fields start: a draft, or the idea being resubmitted (read with its inventors). */
  initial?:
    Pick<SubmissionRecord, 'ideaTitle' | 'ideaDescription' | 'facts' | 'inventors'> | undefined;
  /** Said under the attachment field (e.g. that a resubmission does not copy the files). */
  attachmentNote?: string | null | undefined;
  submitter: Submitter;
  /** After a save the dialog closes; this hears how it went. */
  onDone?: ((outcome: SaveSubmissionOutcome) => void) | undefined;
  /** Whether a save is under way: the dialog stays open until it finishes. */
  onBusyChange: (busy: boolean) => void;
  /**
   * Hands the dialog the question it asks before closing: true when it may close at once;
   * otherwise the form asks whether to discard the unsaved work, and calls `onClose` if so.
   */
  onCloseGuard: (mayClose: (() => boolean) | null) => void;
  onClose: () => void;
  /** A save was refused: someone saved the draft since. Given what the person had typed. */
  onStale: (stale: StaleDraft, typed: SubmissionFormInput) => void;
}

type Status = SubmissionFormValues['status'];

/** The dialog's buttons: which one is busy, and Save as Draft choosing its status. */
function SubmissionButtons({
  draftMode,
  isDraft,
  status,
  choose,
}: {
  draftMode: boolean;
  isDraft: boolean;
  status: Status | null;
  choose: (status: Status) => (event: MouseEvent<HTMLButtonElement>) => void;
}) {
  const { isSubmitting } = useFormState<SubmissionFormValues>();
  const busy = isSubmitting ? status : null;
  const spinner = <LoaderCircle aria-hidden="true" className="animate-spin" />;
  return (
    <DialogFooter>
      <DialogClose asChild>
        <Button variant="outline" aria-disabled={isSubmitting || undefined}>
          Cancel
        </Button>
      </DialogClose>
      <Button
        variant={draftMode ? 'default' : 'outline'}
        type={draftMode ? 'submit' : 'button'}
        aria-disabled={isSubmitting || undefined}
        onClick={choose('draft')}
      >
        {busy === 'draft' && spinner}
        {isDraft ? 'Update Draft' : 'Save as Draft'}
      </Button>
      {!draftMode && (
        <Button
          variant="accent"
          type="submit"
          aria-disabled={isSubmitting || undefined}
          onClick={choose('pending')}
        >
          {busy === 'pending' && spinner}
          Submit Idea
        </Button>
      )}
    </DialogFooter>
  );
}

/**
 * The idea form (spec 02 §2): title, description and optional attachments, then its
 * inventors and the invention's facts, all optional, in sections below them. Enter sends it
 * the way its main button does (Submit Idea; Update Draft in draft mode). A co-inventor editing
 * the draft reads its inventors, which only its submitter lists.
 */
export function SubmissionForm({
  target: openedFor,
  draftMode = false,
  initial,
  attachmentNote,
  submitter,
  onDone,
  onBusyChange,
  onCloseGuard,
  onClose,
  onStale,
}: SubmissionFormProps) {
  const coInventorsDraft =
    openedFor.kind === 'draft' && openedFor.draft.userId !== submitter.userId
      ? openedFor.draft
      : null;
  const [base] = useState(() => ({
    title: initial?.ideaTitle ?? '',
    description: initial?.ideaDescription ?? '',
    facts: readKeptFacts(initial?.facts),
  }));
  const [startInventors] = useState(() =>
    coInventorsDraft ? null : inventorsFormValues(initial?.inventors),
  );
  const [startFiles] = useState(() =>
    openedFor.kind === 'draft' ? draftChoices(openedFor.draft) : [],
  );
  // What this browser kept of an earlier, unfinished visit comes back.
  const [start] = useState(() => restoredStart(submitter.userId, openedFor, base));
  const form = useAppForm(submissionFormSchema, {
    status: draftMode ? 'draft' : 'pending',
    ideaTitle: start.values.title,
    ideaDescription: start.values.description,
    facts: start.values.facts,
    inventors: startInventors,
    attachments: startFiles,
    phiAttestation: false,
  });
  const [title, description, typedFacts, typedInventors, files] = useWatch({
    control: form.control,
    name: ['ideaTitle', 'ideaDescription', 'facts', 'inventors', 'attachments'],
  });
  // What looks like a patient's identifier, read again as the person types (it is cheap).
  const found = useMemo(
    () =>
      phiFound({
        ideaTitle: title,
        ideaDescription: description,
        facts: typedFacts,
        attachments: filesRead(files),
      }),
    [title, description, typedFacts, files],
  );
  /** The server asked for the attestation although the browser found nothing. */
  const [phiAsked, setPhiAsked] = useState(false);
  const facts = readKeptFacts(typedFacts);
  const autosave = useAutosave({
    userId: submitter.userId,
    slot: workingCopySlot(openedFor),
    start: start.target,
    base,
    values: { title, description, facts },
    onStale: (stale) => {
      // The form starts again from the newer version: this browser's copy of the older goes.
      autosave.forget();
      onStale(stale, form.getValues());
    },
  });
  const { save, progress, dialog } = useSaveSubmission(submitter.userId);
  const [status, setStatus] = useState<Status | null>(null);
  const [askingToDiscard, setAskingToDiscard] = useState(false);

  const busy = form.formState.isSubmitting;
  useEffect(() => onBusyChange(busy), [busy, onBusyChange]);

  // The inventors are saved with the idea, never by the autosave: each co-inventor listed is
  // mailed, so only the person's own Save lists them. The files too: only Save names them.
  const unsavedWork =
    autosave.dirty ||
    JSON.stringify(typedInventors) !== JSON.stringify(startInventors) ||
    files.map((file) => file.key).join() !== startFiles.map((file) => file.key).join();
  useEffect(() => {
    onCloseGuard(() => {
      if (!unsavedWork) return true;
      setAskingToDiscard(true);
      return false;
    });
    return () => onCloseGuard(null);
  }, [unsavedWork, onCloseGuard]);

  const choose = (next: Status) => (event: MouseEvent<HTMLButtonElement>) => {
    if (busy) return;
    setStatus(next);
    form.setValue('status', next);
    // Save as Draft beside Submit Idea is no submit button, so Enter keeps meaning Submit Idea.
    if (event.currentTarget.type === 'button') event.currentTarget.form?.requestSubmit();
  };

  async function onSubmit(values: SubmissionFormValues) {
    // Saved into the draft the autosave made, if it made one, never beside it. Sent, it stays
    // a new idea under that draft's id, so it can still wait in this browser when the server
    // cannot be reached: the server's answer to its create is that draft, which is then sent.
    const kept = await autosave.settle();
    const target: SubmissionTarget =
      values.status === 'pending' && kept.kind === 'draft' && kept.autosaved
        ? { kind: 'new', id: kept.draft.id, resubmittedFrom: kept.draft.resubmittedFrom }
        : kept;
    // The attestation goes with the idea only while the form asks for it.
    const asked =
      phiAsked || phiFound({ ...values, attachments: filesRead(values.attachments) }).length > 0;
    const phiAttestation = values.phiAttestation === true && asked;
    const outcome = await save
      .mutateAsync({ ...values, phiAttestation, target, submitter })
      .catch((error: unknown) => {
        if (isApiRequestError(error) && error.field === 'phiAttestation') setPhiAsked(true);
        throw error;
      });
    if (outcome.kind === 'cancelled') return;
    autosave.forget();
    if (outcome.kind === 'stale') {
      const autosaved = kept.kind === 'new' || kept.autosaved === true;
      onStale({ draftId: outcome.draftId, message: outcome.message, autosaved }, form.getValues());
      return;
    }
    onDone?.(outcome);
  }

  return (
    <Form form={form} onSubmit={onSubmit} className="flex flex-col gap-4">
      <FormField<SubmissionFormValues, 'ideaTitle'> name="ideaTitle" label="Title">
        {(control) => (
          <Input {...control} required maxLength={submissionLimits.title} autoComplete="off" />
        )}
      </FormField>
      <FormField<SubmissionFormValues, 'ideaDescription'>
        name="ideaDescription"
        label="Description"
        hint="What problem does it solve, and how?"
      >
        {(control) => (
          <Textarea {...control} required rows={6} maxLength={submissionLimits.description} />
        )}
      </FormField>
      <AttachmentField note={attachmentNote} />
      {coInventorsDraft ? <InventorsListed draft={coInventorsDraft} /> : <InventorsFields />}
      <InventionFactsFields />
      <PhiGuard found={found} canSend={!draftMode} serverAsked={phiAsked} />
      <p role="status" className="min-h-5 text-sm text-slate-700">
        {progress && (
          <span className="inline-flex items-center gap-2">
            <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
            {progress}
          </span>
        )}
      </p>
      <AutosaveStatus
        state={autosave.state}
        restored={
          start.restored &&
          title === start.values.title &&
          description === start.values.description &&
          sameFacts(facts, start.values.facts)
        }
      />
      <SubmissionButtons
        draftMode={draftMode}
        isDraft={openedFor.kind === 'draft'}
        status={status ?? (draftMode ? 'draft' : 'pending')}
        choose={choose}
      />
      {dialog}
      <DiscardQuestion
        open={askingToDiscard}
        loadedDraft={openedFor.kind === 'draft'}
        discard={autosave.discard}
        onKeepEditing={() => setAskingToDiscard(false)}
        onDiscarded={() => {
          setAskingToDiscard(false);
          onClose();
        }}
      />
    </Form>
  );
}
