import { localStore, readItem, writeItem, type StorageLike } from '#web/lib/storage';
import { parseQueue, type PendingSubmission } from './queue-items';

// The retry queue in local storage: reading and changing it, and telling listeners it changed.

/** The browser storage key of the queue (spec 02 §3). */
export const PENDING_SUBMISSIONS_KEY = 'pendingInventionSubmissions';

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

/** Lets an item that gave up be tried again, from the start. */
export function resetQueued(id: string): void {
  updateQueued(queueStorage(), id, (item) => ({ ...item, retryCount: 0 }));
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
