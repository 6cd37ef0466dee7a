import { and, desc, eq, sql } from 'drizzle-orm';
import { submissionReference } from '#common/submissions';
import type { CoInvention } from '#common/co-inventors';
import type { Actor } from '#server/core/actor';
import type { Db } from '#server/db/client';
import { coInventors, submissions, users } from '#server/db/schema/index';

/**
 * The ideas the signed-in person is listed on as a co-inventor, newest first: by the address
 * they signed in with, confirmed, as the access rule reads it.
 */
export async function listCoInventions(db: Db, actor: Actor): Promise<CoInvention[]> {
  const rows = await db
    .select({
      coInventorId: coInventors.id,
      submissionId: submissions.id,
      ideaTitle: submissions.ideaTitle,
      status: submissions.status,
      submitterName: sql<string>`coalesce(${submissions.fullName}, ${submissions.email})`,
      submittedAt: submissions.submittedAt,
      share: coInventors.share,
      response: coInventors.response,
      respondedAt: coInventors.respondedAt,
    })
    .from(coInventors)
    .innerJoin(users, and(eq(users.email, coInventors.email), eq(users.emailVerified, true)))
    .innerJoin(submissions, eq(submissions.id, coInventors.submissionId))
    .where(eq(users.id, actor.id))
    .orderBy(desc(sql`coalesce(${submissions.submittedAt}, ${submissions.updatedAt})`));
  return rows.map((row) => ({
    ...row,
    reference: submissionReference(row.submissionId),
    submittedAt: row.submittedAt?.toISOString() ?? null,
    respondedAt: row.respondedAt?.toISOString() ?? null,
  }));
}
