import { and, asc, eq, or, sql, type SQL } from 'drizzle-orm';
import { adminMessages } from '#common/admin-messages';
import { roleLabels, type StaffRole } from '#common/roles';
import { isEmailLike } from '#common/auth/email';
import type { ListedStaff, StaffMember } from '#common/conversation';
import type { Db, Tx } from '#server/db/client';
import { assignments, calendarFeeds, users } from '#server/db/schema/index';
import { AppError } from '#server/core/app-error';
import type { Actor } from '#server/core/actor';
import { requireAccess, reviewersWhoRead } from '../access/index';
import { recordAudit } from '../audit/index';

export interface RoleChange {
  actor: { id: string; email: string };
  userId: string;
  role: StaffRole;
  ipAddress: string | null;
  userAgent: string | null;
}

/**
 * Grants or removes the admin role, audited, in one transaction. The admins are locked first,
 * so two admins removing each other at once cannot leave the portal without one.
 */
export async function setStaffRole(db: Db, change: RoleChange): Promise<{ role: StaffRole }> {
  return db.transaction(async (tx) => {
    const admins = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.role, 'admin'))
      .for('update');
    const [target] = await tx
      .select({ id: users.id, email: users.email, role: users.role })
      .from(users)
      .where(eq(users.id, change.userId));
    if (!target) throw new AppError('not_found', adminMessages.userNotFound);
    if (target.role === change.role) return { role: change.role };
    if (target.role === 'admin' && admins.length <= 1) {
      throw new AppError('last_admin', adminMessages.lastAdmin);
    }
    await tx
      .update(users)
      .set({ role: change.role, updatedAt: sql`now()` })
      .where(eq(users.id, target.id));
    // A calendar feed is a staff member's: one no longer staff loses it, so being made staff
    // again never brings an old address back to life.
    if (change.role === 'user')
      await tx.delete(calendarFeeds).where(eq(calendarFeeds.userId, target.id));
    await recordAudit(tx, {
      action: 'user.role_changed',
      actor: change.actor,
      target: { type: 'user', id: target.id },
      ipAddress: change.ipAddress,
      userAgent: change.userAgent,
      details: { email: target.email, from: target.role, to: change.role },
    });
    return { role: change.role };
  });
}

/**
 * The staff, by name: admins, and reviewers. With a submission, those who can read it (and so
 * be mentioned in its notes): admins, and the reviewers assigned to it who have not declined.
 */
export function listStaff(db: Db | Tx, submissionId?: string): Promise<StaffMember[]> {
  return staffWhere(db, submissionId ? reviewersWhoRead(submissionId, users.id) : sql`true`);
}

/**
 * GET /api/admin/staff: the staff the reader may mention. An admin gets them all, or with a
 * submission those who can read it, with their addresses. A reviewer gets names only, and only
 * of staff who can read an idea the reviewer reads: that one, or any of their assignments.
 */
export async function staffFor(
  db: Db,
  reader: Actor,
  submissionId?: string,
): Promise<ListedStaff[]> {
  if (submissionId) await requireAccess(db, reader, submissionId, 'read', 'staff');
  if (reader.isAdmin) return listStaff(db, submissionId);
  const staff = submissionId
    ? await listStaff(db, submissionId)
    : await staffWhere(
        db,
        sql`exists (select 1 from ${assignments} mine join ${assignments} theirs
          on theirs.submission_id = mine.submission_id
          where mine.reviewer_id = ${reader.id} and mine.declined_at is null
            and theirs.reviewer_id = ${users.id} and theirs.declined_at is null)`,
      );
  return staff.map(({ id, name, role }) => ({ id, name: nameWithoutAddress(name, role), role }));
}

/**
 * A staff member's name as a reviewer may see it: one without a name is listed and recorded by
 * address, which only admins (who have every staff address) may read; to others it is the role.
 */
export const nameWithoutAddress = (name: string, role: StaffRole) =>
  isEmailLike(name) ? roleLabels[role] : name;

/** Admins, and the reviewers `reviewerMatches` keeps; by name. */
async function staffWhere(db: Db | Tx, reviewerMatches: SQL): Promise<StaffMember[]> {
  const rows = await db
    .select({ id: users.id, name: users.name, email: users.email, role: users.role })
    .from(users)
    .where(or(eq(users.role, 'admin'), and(eq(users.role, 'reviewer'), reviewerMatches)))
    .orderBy(asc(sql`lower(coalesce(nullif(${users.name}, ''), ${users.email}))`));
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    name: row.name.trim() || row.email,
    role: row.role === 'admin' ? 'admin' : 'reviewer',
  }));
}
