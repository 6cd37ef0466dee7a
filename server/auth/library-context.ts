import { AsyncLocalStorage } from 'node:async_hooks';
import { getBetterAuthVersion } from '@better-auth/core/context';

/**
 * An AsyncLocalStorage that is switched off whenever none of its runs is under way.
 *
 * On Node 20, an AsyncLocalStorage that has been used once keeps a hook on every promise and
 * async resource the process makes from then on. The auth library keeps its request context
 * in three of them, so after the first sign-in every request paid for hooks that only the
 * library's own calls need: a third of the health check's throughput, and a quarter of a staff
 * list's (README, Throughput). Switched off between runs, the hooks are there only while a
 * sign-in, a sign-up or another call of the library's is being answered.
 *
 * A run's store lasts until what its callback returns has settled: the library awaits all of
 * its work (the portal gives it no background-task handler), so nothing of a run reads the
 * store after that.
 */
export class StorageWhileRunning<T> extends AsyncLocalStorage<T> {
  #running = 0;

  override run<R>(store: T, callback: () => R): R;
  override run<R, A extends unknown[]>(store: T, callback: (...args: A) => R, ...args: A): R;
  override run<R, A extends unknown[]>(store: T, callback: (...args: A) => R, ...args: A): R {
    this.#running++;
    let result: R;
    try {
      result = super.run(store, callback, ...args);
    } catch (error) {
      this.#ended();
      throw error;
    }
    // Any thenable: a library's own promise type settles as well as a native one.
    if (isThenable(result)) {
      result.then(
        () => this.#ended(),
        () => this.#ended(),
      );
    } else {
      this.#ended();
    }
    return result;
  }

  #ended() {
    this.#running--;
    if (this.#running === 0) this.disable();
  }
}

const LIBRARY_GLOBAL = Symbol.for('better-auth:global');

/**
 * Gives the auth library a StorageWhileRunning for each context it keeps (its endpoint, its
 * request state, its database transaction). It keeps them in its global object by name and
 * makes each only when none is there; this runs before it makes any, as the auth is built.
 */
export function keepLibraryContextWhileRunning(): void {
  // Makes the library's global object, as its own first call would.
  getBetterAuthVersion();
  const { context } = (globalThis as Record<symbol, { context: Record<string, unknown> }>)[
    LIBRARY_GLOBAL
  ]!;
  for (const name of [
    'endpointContextAsyncStorage',
    'requestStateAsyncStorage',
    'adapterAsyncStorage',
  ]) {
    context[name] ??= new StorageWhileRunning();
  }
}

const isThenable = (value: unknown): value is PromiseLike<unknown> =>
  (typeof value === 'object' || typeof value === 'function') &&
  value !== null &&
  typeof (value as { then?: unknown }).then === 'function';
