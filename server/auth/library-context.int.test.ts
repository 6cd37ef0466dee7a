import { executionAsyncId } from 'node:async_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPortal, type TestPortal } from '../test/portal';
import { StorageWhileRunning } from './library-context';

/**
 * Whether promises made now carry an async context: with the hooks of an AsyncLocalStorage on,
 * a promise's callback runs under an async id of its own; with none, under none (0).
 */
const promisesAreHooked = async () =>
  (await Promise.resolve().then(() => executionAsyncId())) !== 0;

describe('the auth library keeps its request context only while it answers', () => {
  let t: TestPortal;
  beforeAll(async () => {
    t = await startTestPortal();
  });
  afterAll(() => t.close());

  it('leaves no hook on the promises of later requests once a sign-up, sign-in and signing are done', async () => {
    const client = await t.createSignedAccount('context@example.com', 'Carotid-Stent-42');
    expect((await client.request('/api/me')).status).toBe(200);
    expect((await client.request('/api/submissions')).status).toBe(200);
    expect(await promisesAreHooked()).toBe(false);
  });

  it('gives every context the library keeps a storage that is switched off between runs', async () => {
    const { context } = (globalThis as Record<symbol, { context: Record<string, unknown> }>)[
      Symbol.for('better-auth:global')
    ]!;
    expect(Object.keys(context).length).toBeGreaterThan(0);
    for (const storage of Object.values(context))
      expect(storage).toBeInstanceOf(StorageWhileRunning);
  });
});

describe('StorageWhileRunning', () => {
  it('keeps each run its own store across awaits, while other runs overlap it', async () => {
    const storage = new StorageWhileRunning<string>();
    const read = (store: string, delay: number) =>
      storage.run(store, async () => {
        await new Promise((resolve) => setTimeout(resolve, delay));
        const first = storage.getStore();
        await Promise.resolve();
        return [first, storage.getStore()];
      });
    expect(await Promise.all([read('a', 20), read('b', 5), read('c', 10)])).toEqual([
      ['a', 'a'],
      ['b', 'b'],
      ['c', 'c'],
    ]);
    expect(storage.getStore()).toBeUndefined();
    expect(await promisesAreHooked()).toBe(false);
  });

  it('is switched off after a run that throws or rejects, and on again for the next run', async () => {
    const storage = new StorageWhileRunning<number>();
    expect(() =>
      storage.run(1, () => {
        throw new Error('refused');
      }),
    ).toThrow('refused');
    await expect(
      storage.run(2, async () => {
        await Promise.resolve();
        throw new Error('rejected');
      }),
    ).rejects.toThrow('rejected');
    expect(await promisesAreHooked()).toBe(false);
    expect(await storage.run(3, async () => (await Promise.resolve(), storage.getStore()))).toBe(3);
    expect(storage.run(4, () => storage.getStore())).toBe(4);
    expect(await promisesAreHooked()).toBe(false);
  });

  it('keeps the store of a run that answers with a thenable of its own kind until it settles', async () => {
    const storage = new StorageWhileRunning<number>();
    const answer = storage.run(5, () => {
      const readLater = Promise.resolve().then(() => storage.getStore());
      return { then: readLater.then.bind(readLater) } as PromiseLike<number | undefined>;
    });
    expect(await answer).toBe(5);
    expect(await promisesAreHooked()).toBe(false);
  });
});
