import type { EventEmitter } from 'node:events';
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client';
import { isDatabaseBusy, isDatabaseUnavailable } from '../db/errors';
import type { OutageLog } from '../db/outage';
import { detached } from '#server/core/request-scope';
import { errorMessage, logger } from '../lib/logger';

export interface QueueWorkerOptions<Job> {
  /** For logs: what the queue holds. */
  name: string;
  /** Claims the next due jobs (none: the queue is done for now). */
  claim(): Promise<Job[]>;
  /** Does one job; it records its own success or failure. */
  handle(job: Job): Promise<void>;
  /** Emits 'enqueued' once a new job has committed, so it is done at once, not at the next poll. */
  signal: EventEmitter;
  pollMs?: number;
  /**
   * The instance's outage log (db/outage.ts): a run that fails because the database cannot be
   * reached says so there, once per outage, rather than a warning at every poll.
   */
  outage?: Pick<OutageLog, 'unavailable' | 'down'>;
}

/**
 * The loop shared by the database queues (mail, timestamps): runs due jobs batch by batch, one
 * run at a time per instance, when told of a new job and every `pollMs`.
 */
export function createQueueWorker<Job>({
  name,
  claim,
  handle,
  signal,
  pollMs = 2_000,
  outage,
}: QueueWorkerOptions<Job>) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  let stopped = true;

  /** Does every job that is due; resolves with how many were attempted. */
  async function runOnce(): Promise<number> {
    let attempted = 0;
    for (;;) {
      const batch = await claim();
      if (batch.length === 0) return attempted;
      await Promise.all(batch.map(handle));
      attempted += batch.length;
    }
  }

  // A run asked for while one is going happens right after it.
  let queued = false;
  // Told of a new job by a request, after its commit: the run is the instance's, not the request's.
  const onEnqueued = () => detached(tick);
  function tick() {
    if (stopped || queued) return;
    queued = true;
    clearTimeout(timer);
    running = running
      .then(() => {
        queued = false;
        return runOnce();
      })
      .catch((error) => {
        if (outage && isDatabaseUnavailable(error)) outage.unavailable(error);
        // During an outage no connection comes free either: that is the outage, already logged.
        else if (!(outage?.down && isDatabaseBusy(error)))
          logger.warn(`${name} worker could not run`, { error: errorMessage(error) });
      })
      .finally(() => {
        if (!stopped && !queued) timer = setTimeout(tick, pollMs);
      });
  }

  return {
    runOnce,
    /**
     * Waits for a run under way, then does what is still due: every job queued before the call
     * has been tried once it resolves, whoever picked it up.
     */
    async flush(): Promise<number> {
      await running;
      return runOnce();
    },
    start() {
      if (!stopped) return;
      stopped = false;
      signal.on('enqueued', onEnqueued);
      tick();
    },
    /** Stops polling and waits for jobs being done now. */
    async stop() {
      stopped = true;
      clearTimeout(timer);
      signal.off('enqueued', onEnqueued);
      await running;
    },
  };
}

/**
 * Claims up to `batch` due rows of a queue table: pending ones whose time has come, and ones
 * whose lease ran out (their worker died). FOR UPDATE SKIP LOCKED keeps two instances off one
 * row; the claim counts an attempt and leases the row for `leaseSeconds`.
 */
export function claimDue<Row>(
  db: Db,
  queue: {
    table: 'mail_outbox' | 'timestamp_tokens';
    /** The state of a claimed row. */
    working: 'sending' | 'requesting';
    /** The columns to answer, as SQL. */
    returning: string;
    leaseSeconds: number;
    batch: number;
  },
): Promise<Row[]> {
  // Names from the fixed lists above, never from a request.
  const table = sql.raw(queue.table);
  return queryRows<Row>(
    db,
    sql`
    update ${table}
    set state = ${queue.working}, attempts = attempts + 1,
        lease_until = now() + make_interval(secs => ${queue.leaseSeconds})
    where id in (
      select id from ${table}
      where (state = 'pending' and next_attempt_at <= now())
         or (state = ${queue.working} and lease_until < now())
      order by next_attempt_at
      limit ${queue.batch}
      for update skip locked
    )
    returning ${sql.raw(queue.returning)}`,
  );
}
