import type { MailAttentionCounts } from '#common/mail-outbox';

const plural = (n: number, word: string) => `${n.toLocaleString('en-US')} ${word}`;

/** "2 delayed, 1 failed" (and unconfirmed when there is any), or that all mail went. */
export function describeMailCounts(counts: MailAttentionCounts): string {
  const parts = [plural(counts.delayed, 'delayed'), plural(counts.failed, 'failed')];
  if (counts.unconfirmed > 0) parts.push(plural(counts.unconfirmed, 'unconfirmed'));
  return parts.join(', ');
}

/** Whether anything waits for an admin's eye. */
export const needsAttention = (counts: MailAttentionCounts) =>
  counts.delayed + counts.failed + counts.unconfirmed > 0;
