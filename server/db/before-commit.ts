/** The steps each running transaction has queued, by the transaction handed to its work. */
const queued = new WeakMap<object, (() => Promise<void>)[]>();

/**
 * Runs `step` inside `tx` once the transaction's own work is done, just before it commits, so
 * a lock the step takes is held only for the commit itself. Answers false, and queues nothing,
 * when `tx` is not a transaction being run (the database itself, or a savepoint).
 */
export function beforeCommit(tx: object, step: () => Promise<void>): boolean {
  const steps = queued.get(tx);
  if (!steps) return false;
  steps.push(step);
  return true;
}

/**
 * Runs a transaction's work, then the steps it queued with `beforeCommit`, in order. Kept by
 * the transaction object rather than in an AsyncLocalStorage: on Node 20 one of those, once
 * used, puts a hook on every promise the process makes from then on.
 */
export async function runWithBeforeCommit<T>(tx: object, work: () => Promise<T>): Promise<T> {
  const steps: (() => Promise<void>)[] = [];
  queued.set(tx, steps);
  try {
    const result = await work();
    for (const step of steps) await step();
    return result;
  } finally {
    queued.delete(tx);
  }
}
