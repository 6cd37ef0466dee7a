import { asc, eq } from 'drizzle-orm';
import type { CoInventorRecord, InventorsRecord } from '#common/co-inventors';
import type { Db } from '#server/db/client';
import { coInventors } from '#server/db/schema/index';
import type { CoInventor, Submission } from './invitation';

const iso = (date: Date | null) => date?.toISOString() ?? null;

/**
 * A co-inventor as the idea's readers see them. A dispute's comment is written for staff: only
 * their side is given it.
 */
const recordOf = (row: CoInventor, staff: boolean): CoInventorRecord => ({
  id: row.id,
  name: row.name,
  email: row.email,
  affiliation: row.affiliation,
  share: row.share,
  lead: row.lead,
  response: row.response,
  respondedAt: iso(row.respondedAt),
  printedName: row.printedName,
  meaning: row.meaning,
  disputeReason: row.disputeReason,
  claimedShare: row.claimedShare,
  ...(staff && { disputeComment: row.disputeComment }),
  manifestSha256: row.manifestSha256,
});

/** The co-inventors of an idea, in the order listed. */
export const coInventorsOf = (db: Db, submissionId: string) =>
  db
    .select()
    .from(coInventors)
    .where(eq(coInventors.submissionId, submissionId))
    .orderBy(asc(coInventors.position));

/** An idea's inventors, for a reader already allowed to read it: inventor side or staff's. */
export async function inventorsOf(
  db: Db,
  submission: Pick<Submission, 'id' | 'submitterShare' | 'submitterLead'>,
  staff = false,
): Promise<InventorsRecord> {
  const rows = await coInventorsOf(db, submission.id);
  return {
    submitterShare: submission.submitterShare,
    submitterLead: submission.submitterLead,
    coInventors: rows.map((row) => recordOf(row, staff)),
  };
}
