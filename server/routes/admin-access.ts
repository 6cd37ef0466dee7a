import type { Context } from 'hono';
import { adminMessages } from '#common/admin-messages';
import type { Db } from '../db/client';
import { actorOf, type AppEnv } from '../http/request-context';
import { uuidParam } from '../http/uuid-param';
import { requireStaffAccess } from '../services/evaluation/access';

/** The submission id in an admin route's path (`:id`); a malformed one is a 404. */
export const submissionIdParam = (c: Context<AppEnv>) =>
  uuidParam(c, 'id', adminMessages.submissionNotFound.message);

/**
 * The submission in the path, once the caller may act on it: staff who may read it, and with
 * `adminPower` only an admin (a reviewer assigned to it is refused, one not assigned is a 404).
 */
export async function staffSubmission(
  c: Context<AppEnv>,
  db: Db,
  { adminPower = false } = {},
): Promise<string> {
  const id = submissionIdParam(c);
  await requireStaffAccess(db, actorOf(c), id, adminMessages.submissionNotFound.message, {
    adminPower,
  });
  return id;
}
