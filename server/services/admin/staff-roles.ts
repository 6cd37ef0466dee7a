import { asc, eq, sql } from 'drizzle-orm';
import { adminMessages, type StaffRole } from '#common/admin';
import type { StaffMember } from '#common/conversation';
import type { Db, Tx } from '#server/db/client';
import { users } from '#server/db/schema/index';
import { AppError } from '#server/http/errors';
import { recordAudit } from '../audit/record-audit';

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

/** The staff, by name: who an internal note can mention. */
export async function listStaff(db: Db | Tx): Promise<StaffMember[]> {
  const rows = await db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(eq(users.role, 'admin'))
    .orderBy(asc(sql`lower(coalesce(nullif(${users.name}, ''), ${users.email}))`));
  return rows.map((row) => ({ ...row, name: row.name.trim() || row.email }));
}
