import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '#server/db/client';
import { assignments, submissions } from '#server/db/schema/index';
import { AppError } from '#server/core/app-error';
import type { Actor } from '#server/core/actor';

/**
 * Whether the actor, as staff, may read the sent submission whose id is `submissionId`: an
 * admin every one, a reviewer those assigned to them that they have not declined, anyone else
 * none. Every staff read narrows by it, so a reviewer's replay of any other id is a 404.
 */
export function staffMayRead(actor: Actor, submissionId: SQL | AnyPgColumn): SQL {
  if (actor.isAdmin) return sql`true`;
  if (!actor.isReviewer) return sql`false`;
  return sql`exists (select 1 from ${assignments}
    where ${assignments.submissionId} = ${submissionId}
      and ${assignments.reviewerId} = ${actor.id}
      and ${assignments.declinedAt} is null)`;
}

/**
 * Refuses, as one that does not exist, a sent submission the staff actor may not read; with
 * `adminPower`, a reviewer who may read it is then refused the admin's power (403).
 */
export async function requireStaffAccess(
  db: Db,
  actor: Actor,
  submissionId: string,
  notFoundMessage: string,
  { adminPower = false } = {},
): Promise<void> {
  const [row] = await db
    .select({ readable: staffMayRead(actor, submissions.id).mapWith(Boolean) })
    .from(submissions)
    .where(sql`${submissions.id} = ${submissionId} and ${submissions.status} <> 'draft'`);
  if (!row?.readable) throw new AppError('not_found', notFoundMessage);
  if (adminPower && !actor.isAdmin)
    throw new AppError('forbidden', 'You do not have permission to do this.');
}

/** Whether a reviewer may read the submission now (for events, heard one at a time). */
export async function reviewerMayRead(db: Db, actor: Actor, submissionId: string) {
  const [row] = await db
    .select({ id: submissions.id })
    .from(submissions)
    .where(sql`${submissions.id} = ${submissionId} and ${staffMayRead(actor, submissions.id)}`);
  return Boolean(row);
}
