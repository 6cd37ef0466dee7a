import { and, eq, gte, isNull, sql } from 'drizzle-orm';
import type { Tx } from '#server/db/client';
import { submissions } from '#server/db/schema/index';

/**
 * Marks a sent idea's disclosure complete once every inventor listed has confirmed it: the
 * sending for the submitter, an attestation for each co-inventor. The decision clock (ADR 40)
 * starts then; a disclosure that was complete stays so.
 */
export async function completeIfConfirmed(tx: Tx, submissionId: string) {
  await tx
    .update(submissions)
    .set({ disclosureCompleteAt: sql`now()` })
    .where(
      and(
        eq(submissions.id, submissionId),
        isNull(submissions.disclosureCompleteAt),
        gte(submissions.confirmedCount, submissions.inventorCount),
        sql`${submissions.status} <> 'draft'`,
      ),
    );
}
