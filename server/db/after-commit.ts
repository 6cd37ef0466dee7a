import { AsyncLocalStorage } from 'node:async_hooks';

// The callbacks waiting for the transaction the current code runs in, if any.
const waiting = new AsyncLocalStorage<(() => void)[]>();

/**
 * Runs `callback` once the transaction this code runs in has committed, or at once outside
 * one. A transaction that rolls back drops its callbacks: what they announce never happened.
 */
export function afterCommit(callback: () => void): void {
  const callbacks = waiting.getStore();
  if (callbacks) callbacks.push(callback);
  else callback();
}

/**
 * Runs a transaction, then the callbacks registered inside it once it has committed. A nested
 * transaction (a savepoint) leaves them to the outermost one, whose commit is the one that counts.
 */
export async function runCollectingAfterCommit<T>(transaction: () => Promise<T>): Promise<T> {
  if (waiting.getStore()) return transaction();
  const callbacks: (() => void)[] = [];
  const result = await waiting.run(callbacks, transaction);
  for (const callback of callbacks) callback();
  return result;
}
