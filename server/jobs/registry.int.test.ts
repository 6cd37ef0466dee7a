import { beforeAll, expect, it, vi } from 'vitest';
import { startTestPortal, type TestPortal } from '../test/portal';
import { logger } from '../lib/logger';
import { jobs } from './registry';

// What the portal does with each job of the registry, in order.
const seen: string[] = [];
let t: TestPortal;
beforeAll(async () => {
  for (const job of jobs) {
    const start = job.start;
    vi.spyOn(job, 'start').mockImplementation((context) => {
      const running = start(context);
      seen.push(running ? `started ${job.name}` : `nothing to run for ${job.name}`);
      return (
        running && {
          started: running.started,
          async stop() {
            await running.stop();
            seen.push(`stopped ${job.name}`);
          },
        }
      );
    });
  }
  t = await startTestPortal();
});

it('starts every job of the registry once, and stopping the portal stops each', async () => {
  await t.portal.startJobs();
  await t.portal.startJobs();
  expect(seen).toEqual([
    'started outbox',
    'started webhooks',
    // No timestamp authority is configured.
    'nothing to run for timestamps',
    'nothing to run for long-term validation',
    'started clean-up',
    'started overdue review reminders',
    'started attestation reminders',
    'started bar date reminders',
    'started decision clock warnings',
    'started retention',
    'started docket reminders',
    'started audit chain check',
  ]);

  seen.length = 0;
  await t.close();
  expect(seen).toEqual([
    'stopped outbox',
    'stopped webhooks',
    'stopped clean-up',
    'stopped overdue review reminders',
    'stopped attestation reminders',
    'stopped bar date reminders',
    'stopped decision clock warnings',
    'stopped retention',
    'stopped docket reminders',
    'stopped audit chain check',
  ]);
});

it('finds nothing to complain of in the first clean-up of a new data folder', async () => {
  const warned = vi.spyOn(logger, 'warn');
  const fresh = await startTestPortal();
  try {
    await fresh.portal.startJobs();
    expect(warned.mock.calls.filter(([message]) => message === 'clean-up failed')).toEqual([]);
  } finally {
    await fresh.close();
    warned.mockRestore();
  }
});
