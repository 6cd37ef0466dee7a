import type { StorageLike } from './storage';

/** A storage kept in memory (tests, or where the browser's cannot be used); `entries` shows it. */
export function memoryStorage(
  initial: Record<string, string> = {},
): StorageLike & { entries: Map<string, string> } {
  const entries = new Map(Object.entries(initial));
  return {
    entries,
    get length() {
      return entries.size;
    },
    key: (index) => [...entries.keys()][index] ?? null,
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => void entries.set(key, value),
    removeItem: (key) => void entries.delete(key),
    clear: () => entries.clear(),
  };
}
