import { sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AdminSubmission } from '#common/admin';
import { submissions, submissionTags, users } from '#server/db/schema/index';

/** The reviewer, joined for their email. */
export const reviewers = alias(users, 'reviewer');

/** The columns of one staff submission row (spec 01 §3 admin_submissions_view). */
export const adminSubmissionColumns = {
  id: submissions.id,
  userId: submissions.userId,
  fullName: submissions.fullName,
  email: submissions.email,
  jobTitle: submissions.jobTitle,
  ideaTitle: submissions.ideaTitle,
  ideaDescription: submissions.ideaDescription,
  attachmentId: submissions.attachmentId,
  attachmentName: submissions.attachmentName,
  status: submissions.status,
  adminNotes: submissions.adminNotes,
  agreementId: submissions.agreementId,
  createdAt: submissions.createdAt,
  updatedAt: submissions.updatedAt,
  reviewedAt: submissions.reviewedAt,
  reviewedBy: submissions.reviewedBy,
  reviewedByEmail: reviewers.email,
  inventorState: submissions.inventorState,
  lastMessageAt: submissions.lastMessageAt,
};

/**
 * A row's staff tags, alphabetical. A subquery per row, on the tags' primary key: a page reads
 * only its own rows' tags, and the planner keeps it above a sort when the list is limited.
 */
export const tagsColumn = sql<
  string[]
>`coalesce((select json_agg(${submissionTags.tag} order by ${submissionTags.tag}) from ${submissionTags} where ${submissionTags.submissionId} = ${submissions.id}), '[]'::json)`;

/** The columns of one staff submission row with its tags. */
export const adminSubmissionWithTags = { ...adminSubmissionColumns, tags: tagsColumn };

/** One row as `adminSubmissionWithTags` reads it. */
export type AdminSubmissionRow = {
  [K in keyof typeof adminSubmissionColumns]:
    (typeof adminSubmissionColumns)[K]['_']['data'] | null;
} & { tags: string[] };

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** A database row as the API sends it: times as ISO 8601. */
export function toAdminSubmission(row: AdminSubmissionRow): AdminSubmission {
  return {
    ...row,
    id: row.id!,
    userId: row.userId!,
    email: row.email!,
    ideaTitle: row.ideaTitle!,
    ideaDescription: row.ideaDescription ?? '',
    tags: row.tags,
    status: row.status!,
    createdAt: row.createdAt!.toISOString(),
    updatedAt: row.updatedAt!.toISOString(),
    reviewedAt: iso(row.reviewedAt),
    lastMessageAt: iso(row.lastMessageAt),
  };
}

/** Staff see sent ideas only: a draft is its author's own until it is submitted. */
export const notDraft = sql`${submissions.status} <> 'draft'`;

/** `%term%` for ILIKE, with the user's own % and _ taken literally. */
export const containsPattern = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
