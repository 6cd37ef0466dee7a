import { asc, sql, type SQL } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { preparedOnce } from '#server/db/prepared';
import { alias } from 'drizzle-orm/pg-core';
import type { AdminSubmission } from '#common/staff-submissions';
import { submissions, submissionTags, users } from '#server/db/schema/index';
import type { Attachment } from '../attachments/index';
import { decisionDueOnSql } from '../pipeline/index';
import { filesOfEach, ideaFileJson } from '../submissions/index';

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
  attachmentName: submissions.attachmentName,
  fileCount: submissions.fileCount,
  status: submissions.status,
  adminNotes: submissions.adminNotes,
  agreementId: submissions.agreementId,
  createdAt: submissions.createdAt,
  submittedAt: submissions.submittedAt,
  updatedAt: submissions.updatedAt,
  reviewedAt: submissions.reviewedAt,
  reviewedBy: submissions.reviewedBy,
  reviewedByEmail: reviewers.email,
  inventorState: submissions.inventorState,
  lastMessageAt: submissions.lastMessageAt,
  reviewCount: submissions.reviewCount,
  averageScore: submissions.averageScore,
  inventorCount: submissions.inventorCount,
  confirmedCount: submissions.confirmedCount,
  phiFlagged: submissions.phiFlagged,
  nextBarDate: submissions.nextBarDate,
  nextBarDateWhere: submissions.nextBarDateWhere,
  stage: submissions.stage,
  stageChangedAt: submissions.stageChangedAt,
  decisionDueOn: decisionDueOnSql,
};

/** One row as `adminSubmissionColumns` reads it. */
export type AdminSubmissionRow = {
  [K in keyof typeof adminSubmissionColumns]: (typeof adminSubmissionColumns)[K] extends {
    _: { data: infer D };
  }
    ? D | null
    : (typeof adminSubmissionColumns)[K] extends SQL<infer T>
      ? T | null
      : never;
};

/** One statement for any number of ideas: their ids are one array parameter, not a list. */
const tagsOfIdeas = preparedOnce((db) =>
  db
    .select({ id: submissionTags.submissionId, tag: submissionTags.tag })
    .from(submissionTags)
    .where(sql`${submissionTags.submissionId} = any(${sql.placeholder('ids')}::uuid[])`)
    .orderBy(asc(submissionTags.tag))
    .prepare('tags_of_ideas'),
);

/**
 * The rows with their staff tags (alphabetical) and their files (in order), read in two more
 * statements for these rows alone: a subquery in the row's columns would also run for every
 * row a deep page skips.
 */
export async function withTagsAndFiles<R extends { id: string | null }>(
  db: Db,
  rows: R[],
): Promise<(R & { tags: string[]; files: Attachment[] })[]> {
  const ids = rows.map((row) => row.id!);
  const [found, files] = await Promise.all([
    ids.length === 0 ? [] : tagsOfIdeas(db).execute({ ids }),
    filesOfEach(db, ids),
  ]);
  const tags = new Map<string, string[]>();
  for (const { id, tag } of found) tags.set(id, [...(tags.get(id) ?? []), tag]);
  return rows.map((row) => ({
    ...row,
    tags: tags.get(row.id!) ?? [],
    files: files.get(row.id!) ?? [],
  }));
}

const iso = (date: Date | null) => date?.toISOString() ?? null;

/**
 * A database row as the API sends it, field by field (a new column stays on the server until
 * the contract names it): times as ISO 8601.
 */
export function toAdminSubmission(
  row: AdminSubmissionRow & { tags: string[]; files: Attachment[] },
): AdminSubmission {
  return {
    id: row.id!,
    userId: row.userId!,
    fullName: row.fullName,
    email: row.email!,
    jobTitle: row.jobTitle,
    ideaTitle: row.ideaTitle!,
    ideaDescription: row.ideaDescription ?? '',
    attachmentId: row.files[0]?.id ?? null,
    attachmentName: row.attachmentName,
    fileCount: row.fileCount ?? 0,
    attachments: row.files.map(ideaFileJson),
    status: row.status!,
    adminNotes: row.adminNotes,
    agreementId: row.agreementId,
    createdAt: row.createdAt!.toISOString(),
    submittedAt: iso(row.submittedAt),
    updatedAt: row.updatedAt!.toISOString(),
    reviewedAt: iso(row.reviewedAt),
    reviewedBy: row.reviewedBy,
    reviewedByEmail: row.reviewedByEmail,
    inventorState: row.inventorState,
    lastMessageAt: iso(row.lastMessageAt),
    tags: row.tags,
    reviewCount: row.reviewCount ?? 0,
    averageScore: row.averageScore,
    inventorCount: row.inventorCount ?? 1,
    confirmedCount: row.confirmedCount ?? 1,
    phiFlagged: row.phiFlagged ?? false,
    nextBarDate: row.nextBarDate,
    nextBarDateWhere: row.nextBarDateWhere,
    stage: row.stage,
    stageChangedAt: iso(row.stageChangedAt),
    decisionDueOn: row.decisionDueOn,
  };
}

/** `%term%` for ILIKE, with the user's own % and _ taken literally. */
export const containsPattern = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
