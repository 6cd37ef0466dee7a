/** A text is kept (prepared, named) the second time it runs: one run once never is. */
const KEEP_AT_USE = 2;
/** Texts whose runs are counted, the most recently run kept. */
const TEXTS_COUNTED = 1_000;

/**
 * Counts the runs of statement texts, for both databases' statement caches: `ranAgain(text)`
 * counts a run and says whether the text has now run often enough to be kept. Only the most
 * recently run texts are remembered, so one-off statements cannot grow it.
 */
export function repeatedTexts() {
  const runs = new Map<string, number>();
  return {
    ranAgain(text: string): boolean {
      const count = (runs.get(text) ?? 0) + 1;
      runs.delete(text);
      if (count >= KEEP_AT_USE) return true;
      runs.set(text, count);
      if (runs.size > TEXTS_COUNTED) runs.delete(runs.keys().next().value!);
      return false;
    },
  };
}
