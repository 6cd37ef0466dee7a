/** The part of the Web Storage API these helpers use, so tests can pass a plain object. */
export interface StorageLike {
  readonly length: number;
  key(index: number): string | null;
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
  clear(): void;
}

/**
 * Reads one entry; a storage that throws (private mode, disabled) reads as empty and the
 * failure is only logged (spec 01 §8: storage failures are not fatal).
 */
export function readItem(storage: StorageLike | undefined, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch (error) {
    console.warn(`Could not read "${key}" from browser storage`, error);
    return null;
  }
}

/** Writes one entry; failures (quota, disabled storage) are only logged. */
export function writeItem(storage: StorageLike | undefined, key: string, value: string | null) {
  try {
    if (value === null) storage?.removeItem(key);
    else storage?.setItem(key, value);
  } catch (error) {
    console.warn(`Could not write "${key}" to browser storage`, error);
  }
}

/** The browser's local storage, or undefined where it cannot be used. */
export function localStore(): StorageLike | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}
