import type { Readable } from 'node:stream';

/** A stored file; its type is the caller's to know (an attachment's row, a signed PDF). */
export interface StoredObject {
  body: Readable;
  size: number;
}

/**
 * Private file storage. Nothing in it has a public URL: files reach people only through
 * the API's authorised download routes.
 */
export interface Storage {
  /** Stores the bytes under the key, whole or not at all; object stores keep the type too. */
  put(key: string, body: Uint8Array | Readable, options: { contentType: string }): Promise<void>;
  /** The object, or null when there is none. */
  get(key: string): Promise<StoredObject | null>;
  /** Removes the object; removing a missing one is not an error. */
  delete(key: string): Promise<void>;
  /**
   * Removes what writes interrupted by a crash left behind, older than `olderThan` (younger
   * ones may belong to writes still under way). Answers how many were removed.
   */
  removeStaleTemporaryFiles(olderThan: Date): Promise<number>;
  /** The keys under `prefix` (ending in '/') last written before `olderThan`. */
  keysOlderThan(prefix: string, olderThan: Date): AsyncIterable<string>;
  /** Resolves when the store can be written to, rejects within a few seconds when it cannot. */
  reachable(): Promise<void>;
}

/** How long a readiness check waits for the store. */
export const REACHABLE_WITHIN_MS = 2_000;

/** Keys are made by the server: lower-case path segments, never `..` nor a leading slash. */
export function assertValidKey(key: string): void {
  if (!/^[a-z0-9][a-z0-9_.-]*(\/[a-z0-9][a-z0-9_.-]*)*$/.test(key) || key.includes('..')) {
    throw new Error(`invalid storage key: ${key}`);
  }
}
