import type { Viewpoint } from '#common/access';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { proofQueryOptions } from './proof';

// The query cache polls only in a browser, which it knows by a window: stand in for one.
vi.hoisted(() => Object.assign(globalThis, { window: globalThis }));

const pending = { manifestSha256: 'a'.repeat(64), timestamp: { state: 'pending' } };
const certified = {
  manifestSha256: 'a'.repeat(64),
  timestamp: { state: 'certified', at: '2026-11-26T10:00:00.000Z', authority: 'TSA' },
};

/** The proof paths a page asks while open, the authority answering on the third ask. */
async function askedWhileOpen(audience: Viewpoint): Promise<string[]> {
  const answers = [pending, pending, certified];
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string) => {
      asked.push(path);
      return Response.json(answers.shift() ?? certified);
    }),
  );
  const observer = new QueryObserver(
    new QueryClient(),
    proofQueryOptions(audience, 'idea-1', ['idea', 'idea-1']),
  );
  const stop = observer.subscribe(() => undefined);
  // 5 s, then 10 s while pending; then nothing more once certified.
  for (const wait of [0, 5_000, 10_000, 60_000, 60_000]) await vi.advanceTimersByTimeAsync(wait);
  stop();
  return asked;
}

describe('the proof of disclosure', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('asks again while the timestamp is pending and stops once certified, for the inventor', async () => {
    expect(await askedWhileOpen('inventor')).toEqual(
      Array(3).fill('/api/submissions/idea-1/proof'),
    );
  });

  it('asks again while the timestamp is pending and stops once certified, for staff', async () => {
    expect(await askedWhileOpen('staff')).toEqual(
      Array(3).fill('/api/admin/submissions/idea-1/proof'),
    );
  });
});
