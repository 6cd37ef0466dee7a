import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { normaliseEmail } from '#common/auth/email';
import { inventorMessages, type Inventors } from '#common/co-inventors';
import { AppError } from '#server/core/app-error';
import type { Tx } from '#server/db/client';
import { coInventors, submissions } from '#server/db/schema/index';
import { coInventorDraftInvitationMail, enqueueMail } from '../mail/index';
import { invitationOf, type InventorLinks, type Submission } from './invitation';

/**
 * Keeps an idea's inventors as its submitter lists them, on a new idea or a draft: co-inventors
 * no longer listed are removed, those still listed keep their invitation, and each new one on a
 * draft is invited by mail (an idea sent at once asks them all to attest instead). Returns the
 * idea with its shares and count.
 */
export async function saveInventors(
  tx: Tx,
  links: InventorLinks,
  submission: Submission,
  inventors: Inventors,
): Promise<Submission> {
  const own = normaliseEmail(submission.email);
  const mine = inventors.coInventors.findIndex((c) => c.email === own);
  if (mine !== -1)
    throw new AppError('invalid_input', inventorMessages.ownEmail, {
      field: `inventors.coInventors.${mine}.email`,
    });
  const emails = inventors.coInventors.map((c) => c.email);
  await tx
    .delete(coInventors)
    .where(
      and(
        eq(coInventors.submissionId, submission.id),
        emails.length ? notInArray(coInventors.email, emails) : undefined,
      ),
    );
  const rows = emails.length
    ? await tx
        .insert(coInventors)
        .values(
          inventors.coInventors.map((c, position) => ({
            submissionId: submission.id,
            position,
            ...c,
          })),
        )
        .onConflictDoUpdate({
          target: [coInventors.submissionId, coInventors.email],
          set: {
            position: sql`excluded.position`,
            name: sql`excluded.name`,
            affiliation: sql`excluded.affiliation`,
            share: sql`excluded.share`,
            lead: sql`excluded.lead`,
          },
        })
        .returning()
    : [];
  const [saved] = await tx
    .update(submissions)
    .set({
      submitterShare: inventors.submitterShare,
      submitterLead: inventors.submitterLead,
      inventorCount: 1 + rows.length,
    })
    .where(eq(submissions.id, submission.id))
    .returning();
  const uninvited = rows.filter((row) => !row.invitedAt);
  if (submission.status === 'draft' && uninvited.length) {
    for (const row of uninvited)
      await enqueueMail(tx, {
        to: row.email,
        ...coInventorDraftInvitationMail(invitationOf(links, submission, row.email)),
      });
    await tx
      .update(coInventors)
      .set({ invitedAt: sql`now()` })
      .where(
        inArray(
          coInventors.id,
          uninvited.map((row) => row.id),
        ),
      );
  }
  return saved!;
}
