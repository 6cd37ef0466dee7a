import { EventEmitter } from 'node:events';
import { and, eq } from 'drizzle-orm';
import { afterCommit } from '#server/db/after-commit';
import type { Db, Tx } from '#server/db/client';
import { timestampTokens, type TimestampSubject } from '#server/db/schema/index';

export type TimestampRow = typeof timestampTokens.$inferSelect;

/** Lets this instance's worker ask at once instead of at its next poll. */
export const timestampSignal = new EventEmitter();

/**
 * Queues a trusted timestamp over `sha256` (of `document` when given), in the transaction of the
 * change it proves. Asked once per subject: a second request for it changes nothing.
 */
export async function enqueueTimestamp(
  tx: Tx,
  job: { subjectType: TimestampSubject; subjectId: string; sha256: string; document?: string },
): Promise<void> {
  await tx
    .insert(timestampTokens)
    .values(job)
    .onConflictDoNothing({ target: [timestampTokens.subjectType, timestampTokens.subjectId] });
  afterCommit(tx, () => timestampSignal.emit('enqueued'));
}

/** The timestamp row of one subject, granted or still waiting; null if none was asked for. */
export async function timestampOf(
  db: Db | Tx,
  subjectType: TimestampSubject,
  subjectId: string,
): Promise<TimestampRow | null> {
  const [row] = await db
    .select()
    .from(timestampTokens)
    .where(
      and(eq(timestampTokens.subjectType, subjectType), eq(timestampTokens.subjectId, subjectId)),
    );
  return row ?? null;
}
