/**
 * A small key-value store for files in the browser's IndexedDB: local storage holds only
 * text (and little of it), so files waiting to be uploaded are kept here. Every call opens
 * the database, does one transaction and closes it again; nothing stays open between calls.
 */

export interface StoredFile {
  blob: Blob;
  name: string;
  type: string;
  /** When it was stored (epoch milliseconds). */
  savedAt: number;
}

export interface FileStore {
  put(key: string, file: StoredFile): Promise<void>;
  get(key: string): Promise<StoredFile | null>;
  delete(key: string): Promise<void>;
  keys(): Promise<string[]>;
}

const DATABASE = 'invention-portal';
const STORE = 'files';
const VERSION = 1;

function requestResult<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });
}

function open(factory: IDBFactory): Promise<IDBDatabase> {
  const request = factory.open(DATABASE, VERSION);
  request.onupgradeneeded = () => {
    if (!request.result.objectStoreNames.contains(STORE)) request.result.createObjectStore(STORE);
  };
  return requestResult(request);
}

async function withStore<T>(
  factory: IDBFactory,
  mode: IDBTransactionMode,
  work: (store: IDBObjectStore) => IDBRequest<T>,
): Promise<T> {
  const db = await open(factory);
  try {
    const transaction = db.transaction(STORE, mode);
    const done = new Promise<void>((resolve, reject) => {
      transaction.oncomplete = () => resolve();
      transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB failed'));
      transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB aborted'));
    });
    const [result] = await Promise.all([requestResult(work(transaction.objectStore(STORE))), done]);
    return result;
  } finally {
    db.close();
  }
}

const isStoredFile = (value: unknown): value is StoredFile =>
  typeof value === 'object' &&
  value !== null &&
  (value as StoredFile).blob instanceof Blob &&
  typeof (value as StoredFile).name === 'string';

/** The browser's IndexedDB as a file store; null where there is none (old or locked-down browsers). */
export function indexedDbFileStore(
  factory: IDBFactory | undefined = globalThis.indexedDB,
): FileStore | null {
  if (!factory) return null;
  return {
    async put(key, file) {
      await withStore(factory, 'readwrite', (store) => store.put(file, key));
    },
    async get(key) {
      const value: unknown = await withStore(factory, 'readonly', (store) => store.get(key));
      return isStoredFile(value) ? value : null;
    },
    async delete(key) {
      await withStore(factory, 'readwrite', (store) => store.delete(key));
    },
    async keys() {
      const keys = await withStore(factory, 'readonly', (store) => store.getAllKeys());
      return keys.filter((key): key is string => typeof key === 'string');
    },
  };
}

/** A file store kept in memory (tests); `files` shows its content. */
export function memoryFileStore(): FileStore & { files: Map<string, StoredFile> } {
  const files = new Map<string, StoredFile>();
  return {
    files,
    put: async (key, file) => void files.set(key, file),
    get: async (key) => files.get(key) ?? null,
    delete: async (key) => void files.delete(key),
    keys: async () => [...files.keys()],
  };
}
