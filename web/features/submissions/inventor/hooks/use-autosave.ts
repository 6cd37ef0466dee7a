import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { InventionFacts } from '#common/invention-facts';
import type { SubmissionRecord } from '#common/submissions';
import { hasStatus, isApiRequestError } from '#web/lib/api';
import { localStore } from '#web/lib/storage';
import { createSubmission, deleteDraft, submissionKeys, updateDraft } from '../api/submissions';
import type { SubmissionTarget } from '../api/save-submission';
import { checkedFacts, factsWithFiles, readKeptFacts, sameFacts } from '../lib/kept-facts';
import { readWorkingCopy, workingCopySlot, writeWorkingCopy } from '../lib/working-copy';
import type { StaleDraft } from './use-stale-draft';

/** How long typing pauses before the server draft follows. */
export const AUTOSAVE_DELAY_MS = 1_200;

export type AutosaveState =
  /** Nothing typed beyond what the dialog opened with. */
  | 'idle'
  | 'saving'
  /** The server draft has what is typed. */
  | 'saved'
  /** The server draft has the title and description; facts not complete yet are kept here. */
  | 'partial'
  /** Kept in this browser only: no title yet. */
  | 'local'
  /** Kept in this browser only: the server could not be reached or refused. */
  | 'failed';

type Values = { title: string; description: string; facts: InventionFacts };

const same = (a: Values, b: Values) =>
  a.title === b.title && a.description === b.description && sameFacts(a.facts, b.facts);

/**
 * What the server draft should hold of the typed values: trimmed, and the facts as checked, or
 * null while the server would refuse them (a disclosure being filled in): the draft then keeps
 * the facts it has, and this browser's copy keeps the typed ones.
 */
type Wanted = { title: string; description: string; facts: InventionFacts | null };

/**
 * `fileIds` are the files the server draft has: a disclosure naming another (one chosen since,
 * which only the person's own Save attaches) is kept here naming none, or the server would
 * refuse the change; the Save then sends it with its file.
 */
const wantedOf = (values: Values, fileIds: readonly string[]): Wanted => {
  const facts = checkedFacts(values.facts);
  return {
    title: values.title.trim(),
    description: values.description.trim(),
    facts: facts && factsWithFiles(facts, fileIds),
  };
};

/** The files of the draft the dialog works on, as the server last answered it. */
const draftFileIds = (target: SubmissionTarget) =>
  target.kind === 'draft' ? target.draft.attachments.map((file) => file.id) : [];

/** Whether the server draft holds what is wanted of it. */
const holds = (server: Values, wanted: Wanted) =>
  server.title === wanted.title &&
  server.description === wanted.description &&
  (wanted.facts === null || sameFacts(server.facts, wanted.facts));

const sameWanted = (a: Wanted, b: Wanted) =>
  a.title === b.title &&
  a.description === b.description &&
  (a.facts === null ? b.facts === null : b.facts !== null && sameFacts(a.facts, b.facts));

/** The draft as the server answered it, in the dialog's terms. */
const recordValues = (record: SubmissionRecord): Values => ({
  title: record.ideaTitle,
  description: record.ideaDescription,
  facts: readKeptFacts(record.facts),
});

/** The request's fields for `wanted`: the facts only when they can be sent. */
const contentOf = (wanted: Wanted) => ({
  ideaTitle: wanted.title,
  ideaDescription: wanted.description,
  ...(wanted.facts ? { facts: wanted.facts } : {}),
});

/** Where the dialog starts: a copy left in this browser wins over the given values. */
export function restoredStart(
  userId: string,
  target: SubmissionTarget,
  initial: Values,
): { target: SubmissionTarget; values: Values; restored: boolean } {
  const copy = readWorkingCopy(localStore(), userId, workingCopySlot(target));
  if (!copy) return { target, values: initial, restored: false };
  const values = { title: copy.title, description: copy.description, facts: copy.facts };
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
 * the autosave did; `forget()` drops the browser's copy after the person saved. When someone
 * else saved the draft since it was loaded, nothing is saved over their version: the autosave
 * stops and `onStale` is told.
 */
export function useAutosave({
  userId,
  slot,
  start,
  base,
  values,
  onStale,
}: {
  userId: string;
  /** The dialog's slot of the browser's copies (workingCopySlot of the target it opened for). */
  slot: string;
  /** The target the dialog starts from (restoredStart). */
  start: SubmissionTarget;
  /** The values the dialog was opened with: anything else is the person's unsaved work. */
  base: Values;
  values: Values;
  onStale: (stale: StaleDraft) => void;
}) {
  const queryClient = useQueryClient();
  const target = useRef(start);
  const startedOnServer = start.kind === 'draft' ? recordValues(start.draft) : null;
  /** What the server has of the draft, when there is one (read by the saves, set by them). */
  const serverValues = useRef<Values | null>(startedOnServer);
  const [onServer, setOnServer] = useState<Values | null>(startedOnServer);
  const [failedFor, setFailedFor] = useState<Wanted | null>(null);
  const [autosaved, setAutosaved] = useState(start.kind === 'draft' && start.autosaved === true);
  const [serverFiles, setServerFiles] = useState(() => draftFileIds(start));
  const running = useRef<Promise<void>>(Promise.resolve());
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const stopped = useRef(false);
  const staleHandler = useRef(onStale);
  useEffect(() => {
    staleHandler.current = onStale;
  });

  const trimmed = wantedOf(values, serverFiles);
  const changed = !same(values, base);
  /** Work only this dialog holds: changed values, or a draft the autosave made of a new idea. */
  const dirty = changed || autosaved;
  const state: AutosaveState = !trimmed.title
    ? changed
      ? 'local'
      : 'idle'
    : onServer && holds(onServer, trimmed)
      ? dirty
        ? trimmed.facts
          ? 'saved'
          : 'partial'
        : 'idle'
      : !changed && !onServer
        ? 'idle'
        : failedFor && sameWanted(failedFor, trimmed)
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
        facts: next.facts,
        draft,
      });
    },
    [slot, userId],
  );

  const saveToServer = useCallback(
    (next: Values) => {
      const run = async () => {
        const wanted = wantedOf(next, draftFileIds(target.current));
        if (stopped.current || (serverValues.current && holds(serverValues.current, wanted)))
          return;
        const content = contentOf(wanted);
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
            if (!holds(recordValues(record), wanted))
              record = await updateDraft(record.id, { ...content, version: record.version });
            target.current = { kind: 'draft', draft: record, autosaved: true };
          } else {
            record = await updateDraft(current.draft.id, {
              ...content,
              version: current.draft.version,
            });
            target.current = { ...current, draft: record };
          }
          serverValues.current = recordValues(record);
          if (stopped.current) return;
          keepLocally(next);
          setOnServer(serverValues.current);
          setServerFiles(draftFileIds(target.current));
          setAutosaved(target.current.kind === 'draft' && target.current.autosaved === true);
          setFailedFor(null);
          await queryClient.invalidateQueries({ queryKey: submissionKeys.list() });
        } catch (error) {
          const current = target.current;
          if (current.kind === 'draft' && hasStatus(error, 409, 'stale_draft')) {
            stopped.current = true;
            staleHandler.current({
              draftId: current.draft.id,
              autosaved: current.autosaved === true,
              message: error.message,
            });
            return;
          }
          // The draft it made is gone (deleted or sent elsewhere): the next save starts anew.
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
            setServerFiles([]);
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

  const factsKey = JSON.stringify(readKeptFacts(values.facts));
  // Every change is kept here at once; the server follows when typing pauses.
  useEffect(() => {
    if (stopped.current) return;
    if (dirty) keepLocally(values);
    else writeWorkingCopy(localStore(), userId, slot, null);
    const wanted = wantedOf(values, draftFileIds(target.current));
    if (!wanted.title) return;
    if (serverValues.current ? holds(serverValues.current, wanted) : !changed) return;
    timer.current = setTimeout(() => void saveToServer(values), AUTOSAVE_DELAY_MS);
    return () => {
      if (timer.current) clearTimeout(timer.current);
    };
    // The values are compared by their strings, the facts by what they hold.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [
    values.title,
    values.description,
    factsKey,
    dirty,
    changed,
    slot,
    userId,
    keepLocally,
    saveToServer,
  ]);

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
        ...contentOf(wantedOf(base, draftFileIds(current))),
        version: current.draft.version,
      });
    await queryClient.invalidateQueries({ queryKey: submissionKeys.all });
  }, [base, queryClient, settle, slot, userId]);

  return { state, dirty, settle, forget, discard };
}
