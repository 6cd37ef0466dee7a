import { and, asc, eq, inArray, ne, or } from 'drizzle-orm';
import type { Tx } from '#server/db/client';
import {
  agreements,
  attachments,
  auditLog,
  coInventors,
  contactMessages,
  conversationMessages,
  passkeys,
  profiles,
  sessions,
  submissions,
  users,
} from '#server/db/schema/index';
import { filesOfEach } from '../submissions/index';

export type ExportedIdea = typeof submissions.$inferSelect;
export type ExportedFile = typeof attachments.$inferSelect;

/** Everything the portal holds about one person, read in one transaction. */
export interface ExportFacts {
  user: typeof users.$inferSelect;
  profile: typeof profiles.$inferSelect | null;
  passkeys: (typeof passkeys.$inferSelect)[];
  sessions: (typeof sessions.$inferSelect)[];
  /** Their ideas, drafts included, oldest first, each with its files in order. */
  ideas: { idea: ExportedIdea; files: ExportedFile[]; coInventors: CoInventorRow[] }[];
  /** Messages both sides of their ideas read (internal notes never are), with any file. */
  messages: { message: typeof conversationMessages.$inferSelect; file: ExportedFile | null }[];
  agreements: (typeof agreements.$inferSelect)[];
  /** Ideas of others that list them as a co-inventor: their answer and what they attested. */
  coInventorOf: { row: CoInventorRow; reference: string; title: string }[];
  contactMessages: (typeof contactMessages.$inferSelect)[];
  /** The audit entries of their own actions, as stored (the chain's hash covers them whole). */
  auditEntries: (typeof auditLog.$inferSelect)[];
}

type CoInventorRow = typeof coInventors.$inferSelect;

export async function exportFacts(tx: Tx, userId: string): Promise<ExportFacts | null> {
  const [user] = await tx.select().from(users).where(eq(users.id, userId));
  if (!user) return null;
  const [profile] = await tx.select().from(profiles).where(eq(profiles.id, userId));
  const ideas = await tx
    .select()
    .from(submissions)
    .where(eq(submissions.userId, userId))
    .orderBy(asc(submissions.createdAt));
  const ideaIds = ideas.map((idea) => idea.id);
  const filesByIdea = await filesOfEach(tx, ideaIds);
  const listed = ideaIds.length
    ? await tx
        .select()
        .from(coInventors)
        .where(inArray(coInventors.submissionId, ideaIds))
        .orderBy(asc(coInventors.position))
    : [];
  const messages = ideaIds.length
    ? await tx
        .select({ message: conversationMessages, file: attachments })
        .from(conversationMessages)
        .leftJoin(attachments, eq(attachments.id, conversationMessages.attachmentId))
        .where(
          and(
            inArray(conversationMessages.submissionId, ideaIds),
            ne(conversationMessages.kind, 'note'),
          ),
        )
        .orderBy(asc(conversationMessages.createdAt))
    : [];
  const signed = await tx
    .select()
    .from(agreements)
    .where(eq(agreements.userId, userId))
    .orderBy(asc(agreements.createdAt));
  const coInventorOf = await tx
    .select({
      row: coInventors,
      submissionId: submissions.id,
      title: submissions.ideaTitle,
    })
    .from(coInventors)
    .innerJoin(submissions, eq(submissions.id, coInventors.submissionId))
    .where(
      and(
        or(eq(coInventors.respondedBy, userId), eq(coInventors.email, user.email)),
        ne(submissions.userId, userId),
      ),
    )
    .orderBy(asc(coInventors.invitedAt));
  return {
    user,
    profile: profile ?? null,
    passkeys: await tx
      .select()
      .from(passkeys)
      .where(eq(passkeys.userId, userId))
      .orderBy(asc(passkeys.createdAt)),
    sessions: await tx
      .select()
      .from(sessions)
      .where(eq(sessions.userId, userId))
      .orderBy(asc(sessions.createdAt)),
    ideas: ideas.map((idea) => ({
      idea,
      files: filesByIdea.get(idea.id) ?? [],
      coInventors: listed.filter((row) => row.submissionId === idea.id),
    })),
    messages,
    agreements: signed,
    coInventorOf: coInventorOf.map(({ row, submissionId, title }) => ({
      row,
      reference: submissionId,
      title,
    })),
    contactMessages: await tx
      .select()
      .from(contactMessages)
      // By account only: anyone may type someone else's address into the contact form.
      .where(eq(contactMessages.userId, userId))
      .orderBy(asc(contactMessages.createdAt)),
    auditEntries: await tx
      .select()
      .from(auditLog)
      .where(eq(auditLog.actorId, userId))
      .orderBy(asc(auditLog.id)),
  };
}
