import type { SubmissionRecord } from '#common/submissions';
import { hasStatus } from '#web/lib/api';
import { systemClock, withTimeout, type Clock } from '#web/lib/clock';
import { indexedDbFileStore, type FileStore } from '#web/lib/indexed-db';
import { localStore, readItem, writeItem, type StorageLike } from '#web/lib/storage';
import { uploadAttachment } from '#web/features/submissions/lib/upload-attachment';
import { checkConnection } from '#web/features/submissions/inventor/api/health';
import {
  createSubmission,
  submitDraft,
  updateDraft,
} from '#web/features/submissions/inventor/api/submissions';

/**
 * The browser's retry queue of ideas that could not be sent (spec 02 §3 "Pending local
 * submission", §4 "Retry of queued submissions"), whole: its items in local storage and their
 * files in IndexedDB, their states (waiting, failed, given up), the runs that send them through
 * the API, and when a run starts. The storage and the clock may be given, so every rule here is
 * tested without a browser.
 *
 * The id of each item is the submission's own id, which the server treats as an idempotency
 * key: however often an item is sent, it becomes one submission.
 */

/** The browser storage key of the queue (spec 02 §3). */
export const PENDING_SUBMISSIONS_KEY = 'pendingInventionSubmissions';

/** Spec 02 §4, §9. */
export const queueLimits = {
  /** An item that failed this many times is no longer retried. */
  maxRetries: 3,
  /** Items sent per run, at most. */
  maxPerRun: 5,
  /** Each item's send may take this long. */
  itemTimeoutMs: 10_000,
  /** The pause between two items. */
  pauseMs: 500,
  /** The connection check before a run. */
  connectionTimeoutMs: 3_000,
  /** Uploading a file kept with an item may take this long. */
  uploadTimeoutMs: 60_000,
  /** Files under this size are kept in the browser with their item (5 MB). */
  localFileMaxBytes: 5 * 1024 * 1024,
} as const;

export type QueueLimits = { -readonly [K in keyof typeof queueLimits]: number };

export const queueMessages = {
  itemTimeout: 'Submission timed out after 10 seconds',
  uploadTimeout: 'The attachment upload timed out.',
  fileTooLarge: 'File too large for temporary storage',
  fileNotStored: 'The attachment could not be stored on this device.',
  fileLost: 'The attachment stored on this device could not be found.',
  attachmentGone:
    'The attachment uploaded earlier is no longer on the server, and this device no longer has the file.',
} as const;

/**
 * One idea waiting in the browser: the submission's fields (the table's names, spec 02 §3) and
 * the queue's own pendingTimestamp, retryCount, lastError (ISO time) and errorMessage.
 */
export interface PendingSubmission {
  id: string;
  user_id: string;
  full_name: string | null;
  email: string | null;
  job_title: string | null;
  idea_title: string;
  idea_description: string;
  /** The uploaded attachment, once the server has it. */
  attachment_id: string | null;
  attachment_name: string | null;
  /** The file waits in this browser (IndexedDB, under the item's id) to be uploaded first. */
  attachment_is_temporary: boolean;
  /** Why a chosen file is not kept with the item (e.g. 'File too large for temporary storage'). */
  attachment_error: string | null;
  agreement_id: string | null;
  resubmitted_from: string | null;
  /** Only sent ideas are queued; drafts never are. */
  status: string;
  created_at: string;
  updated_at: string;
  /** When it was queued (ISO time). */
  pendingTimestamp: string;
  retryCount: number;
  /** When it last failed (ISO time). */
  lastError: string | null;
  errorMessage: string | null;
}

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value : null;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * One stored value as a queue item, or null when the queue does not keep it: an item needs
 * user_id, idea_title and idea_description (spec 02 §4). An item without a usable id gets one
 * from `makeId` (it is then kept under that id from now on).
 */
export function normalisePendingSubmission(
  value: unknown,
  makeId: () => string,
  now: number,
): PendingSubmission | null {
  if (typeof value !== 'object' || value === null) return null;
  const source = value as Record<string, unknown>;
  const userId = text(source.user_id);
  const title = text(source.idea_title);
  const description = text(source.idea_description);
  if (!userId || !title || !description) return null;
  const id = typeof source.id === 'string' && UUID.test(source.id) ? source.id : makeId();
  const queuedAt = text(source.pendingTimestamp) ?? new Date(now).toISOString();
  const retryCount = Number(source.retryCount);
  return {
    id,
    user_id: userId,
    full_name: text(source.full_name),
    email: text(source.email),
    job_title: text(source.job_title),
    idea_title: title,
    idea_description: description,
    attachment_id: text(source.attachment_id),
    attachment_name: text(source.attachment_name),
    attachment_is_temporary: source.attachment_is_temporary === true,
    attachment_error: text(source.attachment_error),
    agreement_id: text(source.agreement_id),
    resubmitted_from: text(source.resubmitted_from),
    status: text(source.status) ?? 'pending',
    created_at: text(source.created_at) ?? queuedAt,
    updated_at: text(source.updated_at) ?? queuedAt,
    pendingTimestamp: queuedAt,
    retryCount: Number.isInteger(retryCount) && retryCount > 0 ? retryCount : 0,
    lastError: text(source.lastError),
    errorMessage: text(source.errorMessage),
  };
}

/** The queue's stored text as items; unreadable text reads as an empty queue. */
export function parseQueue(
  raw: string | null,
  makeId: () => string = () => crypto.randomUUID(),
  now: number = Date.now(),
): PendingSubmission[] {
  if (!raw) return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  const seen = new Set<string>();
  const items: PendingSubmission[] = [];
  for (const entry of value) {
    const item = normalisePendingSubmission(entry, makeId, now);
    // One item per id: the same idea twice would still be one submission.
    if (item && !seen.has(item.id)) {
      seen.add(item.id);
      items.push(item);
    }
  }
  return items;
}

/** The queue as stored, filtered by the spec's rule. An id given to an item is saved at once. */
export function readQueue(storage: StorageLike | undefined): PendingSubmission[] {
  let madeIds = false;
  const items = parseQueue(readItem(storage, PENDING_SUBMISSIONS_KEY), () => {
    madeIds = true;
    return crypto.randomUUID();
  });
  if (madeIds) writeQueue(storage, items);
  return items;
}

/** Writes the queue; an empty queue removes the entry. */
export function writeQueue(storage: StorageLike | undefined, items: PendingSubmission[]): void {
  writeItem(storage, PENDING_SUBMISSIONS_KEY, items.length > 0 ? JSON.stringify(items) : null);
}

/** Adds an item, or replaces the one with its id (never two with one id). */
export function enqueue(storage: StorageLike | undefined, item: PendingSubmission): void {
  const items = readQueue(storage);
  const index = items.findIndex((existing) => existing.id === item.id);
  if (index === -1) items.push(item);
  else items[index] = item;
  writeQueue(storage, items);
}

/** Changes one item in place; nothing when it is gone. Returns the new item. */
export function updateQueued(
  storage: StorageLike | undefined,
  id: string,
  change: (item: PendingSubmission) => PendingSubmission,
): PendingSubmission | null {
  const items = readQueue(storage);
  const index = items.findIndex((item) => item.id === id);
  if (index === -1) return null;
  const next = change(items[index]!);
  items[index] = next;
  writeQueue(storage, items);
  return next;
}

export function removeQueued(storage: StorageLike | undefined, id: string): void {
  const items = readQueue(storage);
  const kept = items.filter((item) => item.id !== id);
  if (kept.length !== items.length) writeQueue(storage, kept);
}

/** The item after a failed try: one more in retryCount, the time and the reason recorded. */
export function recordFailure(
  item: PendingSubmission,
  message: string,
  now: number,
): PendingSubmission {
  return {
    ...item,
    retryCount: item.retryCount + 1,
    lastError: new Date(now).toISOString(),
    errorMessage: message,
  };
}

/** An item that failed too often: kept, with its error shown, but not retried. */
export function isExhausted(
  item: PendingSubmission,
  maxRetries: number = queueLimits.maxRetries,
): boolean {
  return item.retryCount >= maxRetries;
}

/** The items a run tries, oldest first: this user's sent ideas that may still be retried. */
export function itemsToRetry(
  items: PendingSubmission[],
  userId: string,
  limits: Pick<QueueLimits, 'maxRetries' | 'maxPerRun'> = queueLimits,
): PendingSubmission[] {
  return items
    .filter(
      (item) =>
        item.user_id === userId && item.status !== 'draft' && !isExhausted(item, limits.maxRetries),
    )
    .sort((a, b) => a.pendingTimestamp.localeCompare(b.pendingTimestamp))
    .slice(0, limits.maxPerRun);
}

export interface NewPendingSubmission {
  id: string;
  userId: string;
  email: string | null;
  fullName: string | null;
  jobTitle: string | null;
  agreementId: string | null;
  ideaTitle: string;
  ideaDescription: string;
  resubmittedFrom: string | null;
  /** An attachment the server already has. */
  attachment: { id: string; name: string } | null;
  /** A file not uploaded yet: kept with the item when small enough, else noted. */
  file: { name: string; size: number } | null;
  /** Whether the file could be kept in the browser (false when storing it failed). */
  fileStored?: boolean;
}

/** Whether a file may be kept in the browser with its item (under 5 MB). */
export const fitsLocalStorage = (size: number, limit: number = queueLimits.localFileMaxBytes) =>
  size < limit;

/** A new queue item for an idea the server could not be reached for. */
export function pendingSubmission(input: NewPendingSubmission, now: number): PendingSubmission {
  const at = new Date(now).toISOString();
  const file = input.attachment ? null : input.file;
  const kept = file !== null && fitsLocalStorage(file.size) && input.fileStored !== false;
  return {
    id: input.id,
    user_id: input.userId,
    full_name: input.fullName,
    email: input.email,
    job_title: input.jobTitle,
    idea_title: input.ideaTitle.trim(),
    idea_description: input.ideaDescription.trim(),
    attachment_id: input.attachment?.id ?? null,
    attachment_name: input.attachment?.name ?? file?.name ?? null,
    attachment_is_temporary: kept,
    attachment_error:
      file === null || kept
        ? null
        : fitsLocalStorage(file.size)
          ? queueMessages.fileNotStored
          : queueMessages.fileTooLarge,
    agreement_id: input.agreementId,
    resubmitted_from: input.resubmittedFrom,
    status: 'pending',
    created_at: at,
    updated_at: at,
    pendingTimestamp: at,
    retryCount: 0,
    lastError: null,
    errorMessage: null,
  };
}

/** Fired on the window whenever this tab changes the queue. */
export const QUEUE_CHANGE_EVENT = 'pending-submissions-change';

/** Local storage, telling this tab's listeners when the queue entry changes. */
export function queueStorage(): StorageLike | undefined {
  const storage = localStore();
  if (!storage) return undefined;
  const changed = (key: string) => {
    if (key === PENDING_SUBMISSIONS_KEY) window.dispatchEvent(new Event(QUEUE_CHANGE_EVENT));
  };
  return {
    get length() {
      return storage.length;
    },
    key: (index) => storage.key(index),
    getItem: (key) => storage.getItem(key),
    setItem(key, value) {
      const before = storage.getItem(key);
      storage.setItem(key, value);
      if (before !== value) changed(key);
    },
    removeItem(key) {
      const had = storage.getItem(key) !== null;
      storage.removeItem(key);
      if (had) changed(key);
    },
    clear() {
      storage.clear();
      changed(PENDING_SUBMISSIONS_KEY);
    },
  };
}

/** Calls `listener` when the queue changes, in this tab or another. */
export function subscribeToQueue(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === PENDING_SUBMISSIONS_KEY) listener();
  };
  window.addEventListener(QUEUE_CHANGE_EVENT, listener);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(QUEUE_CHANGE_EVENT, listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The queue's stored text (a stable snapshot for useSyncExternalStore). */
export function queueSnapshot(): string | null {
  try {
    return localStore()?.getItem(PENDING_SUBMISSIONS_KEY) ?? null;
  } catch {
    return null;
  }
}

let files: FileStore | null | undefined;
function fileStore(): FileStore | null {
  if (files === undefined) files = indexedDbFileStore();
  return files;
}

/**
 * Keeps an idea in the queue, with its file in IndexedDB when it is under 5 MB (a larger one is
 * noted as 'File too large for temporary storage'). Returns the queued item.
 */
export async function queueLocally(
  input: NewPendingSubmission,
  file: File | null,
): Promise<PendingSubmission> {
  let fileStored = false;
  if (file && !input.attachment && fitsLocalStorage(file.size)) {
    const store = fileStore();
    try {
      if (store) {
        await store.put(input.id, {
          blob: file,
          name: file.name,
          type: file.type,
          savedAt: Date.now(),
        });
        fileStored = true;
      }
    } catch (error) {
      console.warn('Could not keep the attachment in this browser', error);
    }
  }
  const item = pendingSubmission({ ...input, fileStored }, Date.now());
  enqueue(queueStorage(), item);
  return item;
}

/** Takes an item (and its file) out of the queue without sending it. */
export async function discardQueued(id: string): Promise<void> {
  removeQueued(queueStorage(), id);
  await fileStore()
    ?.delete(id)
    .catch(() => undefined);
}

/** Lets an item that gave up be tried again, from the start. */
export function resetQueued(id: string): void {
  updateQueued(queueStorage(), id, (item) => ({ ...item, retryCount: 0 }));
}

/** Files kept for items that are gone (sent from another tab, cleared at sign-out) go too. */
async function removeOrphanFiles(storage: StorageLike | undefined, now: number) {
  const store = fileStore();
  if (!store) return;
  const queued = new Set(readQueue(storage).map((item) => item.id));
  for (const key of await store.keys()) {
    if (queued.has(key)) continue;
    const file = await store.get(key);
    // A file just written may be waiting for its item; only old ones go.
    if (!file || now - file.savedAt > 60 * 60 * 1000) await store.delete(key);
  }
}

/**
 * Uploads the file this browser keeps for an item; null when it has none. The file stays until
 * the item is delivered: should the server drop the upload before then, it can go up again.
 */
async function uploadKeptFile(item: PendingSubmission, signal: AbortSignal) {
  const stored = await fileStore()?.get(item.id);
  if (!stored) return null;
  return uploadAttachment(stored.blob, stored.name, signal);
}

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
 * Uploads the file this browser keeps for an item first, when it has not gone up yet, and saves
 * its attachment id on the item, so a later try does not upload it again. A file this browser
 * no longer has is noted on the item, which then goes without it.
 */
async function uploadFirst(
  item: PendingSubmission,
  signal: AbortSignal,
  update: (change: Partial<PendingSubmission>) => PendingSubmission,
): Promise<PendingSubmission> {
  if (!item.attachment_is_temporary || item.attachment_id) return item;
  const uploaded = await uploadKeptFile(item, signal);
  if (!uploaded) {
    return update({ attachment_is_temporary: false, attachment_error: queueMessages.fileLost });
  }
  return update({
    attachment_id: uploaded.id,
    attachment_name: uploaded.name,
    attachment_is_temporary: false,
  });
}

/** Creates the submission under the item's id; resolves once the server has it. */
async function deliver(item: PendingSubmission, signal: AbortSignal): Promise<SubmissionRecord> {
  const content = {
    ideaTitle: item.idea_title,
    ideaDescription: item.idea_description,
    ...(item.attachment_id ? { attachmentId: item.attachment_id } : {}),
  };
  const created = await createSubmission(
    {
      id: item.id,
      status: 'pending',
      ...content,
      ...(item.resubmitted_from ? { resubmittedFrom: item.resubmitted_from } : {}),
    },
    signal,
  );
  if (created.status !== 'draft') return created;
  // The id holds the draft the idea dialog kept while it was typed: sent from there.
  await updateDraft(created.id, content);
  return submitDraft(created.id);
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
      const current = item;
      item = await withUploadDeadline((signal) => uploadFirst(current, signal, update));
      let result: SubmissionRecord;
      try {
        result = await send(item);
      } catch (error) {
        if (!item.attachment_id || !isAttachmentGone(error)) throw error;
        // The file goes up again from this browser if it still has it; otherwise the idea goes
        // without it, and the item says why.
        const gone = item;
        const again = await withUploadDeadline((signal) => uploadKeptFile(gone, signal));
        update(
          again
            ? { attachment_id: again.id, attachment_name: again.name }
            : { attachment_id: null, attachment_error: queueMessages.attachmentGone },
        );
        result = await send(item);
      }
      removeQueued(storage, id);
      await fileStore()
        ?.delete(id)
        .catch(() => undefined);
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

/**
 * When the retry queue runs besides the dashboard's load, the browser's 'online' event, a sent
 * idea and Send Now: when the server answers again after it did not, and on My Submissions'
 * Refresh. The browser's own online state misses a server that is down while the network is up,
 * so the server is asked directly.
 */

/** How often the server is asked again while ideas wait in this browser to be sent. */
export const HEALTH_RECHECK_MS = 30_000;

/** The health check's interval: every 30 s while this user has items due, otherwise none. */
export function healthRecheckInterval(items: PendingSubmission[], userId: string): number | false {
  return itemsToRetry(items, userId).length > 0 ? HEALTH_RECHECK_MS : false;
}

/** Whether the server is back: the health check answered after the one before did not. */
export function reconnected(previous: boolean | undefined, current: boolean | undefined): boolean {
  return previous === false && current === true;
}
