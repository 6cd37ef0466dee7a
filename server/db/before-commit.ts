import { AsyncLocalStorage } from 'node:async_hooks';

interface Scope {
  tx: object;
  steps: (() => Promise<void>)[];
}

const current = new AsyncLocalStorage<Scope>();

/**
 * Runs `step` inside `tx` once the transaction's own work is done, just before it commits, so
 * a lock the step takes is held only for the commit itself. Answers false, and queues nothing,
 * when `tx` is not the transaction being run here (the database itself, or a savepoint).
 */
export function beforeCommit(tx: object, step: () => Promise<void>): boolean {
  const scope = current.getStore();
  if (scope?.tx !== tx) return false;
  scope.steps.push(step);
  return true;
}

/** Runs a transaction's work, then the steps it queued with `beforeCommit`, in order. */
export function runWithBeforeCommit<T>(tx: object, work: () => Promise<T>): Promise<T> {
  const scope: Scope = { tx, steps: [] };
  return current.run(scope, async () => {
    const result = await work();
    for (const step of scope.steps) await step();
    return result;
  });
}
