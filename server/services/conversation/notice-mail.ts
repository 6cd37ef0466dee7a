import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { Tx } from '#server/db/client';
import { mailOutbox } from '#server/db/schema/index';
import { enqueueMail, conversationNoticeMail, type ConversationNoticeItem } from '../mail/index';

/**
 * Notices to one address within this long of its last are one mail: the first goes at once,
 * and what follows in the window waits for its end, gathered into a single mail.
 */
export const NOTICE_WINDOW_SECONDS = 5 * 60;

const batchKeyOf = (to: string) => `conversation-notice:${to.toLowerCase()}`;

/** Adds `item` to the batch's list: one line per idea, counting its messages. */
function merge(items: ConversationNoticeItem[], item: ConversationNoticeItem) {
  const same = items.find(
    (known) => known.submissionId === item.submissionId && known.mention === item.mention,
  );
  return same
    ? items.map((known) => (known === same ? { ...known, count: known.count + item.count } : known))
    : [...items, item];
}

/**
 * Queues, in the transaction of the message, a notice that there is something new to read. It
 * joins the address's unsent notice if one is waiting; otherwise it goes now, or at the end of
 * the window if a notice went to the address within it.
 */
export async function queueConversationNotice(
  tx: Tx,
  to: string,
  item: ConversationNoticeItem,
): Promise<void> {
  const batchKey = batchKeyOf(to);
  // One message at a time per address decides whether to join or start a mail.
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${batchKey}))`);
  const [waiting] = await tx
    .select({ id: mailOutbox.id, batch: mailOutbox.batch })
    .from(mailOutbox)
    .where(
      and(
        eq(mailOutbox.batchKey, batchKey),
        eq(mailOutbox.state, 'pending'),
        eq(mailOutbox.attempts, 0),
      ),
    )
    .orderBy(desc(mailOutbox.createdAt))
    .limit(1)
    .for('update');
  if (waiting) {
    const items = merge((waiting.batch ?? []) as ConversationNoticeItem[], item);
    const { subject, text, html } = conversationNoticeMail(items);
    await tx
      .update(mailOutbox)
      .set({ subject, text, html, batch: items })
      .where(eq(mailOutbox.id, waiting.id));
    return;
  }
  // When the address's last notice went (or is due to go).
  const wentAt = sql<Date>`coalesce(${mailOutbox.sentAt}, ${mailOutbox.nextAttemptAt})`;
  const [recent] = await tx
    .select({ wentAt: wentAt.mapWith(mailOutbox.sentAt) })
    .from(mailOutbox)
    .where(
      and(
        eq(mailOutbox.batchKey, batchKey),
        gt(wentAt, sql`now() - make_interval(secs => ${NOTICE_WINDOW_SECONDS})`),
      ),
    )
    .orderBy(desc(mailOutbox.createdAt))
    .limit(1);
  await enqueueMail(tx, {
    to,
    ...conversationNoticeMail([item]),
    batchKey,
    batch: [item],
    sendAt: recent ? new Date(recent.wentAt.getTime() + NOTICE_WINDOW_SECONDS * 1000) : undefined,
  });
}
