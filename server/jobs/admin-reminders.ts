import { and, eq } from 'drizzle-orm';
import type { Tx } from '#server/db/client';
import { users } from '#server/db/schema/index';
import { enqueueMail, type Template } from '#server/services/mail/index';

// What the reminders to admins share (bar dates, the decision clock, the docket): who gets
// them, which of the steps before a date is due, and the mail to each.

/** The admins' confirmed addresses, read once per run. */
export async function adminAddresses(tx: Tx): Promise<string[]> {
  const rows = await tx
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.role, 'admin'), eq(users.emailVerified, true)));
  return rows.map((row) => row.email);
}

/**
 * The nearest step (days before) a date `daysLeft` away has reached: an idea sent 20 days
 * before its date gets the 30-day reminder, not the 90-day one as well.
 */
export const reminderStep = (daysLeft: number, steps: readonly number[]) =>
  Math.min(...steps.filter((days) => daysLeft <= days));

/** Queues the reminder to every admin, in the transaction that claimed it. */
export async function mailAdmins(tx: Tx, admins: readonly string[], mail: Template) {
  for (const to of admins) await enqueueMail(tx, { to, ...mail });
}
