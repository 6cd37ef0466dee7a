import { indexedDbFileStore, type FileStore } from '#web/lib/indexed-db';
import type { StorageLike } from '#web/lib/storage';
import { uploadAttachment } from '#web/features/submissions/lib/upload-attachment';
import {
  fitsLocalStorage,
  pendingSubmission,
  type NewPendingSubmission,
  type PendingSubmission,
} from './queue-items';
import { keptFileKey, type QueuedFile } from './queued-files';
import { enqueue, queueStorage, readQueue, removeQueued } from './queue-storage';

// The files kept in this browser (IndexedDB) for the queue's items: each under its own key
// (QueuedFile.key), the item's id for the one file an older page kept.

let files: FileStore | null | undefined;
export function fileStore(): FileStore | null {
  if (files === undefined) files = indexedDbFileStore();
  return files;
}

/**
 * Keeps an idea in the queue, with the bytes of each of its files not uploaded yet in IndexedDB
 * when under 5 MB (a larger one is noted as 'File too large for temporary storage'). `blobs`
 * follows `input.files`: the bytes of each file to keep here, null for one not to keep.
 * Returns the queued item.
 */
export async function queueLocally(
  input: NewPendingSubmission,
  blobs: readonly (File | null)[] = [],
): Promise<PendingSubmission> {
  const store = fileStore();
  const stored = await Promise.all(
    input.files.map(async (file, index) => {
      const blob = blobs[index];
      if (file.id || !blob || !store || !fitsLocalStorage(blob.size)) return false;
      try {
        await store.put(keptFileKey(input.id, index), {
          blob,
          name: blob.name,
          type: blob.type,
          savedAt: Date.now(),
        });
        return true;
      } catch (error) {
        console.warn('Could not keep the attachment in this browser', error);
        return false;
      }
    }),
  );
  const item = pendingSubmission(
    { ...input, files: input.files.map((file, index) => ({ ...file, stored: stored[index]! })) },
    Date.now(),
  );
  enqueue(queueStorage(), item);
  return item;
}

/** The keys an item's files may be kept under: its own id (an older page's), and each file's. */
const keysOf = (item: Pick<PendingSubmission, 'id' | 'attachments'>) =>
  new Set([item.id, ...item.attachments.map((file) => file.key)]);

/** Removes the files this browser keeps for an item. */
export async function deleteKeptFiles(item: Pick<PendingSubmission, 'id' | 'attachments'>) {
  const store = fileStore();
  if (!store) return;
  for (const key of keysOf(item)) await store.delete(key).catch(() => undefined);
}

/** Takes an item (and its files) out of the queue without sending it. */
export async function discardQueued(id: string): Promise<void> {
  const storage = queueStorage();
  const item = readQueue(storage).find((queued) => queued.id === id);
  removeQueued(storage, id);
  await deleteKeptFiles(item ?? { id, attachments: [] });
}

/** Files kept for items that are gone (sent from another tab, cleared at sign-out) go too. */
export async function removeOrphanFiles(storage: StorageLike | undefined, now: number) {
  const store = fileStore();
  if (!store) return;
  const queued = new Set(readQueue(storage).flatMap((item) => [...keysOf(item)]));
  for (const key of await store.keys()) {
    if (queued.has(key)) continue;
    const file = await store.get(key);
    // A file just written may be waiting for its item; only old ones go.
    if (!file || now - file.savedAt > 60 * 60 * 1000) await store.delete(key);
  }
}

/**
 * Uploads the bytes this browser keeps for one of an item's files; null when it has none. The
 * bytes stay until the item is delivered: should the server drop the upload before then, the
 * file can go up again.
 */
export async function uploadKeptFile(file: QueuedFile, signal: AbortSignal) {
  const stored = await fileStore()?.get(file.key);
  if (!stored) return null;
  return uploadAttachment(stored.blob, stored.name, signal);
}
