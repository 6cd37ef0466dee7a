import type { Db } from '../db/client';
import type { Storage } from '../providers/storage/storage';
import { checkAuditChainDaily } from './audit-chain-check';
import { cleanUp } from './cleanup';
import { startHourly, type RunningJob } from './hourly';
import { mailOverdueReviews } from './overdue-reviews';
import { mailAttestationReminders } from './attestation-reminders';
import { mailBarDateReminders } from './bar-date-reminders';
import { mailDecisionClockWarnings } from './decision-clock-warnings';
import { mailDocketReminders } from './docket-reminders';
import { applyRetention } from './retention';
import type { OutboxWorker } from './outbox-worker';
import type { ArchiveWorker } from './archive-worker';
import type { TimestampWorker } from './timestamp-worker';
import type { WebhookWorker } from './webhook-worker';

/** What the jobs of one instance work with (portal.ts makes it). */
export interface JobContext {
  db: Db;
  storage: Storage;
  appUrl: string;
  outbox: OutboxWorker;
  webhooks: WebhookWorker;
  /** Null when no timestamp authority is configured (TSA_URL). */
  timestamps: TimestampWorker | null;
  /** Makes signed agreements long-term validatable; null without TSA_URL. */
  archive: ArchiveWorker | null;
  /** Ends resumable uploads past the day they could be resumed in. */
  removeExpiredUploads: () => Promise<number>;
}

export interface Job {
  name: string;
  /** When it runs. */
  when: string;
  /** What it does. */
  does: string;
  /** Starts it on this instance; null when the instance has nothing of it to run. */
  start(context: JobContext): RunningJob | null;
}

/** A database queue's worker, running until stopped. */
function startQueue(worker: Pick<OutboxWorker, 'start' | 'stop'> | null): RunningJob | null {
  if (!worker) return null;
  worker.start();
  return { started: Promise.resolve(), stop: () => worker.stop() };
}

/**
 * Every scheduled or queued task of an instance: the portal starts exactly these (startJobs),
 * and stops them before it closes the database. Every instance runs each: the queues claim
 * their rows and the hourly tasks are idempotent or claim theirs.
 */
export const jobs: readonly Job[] = [
  {
    name: 'outbox',
    when: 'As soon as this instance queues a mail, and every 2 seconds.',
    does: 'Sends queued mail, retrying with backoff; never sends again what may have arrived.',
    start: (context) => startQueue(context.outbox),
  },
  {
    name: 'webhooks',
    when: 'As soon as this instance queues a webhook delivery, and every 2 seconds.',
    does: 'Sends signed webhook deliveries, retrying with backoff for a day; then turns the endpoint off and mails admins.',
    start: (context) => startQueue(context.webhooks),
  },
  {
    name: 'timestamps',
    when: 'As soon as this instance queues a timestamp, and every 5 seconds; only with TSA_URL.',
    does: 'Asks the timestamp authority to stamp submission manifests and the audit head.',
    start: (context) => startQueue(context.timestamps),
  },
  {
    name: 'long-term validation',
    when: 'As soon as this instance records a signed agreement, and every minute; only with TSA_URL.',
    does: "Makes each agreement signed with the portal's seal PAdES B-LTA (a DSS of certificates and OCSP answers or CRLs, and a document timestamp), and adds a fresh document timestamp a month before the last one's certificates expire.",
    start: (context) => startQueue(context.archive),
  },
  {
    name: 'clean-up',
    when: 'At start-up, then hourly.',
    does: 'Removes old rate-limit counters, used-up tokens, unattached and expired uploads, webhook deliveries finished 90 days ago, and what a crash left behind.',
    start: (context) =>
      startHourly('clean-up', () =>
        cleanUp(context.db, context.storage, context.removeExpiredUploads),
      ),
  },
  {
    name: 'overdue review reminders',
    when: 'At start-up, then hourly.',
    does: 'Mails each reviewer whose review is past its due date and unscored, once.',
    start: (context) =>
      startHourly('overdue review reminders', () => mailOverdueReviews(context.db, context.appUrl)),
  },
  {
    name: 'attestation reminders',
    when: 'At start-up, then hourly.',
    does: 'Reminds each co-inventor who has not answered 3 and 7 days after being asked to attest, each reminder once.',
    start: (context) =>
      startHourly('attestation reminders', () =>
        mailAttestationReminders(context.db, context.appUrl),
      ),
  },
  {
    name: 'bar date reminders',
    when: 'At start-up, then hourly.',
    does: "Moves each idea's passed bar date on to its next, and reminds admins of each 90, 30 and 7 days before, each reminder once.",
    start: (context) =>
      startHourly('bar date reminders', () => mailBarDateReminders(context.db, context.appUrl)),
  },
  {
    name: 'decision clock warnings',
    when: 'At start-up, then hourly.',
    does: 'Warns admins of each decision due on the patent pipeline 30 and 7 days before its target, each warning once.',
    start: (context) =>
      startHourly('decision clock warnings', () =>
        mailDecisionClockWarnings(context.db, context.appUrl),
      ),
  },
  {
    name: 'retention',
    when: 'At start-up, then hourly.',
    does: 'Mails admins which declined ideas under no hold reach the end of the retention period, each once and a week ahead; then removes each on its day with its files, audited.',
    start: (context) => startHourly('retention', () => applyRetention(context, context.appUrl)),
  },
  {
    name: 'docket reminders',
    when: 'At start-up, then hourly.',
    does: 'Reminds admins of each open deadline of the patent docket 90, 30 and 7 days before it, each reminder once.',
    start: (context) =>
      startHourly('docket reminders', () => mailDocketReminders(context.db, context.appUrl)),
  },
  {
    name: 'audit chain check',
    when: 'At start-up, then hourly; it verifies once a day.',
    does: 'Verifies the audit chain, logging a break; with TSA_URL, anchors the head of a chain that held.',
    start: (context) =>
      startHourly('audit chain check', () =>
        checkAuditChainDaily(context.db, { anchor: context.timestamps !== null }),
      ),
  },
];

/** Starts every job of the registry; `started` settles when each one's first run is over. */
export function startJobs(context: JobContext): RunningJob {
  const running = jobs.flatMap((job) => job.start(context) ?? []);
  return {
    started: Promise.all(running.map((job) => job.started)).then(() => undefined),
    async stop() {
      for (const job of running) await job.stop();
    },
  };
}
