import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './e2e/support/chromium';
import { E2E_BASE_URL } from './e2e/support/environment';

export default defineConfig({
  testDir: './e2e',
  globalSetup: './e2e/support/global-setup.ts',
  // Two spec files at a time, one per core of the CI machine, each worker against a portal of
  // its own (see workerEnvironment).
  workers: 2,
  // Twice the default: the longest journeys took 25-28 s at one worker on a busy machine, and
  // two workers on two cores make each of them slower still. Nothing waits for this time; it
  // only bounds how long a stuck test holds its worker.
  timeout: 60_000,
  // Twice the default wait for a page to show what is expected: with two workers on two cores a
  // page that loads several lists (the admin dashboard after a single sign-on) took over 5 s.
  expect: { timeout: 10_000 },
  forbidOnly: true,
  reporter: [['list']],
  use: {
    // Each worker process loads this file again with its own TEST_PARALLEL_INDEX, so this is
    // the address of the worker's own portal (the one the helpers' E2E_BASE_URL names too).
    baseURL: E2E_BASE_URL,
    // Without the screencast: its frames nearly doubled the suite's CPU time, which two workers
    // share on a two-core machine. A failure's trace keeps the DOM snapshots of every action,
    // the network and the console.
    trace: { mode: 'retain-on-failure', screenshots: false },
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
});
