import { eq, sql } from 'drizzle-orm';
import type { Tx } from '#server/db/client';
import { coInventors } from '#server/db/schema/index';
import { completeIfConfirmed } from './complete-disclosure';
import { queueAttestationRequest, type InventorLinks, type Submission } from './invitation';

/**
 * Asks every co-inventor of an idea being sent to attest it, in the transaction that sends it:
 * the reminders' clock starts now. The idea does not wait for them: its date of disclosure is
 * the sending.
 */
export async function requestAttestations(tx: Tx, links: InventorLinks, submission: Submission) {
  const rows = await tx
    .update(coInventors)
    .set({ attestRequestedAt: sql`now()`, invitedAt: sql`now()`, remindersSent: 0 })
    .where(eq(coInventors.submissionId, submission.id))
    .returning({ email: coInventors.email });
  for (const row of rows) await queueAttestationRequest(tx, links, submission, row.email);
  await completeIfConfirmed(tx, submission.id);
}
