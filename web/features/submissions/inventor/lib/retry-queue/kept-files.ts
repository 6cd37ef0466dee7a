import { indexedDbFileStore, type FileStore } from '#web/lib/indexed-db';
import type { StorageLike } from '#web/lib/storage';
import { uploadAttachment } from '#web/features/submissions/lib/upload-attachment';
import {
  fitsLocalStorage,
  pendingSubmission,
  type NewPendingSubmission,
  type PendingSubmission,
} from './queue-items';
import { enqueue, queueStorage, readQueue, removeQueued } from './queue-storage';

// The files kept in this browser (IndexedDB, under the item's id) for the queue's items.

let files: FileStore | null | undefined;
export function fileStore(): FileStore | null {
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

/** Files kept for items that are gone (sent from another tab, cleared at sign-out) go too. */
export async function removeOrphanFiles(storage: StorageLike | undefined, now: number) {
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
export async function uploadKeptFile(item: PendingSubmission, signal: AbortSignal) {
  const stored = await fileStore()?.get(item.id);
  if (!stored) return null;
  return uploadAttachment(stored.blob, stored.name, signal);
}
