import { deliverableFacts, factsWithFiles, factsWithRenamedFiles } from '../kept-facts';
import type { SubmissionRecord } from '#common/submissions';
import { hasStatus } from '#web/lib/api';
import { systemClock, withTimeout, type Clock } from '#web/lib/clock';
import { localStore, type StorageLike } from '#web/lib/storage';
import { checkConnection } from '#web/features/submissions/inventor/api/health';
import {
  createSubmission,
  submitDraft,
  updateDraft,
} from '#web/features/submissions/inventor/api/submissions';
import { deleteKeptFiles, discardQueued, removeOrphanFiles, uploadKeptFile } from './kept-files';
import {
  isExhausted,
  itemsToRetry,
  queueLimits,
  queueMessages,
  recordFailure,
  type PendingSubmission,
  type QueueLimits,
} from './queue-items';
import { legacyFields, uploadedIds, type QueuedFile } from './queued-files';
import { queueStorage, readQueue, removeQueued, updateQueued } from './queue-storage';

export type QueueRunResult =
  | { status: 'skipped'; reason: 'empty' | 'offline' }
  | {
      status: 'ran';
      delivered: { item: PendingSubmission; result: SubmissionRecord }[];
      failed: PendingSubmission[];
      /** Items that have now failed the last allowed time. */
      exhausted: PendingSubmission[];
    };

const messageOf = (error: unknown) =>
  error instanceof Error && error.message ? error.message : 'The submission could not be sent.';

/**
 * Uploads the files this browser keeps for an item first, those not gone up yet, one by one,
 * each within `deadline`, and saves each one's id on the item as it arrives, so a later try does
 * not upload it again. A file this browser no longer has is noted on the item, which then goes
 * without it.
 */
async function uploadFirst(
  item: PendingSubmission,
  deadline: <T>(work: (signal: AbortSignal) => Promise<T>) => Promise<T>,
  update: (change: Partial<PendingSubmission>) => PendingSubmission,
): Promise<PendingSubmission> {
  let current = item;
  for (const [index, file] of item.attachments.entries()) {
    if (!file.temporary || file.id) continue;
    const uploaded = await deadline((signal) => uploadKeptFile(file, signal));
    const done: QueuedFile = uploaded
      ? { ...file, id: uploaded.id, name: uploaded.name, temporary: false }
      : { ...file, temporary: false, error: queueMessages.fileLost };
    current = update(
      withFiles(current.attachments.map((kept, at) => (at === index ? done : kept))),
    );
  }
  return current;
}

/** An item's files changed: the list, and the spec's one-file fields that follow it. */
const withFiles = (attachments: QueuedFile[]): Partial<PendingSubmission> => ({
  attachments,
  ...legacyFields(attachments),
});

/** Creates the submission under the item's id; resolves once the server has it. */
async function deliver(item: PendingSubmission, signal: AbortSignal): Promise<SubmissionRecord> {
  const { inventors } = item;
  const attachmentIds = uploadedIds(item.attachments);
  const content = {
    ideaTitle: item.idea_title,
    ideaDescription: item.idea_description,
    // A disclosure names only a file the idea is sent with (before the check, so a row naming
    // another is sent naming none rather than left out).
    facts: deliverableFacts(factsWithFiles(item.facts, attachmentIds)),
    ...(inventors ? { inventors } : {}),
    ...(attachmentIds.length > 0 ? { attachmentIds } : {}),
  };
  const created = await createSubmission(
    {
      id: item.id,
      status: 'pending',
      ...content,
      ...(item.resubmitted_from ? { resubmittedFrom: item.resubmitted_from } : {}),
      ...(item.phiAttestation ? { phiAttestation: true } : {}),
    },
    signal,
  );
  if (created.status !== 'draft') return created;
  // The id holds the draft the idea dialog kept while it was typed: sent from there.
  await updateDraft(created.id, { ...content, version: created.version });
  return submitDraft(created.id, item.phiAttestation);
}

/**
 * The server refused the item's files (one of them is gone: it removes uploads left unattached
 * for a day, and does not say which). Each file this browser still has goes up again, under a
 * new id that the facts follow; one it no longer has is left out, and the item says why.
 */
async function uploadAgain(
  item: PendingSubmission,
  deadline: <T>(work: (signal: AbortSignal) => Promise<T>) => Promise<T>,
  update: (change: Partial<PendingSubmission>) => PendingSubmission,
): Promise<PendingSubmission> {
  const renamed = new Map<string, string>();
  const attachments: QueuedFile[] = [];
  for (const file of item.attachments) {
    if (!file.id) {
      attachments.push(file);
      continue;
    }
    const again = await deadline((signal) => uploadKeptFile(file, signal));
    if (again) renamed.set(file.id, again.id);
    attachments.push(
      again
        ? { ...file, id: again.id, name: again.name }
        : { ...file, id: null, error: queueMessages.attachmentGone },
    );
  }
  return update({ ...withFiles(attachments), facts: factsWithRenamedFiles(item.facts, renamed) });
}

/**
 * The server removes uploads left unattached for a day: a send refused for that is recognised
 * here, and the file goes up again from this browser if it still has it.
 */
const isAttachmentGone = (error: unknown) => hasStatus(error, 400, 'invalid_attachment');

export interface QueueRunOptions {
  /** Where the queue is kept: this browser's local storage unless given. */
  storage?: StorageLike | undefined;
  clock?: Clock;
  limits?: Partial<QueueLimits>;
}

/**
 * One run of a user's queue (spec 02 §4): skipped when nothing is due or the connection check
 * (GET /api/health) fails (3 s); otherwise at most 5 items, each with a 10 s deadline and
 * 500 ms between them. Only this user's items are sent: the server files a submission under
 * whoever sends it. Success removes the item (and its file); failure counts it and records the
 * time and the reason. The queue is read again before each item, so an item another tab sent
 * meanwhile is not sent twice from here.
 */
export async function runQueue(
  userId: string,
  { storage = queueStorage(), clock = systemClock, limits: given }: QueueRunOptions = {},
): Promise<QueueRunResult> {
  const limits: QueueLimits = { ...queueLimits, ...given };
  await removeOrphanFiles(storage, clock.now()).catch(() => undefined);
  const due = itemsToRetry(readQueue(storage), userId, limits);
  if (due.length === 0) return { status: 'skipped', reason: 'empty' };

  let online: boolean;
  try {
    online = await withTimeout(
      (signal) => checkConnection(signal),
      limits.connectionTimeoutMs,
      'Connection check timed out',
      clock,
    );
  } catch {
    online = false;
  }
  if (!online) return { status: 'skipped', reason: 'offline' };

  const delivered: { item: PendingSubmission; result: SubmissionRecord }[] = [];
  const failed: PendingSubmission[] = [];
  const exhausted: PendingSubmission[] = [];
  for (const [index, { id }] of due.entries()) {
    if (index > 0) await clock.sleep(limits.pauseMs);
    const found = readQueue(storage).find((candidate) => candidate.id === id);
    if (!found || isExhausted(found, limits.maxRetries)) continue;
    let item = found;
    const update = (change: Partial<PendingSubmission>): PendingSubmission => {
      item = updateQueued(storage, id, (stored) => ({ ...stored, ...change })) ?? {
        ...item,
        ...change,
      };
      return item;
    };
    const withUploadDeadline = <T>(work: (signal: AbortSignal) => Promise<T>) =>
      withTimeout(work, limits.uploadTimeoutMs, queueMessages.uploadTimeout, clock);
    const send = (ready: PendingSubmission) =>
      withTimeout(
        (signal) => deliver(ready, signal),
        limits.itemTimeoutMs,
        queueMessages.itemTimeout,
        clock,
      );
    try {
      item = await uploadFirst(item, withUploadDeadline, update);
      let result: SubmissionRecord;
      try {
        result = await send(item);
      } catch (error) {
        if (uploadedIds(item.attachments).length === 0 || !isAttachmentGone(error)) throw error;
        item = await uploadAgain(item, withUploadDeadline, update);
        result = await send(item);
      }
      removeQueued(storage, id);
      await deleteKeptFiles(item);
      delivered.push({ item, result });
    } catch (error) {
      const updated = updateQueued(storage, id, (stored) =>
        recordFailure(stored, messageOf(error), clock.now()),
      );
      if (updated) {
        failed.push(updated);
        if (isExhausted(updated, limits.maxRetries)) exhausted.push(updated);
      }
    }
  }
  return { status: 'ran', delivered, failed, exhausted };
}

/**
 * Runs the queue one run at a time: a run asked for while one is going waits for it, and one
 * more run follows (an item may have been queued meanwhile). Every run is told to the
 * listeners once, however many callers asked for it, so its outcome is reported once.
 */
export class QueueRunner {
  private current: Promise<QueueRunResult> | null = null;
  private again = false;
  private readonly listeners = new Set<(result: QueueRunResult) => void>();

  constructor(private readonly run: () => Promise<QueueRunResult>) {}

  /** Calls `listener` after each run; returns the unsubscribe function. */
  subscribe(listener: (result: QueueRunResult) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Resolves with the last run's result, once the runs asked for so far are done. */
  request(): Promise<QueueRunResult> {
    if (this.current) {
      this.again = true;
      return this.current;
    }
    this.current = (async () => {
      try {
        let result = await this.runAndTell();
        while (this.again) {
          this.again = false;
          result = await this.runAndTell();
        }
        return result;
      } finally {
        this.current = null;
      }
    })();
    return this.current;
  }

  private async runAndTell(): Promise<QueueRunResult> {
    const result = await this.run();
    for (const listener of this.listeners) listener(result);
    return result;
  }

  get running(): boolean {
    return this.current !== null;
  }
}

const runners = new Map<string, QueueRunner>();

/** The queue runner of one user: one run at a time in this tab. */
export function queueRunnerFor(userId: string): QueueRunner {
  let runner = runners.get(userId);
  if (!runner) {
    runner = new QueueRunner(() => runQueue(userId));
    runners.set(userId, runner);
  }
  return runner;
}

/** Takes all of one user's items (and their files) out of the queue, e.g. before signing out. */
export async function discardAllQueued(userId: string): Promise<void> {
  for (const item of readQueue(localStore()).filter((queued) => queued.user_id === userId)) {
    await discardQueued(item.id);
  }
}
