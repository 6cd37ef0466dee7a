import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { adminMessages } from '#common/admin-messages';
import { readsOthersIdeas, type StaffRole } from '#common/roles';
import type {
  AdminUser,
  AdminUserDetail,
  AdminUserList,
  AdminUsersQuery,
  UserSortKey,
} from '#common/users';
import type { Db } from '#server/db/client';
import type { Actor } from '#server/core/actor';
import { visibleTo } from '../access/index';
import { visibleAverage } from '../evaluation/index';
import { AppError } from '#server/core/app-error';
import { adminUserView as v, profiles, submissions as s, users } from '#server/db/schema/index';
import {
  adminSubmissionColumns,
  containsPattern,
  reviewers,
  toAdminSubmission,
  withTagsAndFiles,
} from './rows';

const listColumns = {
  id: v.id,
  email: v.email,
  fullName: v.fullName,
  jobTitle: v.jobTitle,
  createdAt: v.userCreatedAt,
  isAdmin: v.isAdmin,
  role: users.role,
  agreementStatus: v.agreementStatus,
  agreementId: v.agreementId,
  agreementDocumentId: v.agreementDocumentId,
  submissionCount: v.submissionCount,
};

type ListRow = Omit<AdminUser, 'createdAt' | 'agreementSigned' | 'role'> & {
  createdAt: Date;
  agreementStatus: string;
  role: string;
};

/** Any role the table might hold but staff ones reads as an ordinary user. */
const staffRoleOf = (role: string): StaffRole => (readsOthersIdeas(role) ? role : 'user');

/** A row as the API sends it, field by field: a new column stays on the server. */
function toAdminUser(row: ListRow): AdminUser {
  return {
    id: row.id,
    email: row.email,
    fullName: row.fullName,
    jobTitle: row.jobTitle,
    createdAt: row.createdAt.toISOString(),
    isAdmin: row.isAdmin,
    role: staffRoleOf(row.role),
    agreementSigned: row.agreementStatus === 'signed',
    agreementId: row.agreementId,
    agreementDocumentId: row.agreementDocumentId,
    submissionCount: row.submissionCount,
  };
}

/** Name, job title and email contain the term; an id matches from its start. */
function searchFilter(q: string): SQL | undefined {
  if (!q) return undefined;
  const pattern = containsPattern(q);
  return or(
    ilike(users.email, pattern),
    ilike(profiles.fullName, pattern),
    ilike(profiles.jobTitle, pattern),
    /^[0-9a-f-]+$/i.test(q) ? sql`${users.id}::text like ${`${q.toLowerCase()}%`}` : undefined,
  );
}

const sortColumns: Record<UserSortKey, SQL | typeof users.email> = {
  email: users.email,
  name: sql`lower(${profiles.fullName})`,
  jobTitle: sql`lower(${profiles.jobTitle})`,
  created: sql`${users.createdAt}`,
};

/**
 * One page of users, sorted and searched by the database, with the total that match. The page
 * is chosen from the accounts and profiles alone; the view's agreement and idea count are read
 * for its rows only, not for every row a deep page skips.
 */
export async function listAdminUsers(db: Db, query: AdminUsersQuery): Promise<AdminUserList> {
  const where = searchFilter(query.q);
  const by = query.dir === 'asc' ? asc : desc;
  // Missing names and titles go last whichever way the column is sorted.
  const order = [
    ...(query.sort === 'name' || query.sort === 'jobTitle'
      ? [sql`${sortColumns[query.sort]} is null`]
      : []),
    by(sortColumns[query.sort]),
    desc(users.createdAt),
    desc(users.id),
  ];
  const accounts = () =>
    db.select({ id: users.id }).from(users).leftJoin(profiles, eq(profiles.id, users.id));
  const [page, [count]] = await Promise.all([
    accounts()
      .where(where)
      .orderBy(...order)
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(users)
      .leftJoin(profiles, eq(profiles.id, users.id))
      .where(where),
  ]);
  const ids = page.map((row) => row.id);
  const rows = ids.length
    ? await db
        .select(listColumns)
        .from(v)
        .innerJoin(users, eq(users.id, v.id))
        .where(inArray(v.id, ids))
    : [];
  const position = new Map(ids.map((id, i) => [id, i]));
  rows.sort((a, b) => position.get(a.id)! - position.get(b.id)!);
  return {
    users: rows.map(toAdminUser),
    total: count!.total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

const iso = (date: Date | null) => date?.toISOString() ?? null;

/**
 * The user detail page: the account, its activity, and its sent ideas newest first. A reviewer
 * sees only the submitters of their assignments, with those ideas alone; anyone else is a 404.
 */
export async function getAdminUser(db: Db, reader: Actor, id: string): Promise<AdminUserDetail> {
  const [row] = await db
    .select({
      ...listColumns,
      lastSignInAt: v.lastSignInAt,
      emailConfirmedAt: v.emailConfirmedAt,
      profileCreatedAt: v.profileCreatedAt,
      profileUpdatedAt: v.profileUpdatedAt,
      lastLogin: v.lastLogin,
      lastPasswordChange: v.lastPasswordChange,
    })
    .from(v)
    .innerJoin(users, eq(users.id, v.id))
    .where(eq(v.id, id));
  if (!row) throw new AppError('not_found', adminMessages.userNotFound);
  const submissions = await db
    .select({ ...adminSubmissionColumns, averageScore: visibleAverage(reader) })
    .from(s)
    .leftJoin(reviewers, eq(reviewers.id, s.reviewedBy))
    .where(and(eq(s.userId, id), visibleTo(reader, 'read', 'staff')))
    .orderBy(desc(s.submittedAt), desc(s.id));
  if (!reader.isAdmin && submissions.length === 0)
    throw new AppError('not_found', adminMessages.userNotFound);
  return {
    user: {
      ...toAdminUser(row),
      // A reviewer is told of the ideas they may read, not of how many others there are.
      ...(!reader.isAdmin && { submissionCount: submissions.length }),
      lastSignInAt: iso(row.lastSignInAt),
      emailConfirmedAt: iso(row.emailConfirmedAt),
      profileCreatedAt: iso(row.profileCreatedAt),
      profileUpdatedAt: iso(row.profileUpdatedAt),
      lastLogin: iso(row.lastLogin),
      lastPasswordChange: iso(row.lastPasswordChange),
    },
    submissions: (await withTagsAndFiles(db, submissions)).map(toAdminSubmission),
  };
}
