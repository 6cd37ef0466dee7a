/**
 * Makes sure a document's completion is handled once: while a check runs, further signals for
 * the same document are dropped, and once it is signed every later signal is. A check that
 * found the document unsigned lets the next signal check again, so a stray or forged signal
 * cannot block the real one.
 */
export function createCompletionGate() {
  const running = new Set<string>();
  const done = new Set<string>();
  return {
    /** True when the caller may check this document now. */
    begin(documentId: string): boolean {
      if (running.has(documentId) || done.has(documentId)) return false;
      running.add(documentId);
      return true;
    },
    end(documentId: string, { signed }: { signed: boolean }) {
      running.delete(documentId);
      if (signed) done.add(documentId);
    },
    isDone: (documentId: string) => done.has(documentId),
  };
}

export type CompletionGate = ReturnType<typeof createCompletionGate>;

/** One gate for the page: the dialog, the pending check and the window event share it. */
export const completionGate = createCompletionGate();
