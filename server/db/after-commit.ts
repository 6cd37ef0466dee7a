interface Transactional {
  transaction: (work: (tx: never) => Promise<unknown>, config?: never) => Promise<unknown>;
}

/** The callbacks waiting for each open transaction, by the transaction (or savepoint) object. */
const waiting = new WeakMap<object, (() => void)[]>();

/**
 * Runs `callback` once the transaction `tx` belongs to has committed, or at once when `tx` is
 * the database itself. A transaction that rolls back drops its callbacks: what they announce
 * never happened. A savepoint's callbacks wait for the outermost transaction, whose commit is
 * the one that counts.
 */
export function afterCommit(tx: object, callback: () => void): void {
  const callbacks = waiting.get(tx);
  if (callbacks) callbacks.push(callback);
  else callback();
}

/** Marks `tx`, and every savepoint opened in it, as collecting into `callbacks`. */
function collectInto(tx: Transactional, callbacks: (() => void)[]) {
  waiting.set(tx, callbacks);
  const savepoint = tx.transaction.bind(tx);
  tx.transaction = (work, config) =>
    savepoint((inner) => {
      collectInto(inner as Transactional, callbacks);
      return work(inner);
    }, config);
}

/**
 * Runs a transaction through `begin`, which hands its work the transaction object, then the
 * callbacks registered on it once it has committed. Kept by the transaction object rather than
 * in an AsyncLocalStorage: on Node 20 one of those, once used, puts a hook on every promise the
 * process makes from then on.
 */
export async function runCollectingAfterCommit<Tx extends object, T>(
  begin: (work: (tx: Tx) => Promise<T>) => Promise<T>,
  work: (tx: Tx) => Promise<T>,
): Promise<T> {
  const callbacks: (() => void)[] = [];
  const result = await begin((tx) => {
    collectInto(tx as unknown as Transactional, callbacks);
    return work(tx);
  });
  for (const callback of callbacks) callback();
  return result;
}
