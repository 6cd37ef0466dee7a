import { and, asc, desc, eq, gte, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { adminMessages } from '#common/admin-messages';
import type { ApiIdea, apiIdeaDetailSchema, apiIdeasQuerySchema } from '#common/integrations';
import { submissionReference } from '#common/submissions';
import type { Actor } from '#server/core/actor';
import { AppError } from '#server/core/app-error';
import type { Db } from '#server/db/client';
import { coInventors, submissions } from '#server/db/schema/index';
import { submissionFor, visibleTo } from '../access/index';
import { portalLinks } from '../mail/index';

type Submission = typeof submissions.$inferSelect;

const iso = (at: Date | null) => at?.toISOString() ?? null;

const ideaJson = (appUrl: string, row: Submission): ApiIdea => ({
  id: row.id,
  reference: submissionReference(row.id),
  title: row.ideaTitle,
  status: row.status,
  stage: row.stage,
  sentAt: iso(row.submittedAt),
  disclosureCompleteAt: iso(row.disclosureCompleteAt),
  stageChangedAt: iso(row.stageChangedAt),
  decidedAt: iso(row.decidedAt),
  url: portalLinks(appUrl).adminSubmission(row.id),
});

/**
 * A page's place: the last idea's id, opaque to the caller. The next page is what sorts after
 * that idea, compared in the database at the send time's full precision.
 */
const cursorOf = (row: Submission) => Buffer.from(row.id).toString('base64url');

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function afterCursor(cursor: string) {
  const id = Buffer.from(cursor, 'base64url').toString('utf8');
  if (!UUID.test(id))
    throw new AppError('invalid_input', 'This page cursor is not one the portal gave.', {
      field: 'after',
    });
  return sql`(${submissions.submittedAt}, ${submissions.id}) < (
    select s.submitted_at, s.id from invention_submissions s where s.id = ${id})`;
}

/** Sent ideas the service may read, the newest first, a page at a time. */
export async function apiIdeas(
  db: Db,
  actor: Actor,
  appUrl: string,
  query: z.output<typeof apiIdeasQuerySchema>,
): Promise<{ ideas: ApiIdea[]; next: string | null }> {
  const rows = await db
    .select()
    .from(submissions)
    .where(
      and(
        visibleTo(actor, 'read', 'staff'),
        sql`${submissions.submittedAt} is not null`,
        query.sentSince ? gte(submissions.submittedAt, new Date(query.sentSince)) : undefined,
        query.after ? afterCursor(query.after) : undefined,
      ),
    )
    .orderBy(desc(submissions.submittedAt), desc(submissions.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  return {
    ideas: page.map((row) => ideaJson(appUrl, row)),
    next: rows.length > query.limit ? cursorOf(page[page.length - 1]!) : null,
  };
}

/** One sent idea with its description and its inventors' names, shares and answers. */
export async function apiIdea(
  db: Db,
  actor: Actor,
  appUrl: string,
  id: string,
): Promise<z.input<typeof apiIdeaDetailSchema>> {
  const row = await submissionFor(db, actor, id, 'read', { from: 'staff' });
  const listed = await db
    .select()
    .from(coInventors)
    .where(eq(coInventors.submissionId, id))
    .orderBy(asc(coInventors.position));
  return {
    ...ideaJson(appUrl, row),
    description: row.ideaDescription,
    inventors: [
      {
        name: row.fullName || row.email,
        email: row.email,
        sharePercent: row.submitterShare,
        answer: 'confirmed' as const,
      },
      ...listed.map((inventor) => ({
        name: inventor.name,
        email: inventor.email,
        sharePercent: inventor.share,
        answer:
          inventor.response === 'attested'
            ? ('confirmed' as const)
            : inventor.response === 'disputed'
              ? ('disputed' as const)
              : null,
      })),
    ],
  };
}

export const API_IDEA_NOT_FOUND = adminMessages.submissionNotFound.message;
