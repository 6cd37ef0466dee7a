import { and, desc, eq, gt, inArray, not, or, sql } from 'drizzle-orm';
import {
  MAIL_ATTENTION_LIMIT,
  type MailAttentionCounts,
  type MailAttentionResponse,
  type MailAttentionState,
} from '#common/mail-outbox';
import type { Db } from '#server/db/client';
import { mailOutbox as m } from '#server/db/schema/index';

/** Mail that has not gone as it should: the rows of mail_outbox_attention_idx. */
const needsAttention = or(
  inArray(m.state, ['failed', 'unconfirmed']),
  and(eq(m.state, 'pending'), gt(m.attempts, 0)),
);

/**
 * What "Send again" may act on: mail in need that is not already due now. A message sent again
 * is due at once, so a second click (or a second admin) finds nothing left to do. The clock, not
 * the transaction's start: a click that waited for another's lock started before that one made
 * the message due.
 */
export const canSendAgain = and(
  needsAttention,
  not(and(eq(m.state, 'pending'), sql`${m.nextAttemptAt} <= clock_timestamp()`)!),
);

/** A row's state as the Mail page names it. */
export const stateOf = sql<MailAttentionState>`case ${m.state} when 'pending' then 'delayed' else ${m.state} end`;

/** How much mail is delayed, failed or unconfirmed: the dashboard's line. */
export async function mailAttentionCounts(db: Db): Promise<MailAttentionCounts> {
  const rows = await db
    .select({ state: stateOf, n: sql<number>`count(*)::int` })
    .from(m)
    .where(needsAttention)
    .groupBy(stateOf);
  const counts: MailAttentionCounts = { delayed: 0, failed: 0, unconfirmed: 0 };
  for (const { state, n } of rows) counts[state] = n;
  return counts;
}

/** The Mail page: the counts and the newest messages in need, their metadata only. */
export async function mailAttention(db: Db): Promise<MailAttentionResponse> {
  const [counts, rows] = await Promise.all([
    mailAttentionCounts(db),
    db
      .select({
        id: m.id,
        kind: m.kind,
        to: m.to,
        subject: m.subject,
        state: stateOf,
        attempts: m.attempts,
        nextAttemptAt: m.nextAttemptAt,
        lastError: m.lastError,
        createdAt: m.createdAt,
      })
      .from(m)
      .where(needsAttention)
      .orderBy(desc(m.createdAt))
      .limit(MAIL_ATTENTION_LIMIT),
  ]);
  return {
    counts,
    messages: rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      to: row.to,
      subject: row.subject,
      state: row.state,
      attempts: row.attempts,
      nextAttemptAt: row.state === 'delayed' ? row.nextAttemptAt.toISOString() : null,
      lastError: row.lastError,
      createdAt: row.createdAt.toISOString(),
    })),
  };
}
