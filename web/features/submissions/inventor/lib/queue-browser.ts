import type { SubmissionRecord } from '#common/submissions';
import { indexedDbFileStore, type FileStore } from '#web/lib/indexed-db';
import { hasStatus } from '#web/lib/api';
import { localStore, type StorageLike } from '#web/lib/storage';
import { uploadAttachment } from '#web/features/submissions/lib/upload-attachment';
import { checkConnection } from '../api/health';
import { createSubmission, submitDraft, updateDraft } from '../api/submissions';
import {
  enqueue,
  fitsLocalStorage,
  PENDING_SUBMISSIONS_KEY,
  pendingSubmission,
  QueueRunner,
  queueMessages,
  readQueue,
  removeQueued,
  runQueue,
  updateQueued,
  type NewPendingSubmission,
  type PendingSubmission,
  type QueueRunResult,
} from './retry-queue';

/**
 * The retry queue in this browser: local storage for the items, IndexedDB for their files,
 * and one runner per user. Everything with a rule in it is in retry-queue.ts.
 */

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
async function removeOrphanFiles(now: number) {
  const store = fileStore();
  if (!store) return;
  const queued = new Set(readQueue(localStore()).map((item) => item.id));
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

/** One queued item sent to the server: its file uploaded first, then the submission. */
async function runOnce(userId: string): Promise<QueueRunResult<SubmissionRecord>> {
  await removeOrphanFiles(Date.now()).catch(() => undefined);
  const result = await runQueue<SubmissionRecord>({
    storage: queueStorage(),
    userId,
    checkConnection: (signal) => checkConnection(signal),
    async prepare(item, { signal, update }) {
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
    },
    recoverAttachment: {
      isGone: (error) => hasStatus(error, 400, 'invalid_attachment'),
      reupload: uploadKeptFile,
    },
    send: async (item, signal) => {
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
    },
  });
  if (result.status === 'ran') {
    for (const { item } of result.delivered) {
      await fileStore()
        ?.delete(item.id)
        .catch(() => undefined);
    }
  }
  return result;
}

const runners = new Map<string, QueueRunner<SubmissionRecord>>();

/** The queue runner of one user: one run at a time in this tab. */
export function queueRunnerFor(userId: string): QueueRunner<SubmissionRecord> {
  let runner = runners.get(userId);
  if (!runner) {
    runner = new QueueRunner(() => runOnce(userId));
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
