import { afterAll, vi } from 'vitest';
import { resetTestClock } from './two-factor';

// Integration files share their worker's modules (vitest.config.ts, `isolate: false`): what
// one file changed of the process is put back before the next one starts.
afterAll(() => {
  resetTestClock();
  vi.useRealTimers();
  vi.restoreAllMocks();
});
