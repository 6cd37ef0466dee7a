import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { OutageLog } from '../db/outage';
import { timestampTokens } from '../db/schema';
import { errorMessage, logger } from '../lib/logger';
import type { TimestampAuthority } from '../lib/tsa-client';
import { timestampSignal } from '../services/proof/timestamps';
import { claimDue, createQueueWorker } from './queue-worker';

const LEASE_SECONDS = 120;
const BATCH = 10;

/**
 * Seconds to wait after the nth failed attempt: 30 s doubling, at most an hour. A timestamp is
 * never given up: an authority that is away for days delays the proof, and loses none.
 */
export function timestampRetrySeconds(attempts: number): number {
  return Math.min(30 * 2 ** Math.min(attempts - 1, 16), 3600);
}

/**
 * The row as this worker claimed it: a lease that ran out mid-request lets another instance
 * claim it again (attempts then moves on), and only the latest claim may write the outcome.
 */
const stillOurs = (job: Claimed) =>
  and(
    eq(timestampTokens.id, job.id),
    eq(timestampTokens.state, 'requesting'),
    eq(timestampTokens.attempts, job.attempts),
  );

interface Claimed {
  id: string;
  sha256: string;
  attempts: number;
}

/**
 * Asks the authority for every queued timestamp. Claims are leased with FOR UPDATE SKIP LOCKED
 * as in the mail outbox, so instances never ask twice for one row, and a row whose asker died is
 * asked for again once its lease runs out.
 */
export function createTimestampWorker({
  db,
  authority,
  trustedRoots,
  pollMs = 5_000,
  outage,
}: {
  db: Db;
  authority: TimestampAuthority;
  /** The PEM of the roots the authority's tokens are checked against (TSA_CA_FILE), if any. */
  trustedRoots: string | null;
  pollMs?: number;
  /** Where a database that cannot be reached is said, once per outage (db/outage.ts). */
  outage?: Pick<OutageLog, 'unavailable' | 'down'>;
}) {
  const claim = () =>
    claimDue<Claimed>(db, {
      table: 'timestamp_tokens',
      working: 'requesting',
      returning: 'id, sha256, attempts',
      leaseSeconds: LEASE_SECONDS,
      batch: BATCH,
    });

  async function stamp(job: Claimed): Promise<void> {
    try {
      const grant = await authority.stamp(Buffer.from(job.sha256, 'hex'));
      await db
        .update(timestampTokens)
        .set({
          state: 'granted',
          leaseUntil: null,
          lastError: null,
          response: grant.response,
          token: grant.token,
          genTime: grant.genTime,
          tsaUrl: grant.tsaUrl,
          tsaName: grant.tsaName,
          serialNumber: grant.serialNumber,
          trustedRoots,
        })
        .where(stillOurs(job));
    } catch (error) {
      logger.warn('timestamp not granted', {
        id: job.id,
        attempts: job.attempts,
        error: errorMessage(error),
      });
      await db
        .update(timestampTokens)
        .set({
          state: 'pending',
          leaseUntil: null,
          lastError: errorMessage(error).slice(0, 1000),
          nextAttemptAt: sql`now() + make_interval(secs => ${timestampRetrySeconds(job.attempts)})`,
        })
        .where(stillOurs(job));
    }
  }

  return createQueueWorker({
    name: 'timestamp',
    claim,
    handle: stamp,
    signal: timestampSignal,
    pollMs,
    outage,
  });
}

export type TimestampWorker = ReturnType<typeof createTimestampWorker>;
