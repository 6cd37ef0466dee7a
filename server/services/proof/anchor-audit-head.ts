import { and, desc, eq, gt, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { auditLog, timestampTokens } from '#server/db/schema/index';
import { enqueueTimestamp } from './timestamps';

/** How often the head is anchored: a day, as an anchor only proves what came before it. */
const ANCHOR_EVERY = sql`interval '24 hours'`;

/**
 * Queues a trusted timestamp over the audit chain's head entry (its hash is the imprint) unless
 * one was queued in the last day. Once the token is granted, every entry up to that head is
 * proven to have existed then: rewriting one changes every later hash, the head's included.
 * Answers the anchored entry's id, or null when nothing was queued.
 */
export async function anchorAuditHead(db: Db): Promise<string | null> {
  return db.transaction(async (tx) => {
    const [recent] = await tx
      .select({ id: timestampTokens.id })
      .from(timestampTokens)
      .where(
        and(
          eq(timestampTokens.subjectType, 'audit-head'),
          gt(timestampTokens.createdAt, sql`now() - ${ANCHOR_EVERY}`),
        ),
      )
      .limit(1);
    if (recent) return null;
    const [head] = await tx
      .select({ id: auditLog.id, hash: auditLog.hash })
      .from(auditLog)
      .where(isNotNull(auditLog.chainPosition))
      .orderBy(desc(auditLog.chainPosition))
      .limit(1);
    if (!head?.hash) return null;
    await enqueueTimestamp(tx, {
      subjectType: 'audit-head',
      subjectId: String(head.id),
      sha256: head.hash,
    });
    return String(head.id);
  });
}
