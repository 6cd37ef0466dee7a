import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { SubmissionRecord } from '#common/submissions';
import { isApiRequestError } from '#web/lib/api';
import { localStore } from '#web/lib/storage';
import { createSubmission, deleteDraft, submissionKeys, updateDraft } from '../api/submissions';
import type { SubmissionTarget } from '../api/save-submission';
import { readWorkingCopy, workingCopySlot, writeWorkingCopy } from '../lib/working-copy';

/** How long typing pauses before the server draft follows. */
export const AUTOSAVE_DELAY_MS = 1_200;

export type AutosaveState =
  /** Nothing typed beyond what the dialog opened with. */
  | 'idle'
  | 'saving'
  /** The server draft has what is typed. */
  | 'saved'
  /** Kept in this browser only: no title yet. */
  | 'local'
  /** Kept in this browser only: the server could not be reached or refused. */
  | 'failed';

type Values = { title: string; description: string };

const same = (a: Values, b: Values) => a.title === b.title && a.description === b.description;

/** Where the dialog starts: a copy left in this browser wins over the given values. */
export function restoredStart(
  userId: string,
  target: SubmissionTarget,
  initial: Values,
): { target: SubmissionTarget; values: Values; restored: boolean } {
  const copy = readWorkingCopy(localStore(), userId, workingCopySlot(target));
  if (!copy) return { target, values: initial, restored: false };
  const values = { title: copy.title, description: copy.description };
  if (target.kind === 'draft') return { target, values, restored: true };
  return {
    target: copy.draft
      ? { kind: 'draft', draft: copy.draft, autosaved: true }
      : { ...target, id: copy.id },
    values,
    restored: true,
  };
}

/**
 * Keeps what is typed in the idea dialog: in this browser at every change (per user), and
 * once it has a title as a server draft, a moment after typing pauses, through the draft
 * create/update API under the idea's own id (a repeat changes nothing). `settle()` waits for a
 * save under way and gives the target the dialog's own Save must use; `discard()` undoes what
 * the autosave did; `forget()` drops the browser's copy after the person saved.
 */
export function useAutosave({
  userId,
  slot,
  start,
  base,
  values,
}: {
  userId: string;
  /** The dialog's slot of the browser's copies (workingCopySlot of the target it opened for). */
  slot: string;
  /** The target the dialog starts from (restoredStart). */
  start: SubmissionTarget;
  /** The values the dialog was opened with: anything else is the person's unsaved work. */
  base: Values;
  values: Values;
}) {
  const queryClient = useQueryClient();
  const target = useRef(start);
  const startedOnServer =
    start.kind === 'draft'
      ? { title: start.draft.ideaTitle, description: start.draft.ideaDescription }
      : null;
  /** What the server has of the draft, when there is one (read by the saves, set by them). */
  const serverValues = useRef<Values | null>(startedOnServer);
  const [onServer, setOnServer] = useState<Values | null>(startedOnServer);
  const [failedFor, setFailedFor] = useState<Values | null>(null);
  const [autosaved, setAutosaved] = useState(start.kind === 'draft' && start.autosaved === true);
  const running = useRef<Promise<void>>(Promise.resolve());
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const stopped = useRef(false);

  const trimmed = { title: values.title.trim(), description: values.description.trim() };
  const changed = !same(values, base);
  /** Work only this dialog holds: changed values, or a draft the autosave made of a new idea. */
  const dirty = changed || autosaved;
  const state: AutosaveState = !trimmed.title
    ? changed
      ? 'local'
      : 'idle'
    : onServer && same(onServer, trimmed)
      ? dirty
        ? 'saved'
        : 'idle'
      : !changed && !onServer
        ? 'idle'
        : failedFor && same(failedFor, trimmed)
          ? 'failed'
          : 'saving';

  const keepLocally = useCallback(
    (next: Values) => {
      const current = target.current;
      const draft = current.kind === 'draft' && current.autosaved ? current.draft : null;
      writeWorkingCopy(localStore(), userId, slot, {
        id: current.kind === 'draft' ? current.draft.id : current.id,
        resubmittedFrom:
          current.kind === 'draft' ? current.draft.resubmittedFrom : current.resubmittedFrom,
        title: next.title,
        description: next.description,
        draft,
      });
    },
    [slot, userId],
  );

  const saveToServer = useCallback(
    (next: Values) => {
      const run = async () => {
        const wanted = { title: next.title.trim(), description: next.description.trim() };
        if (stopped.current || (serverValues.current && same(serverValues.current, wanted))) return;
        const content = { ideaTitle: wanted.title, ideaDescription: wanted.description };
        try {
          let record: SubmissionRecord;
          const current = target.current;
          if (current.kind === 'new') {
            record = await createSubmission({
              id: current.id,
              status: 'draft',
              ...content,
              ...(current.resubmittedFrom ? { resubmittedFrom: current.resubmittedFrom } : {}),
            });
            // A repeat of an earlier create answers with what that one made.
            if (record.ideaTitle !== wanted.title || record.ideaDescription !== wanted.description)
              record = await updateDraft(record.id, content);
            target.current = { kind: 'draft', draft: record, autosaved: true };
          } else {
            record = await updateDraft(current.draft.id, content);
            target.current = { ...current, draft: record };
          }
          serverValues.current = { title: record.ideaTitle, description: record.ideaDescription };
          if (stopped.current) return;
          keepLocally(next);
          setOnServer(serverValues.current);
          setAutosaved(target.current.kind === 'draft' && target.current.autosaved === true);
          setFailedFor(null);
          await queryClient.invalidateQueries({ queryKey: submissionKeys.list() });
        } catch (error) {
          // The draft it made is gone (deleted or sent elsewhere): the next save starts anew.
          const current = target.current;
          if (
            current.kind === 'draft' &&
            current.autosaved &&
            isApiRequestError(error) &&
            (error.status === 404 || error.code === 'not_a_draft')
          ) {
            target.current = {
              kind: 'new',
              id: crypto.randomUUID(),
              resubmittedFrom: current.draft.resubmittedFrom,
            };
            serverValues.current = null;
            keepLocally(next);
            setOnServer(null);
            setAutosaved(false);
          }
          if (!stopped.current) setFailedFor(wanted);
        }
      };
      running.current = running.current.then(run, run);
      return running.current;
    },
    [keepLocally, queryClient],
  );

  // Every change is kept here at once; the server follows when typing pauses.
  useEffect(() => {
    if (stopped.current) return;
    if (dirty) keepLocally(values);
    else writeWorkingCopy(localStore(), userId, slot, null);
    const wanted = { title: values.title.trim(), description: values.description.trim() };
    if (!wanted.title) return;
    if (serverValues.current ? same(serverValues.current, wanted) : !changed) return;
    timer.current = setTimeout(() => void saveToServer(values), AUTOSAVE_DELAY_MS);
    return () => {
      if (timer.current) clearTimeout(timer.current);
    };
    // The values are compared by their two strings.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [values.title, values.description, dirty, changed, slot, userId, keepLocally, saveToServer]);

  // Closing the tab or reloading with work the server does not have yet: the browser asks.
  const unsaved = dirty && state !== 'saved';
  useEffect(() => {
    if (!unsaved) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the dialog only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unsaved]);

  /** No more autosaving: what is under way finishes, and the target to save with is given. */
  const settle = useCallback(async () => {
    if (timer.current) clearTimeout(timer.current);
    await running.current;
    return target.current;
  }, []);

  /** The person saved or sent the idea: the browser's copy has done its work. */
  const forget = useCallback(() => {
    stopped.current = true;
    if (timer.current) clearTimeout(timer.current);
    writeWorkingCopy(localStore(), userId, slot, null);
  }, [slot, userId]);

  /**
   * The person discarded what they typed: the browser's copy goes, a draft the autosave made
   * is deleted, and a loaded draft gets back the values it was opened with.
   */
  const discard = useCallback(async () => {
    stopped.current = true;
    const current = await settle();
    writeWorkingCopy(localStore(), userId, slot, null);
    if (current.kind === 'draft' && current.autosaved) await deleteDraft(current.draft.id);
    else if (current.kind === 'draft' && serverValues.current && !same(serverValues.current, base))
      await updateDraft(current.draft.id, {
        ideaTitle: base.title,
        ideaDescription: base.description,
      });
    await queryClient.invalidateQueries({ queryKey: submissionKeys.all });
  }, [base, queryClient, settle, slot, userId]);

  return { state, dirty, settle, forget, discard };
}
