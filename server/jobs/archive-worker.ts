import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client';
import type { OutageLog } from '../db/outage';
import { errorMessage, logger } from '../lib/logger';
import type { TimestampAuthority } from '../lib/tsa-client';
import type { Storage } from '../providers/storage/storage';
import {
  archiveAgreement,
  archiveFailed,
  archiveSignal,
  type ArchiveClaim,
} from '../services/agreements/long-term';
import { createQueueWorker } from './queue-worker';

/** Long enough for the authority and every OCSP responder to answer, each within its timeout. */
const LEASE_SECONDS = 600;
const BATCH = 5;

/**
 * Makes signed agreements long-term validatable (PAdES B-LTA) when they are signed, and adds a
 * fresh document timestamp to each before the last one's certificates expire. Claims are leased
 * with FOR UPDATE SKIP LOCKED, as the timestamp queue's are, so instances never archive one
 * agreement at once, and one whose worker died is taken up once its lease runs out.
 */
export function createArchiveWorker({
  db,
  storage,
  authority,
  pollMs = 60_000,
  outage,
}: {
  db: Db;
  storage: Storage;
  authority: TimestampAuthority;
  pollMs?: number;
  outage?: Pick<OutageLog, 'unavailable' | 'down'>;
}) {
  const claim = () =>
    queryRows<ArchiveClaim>(
      db,
      sql`
      update agreements
      set archive_lease_until = now() + make_interval(secs => ${LEASE_SECONDS}),
          archive_attempts = archive_attempts + 1
      where id in (
        select id from agreements
        where archive_due_at <= now()
          and (archive_lease_until is null or archive_lease_until < now())
          and status = 'signed' and document_key is not null
        order by archive_due_at
        limit ${BATCH}
        for update skip locked
      )
      returning id, document_key as "documentKey", archive_attempts as attempts`,
    );

  async function archive(job: ArchiveClaim): Promise<void> {
    try {
      await archiveAgreement({ db, storage, authority }, job);
    } catch (error) {
      logger.warn('agreement not archived for long-term validation; it is tried again later', {
        agreementId: job.id,
        attempts: job.attempts,
        error: errorMessage(error),
      });
      await archiveFailed(db, job, errorMessage(error));
    }
  }

  return createQueueWorker({
    name: 'long-term validation',
    claim,
    handle: archive,
    signal: archiveSignal,
    pollMs,
    outage,
  });
}

export type ArchiveWorker = ReturnType<typeof createArchiveWorker>;
