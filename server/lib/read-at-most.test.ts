import { describe, expect, it } from 'vitest';
import { readAtMost } from './read-at-most';

/** A source that never ends, counting what it was asked for and whether it was stopped. */
function endless(chunkSize: number) {
  const state = { produced: 0, stopped: false };
  async function* chunks() {
    try {
      for (;;) {
        state.produced += chunkSize;
        yield new Uint8Array(chunkSize);
      }
    } finally {
      state.stopped = true;
    }
  }
  return { state, source: chunks() };
}

describe('reading at most a number of bytes', () => {
  it('gives back everything up to the cap, the cap included', async () => {
    const source = new Blob(['abc', 'def']).stream();
    expect((await readAtMost(source, 6))?.toString()).toBe('abcdef');
  });

  it('refuses what goes over, having asked for no more than one chunk past the cap', async () => {
    const { state, source } = endless(1024);
    expect(await readAtMost(source, 64 * 1024)).toBeNull();
    expect(state.produced).toBeLessThanOrEqual(64 * 1024 + 1024);
    expect(state.stopped).toBe(true);
  });

  it('cancels a web stream it stops reading', async () => {
    let cancelled = false;
    const body = new ReadableStream<Uint8Array>({
      pull: (controller) => controller.enqueue(new Uint8Array(1000)),
      cancel: () => {
        cancelled = true;
      },
    });
    expect(await readAtMost(body, 2500)).toBeNull();
    expect(cancelled).toBe(true);
  });
});
