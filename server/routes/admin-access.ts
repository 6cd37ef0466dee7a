import type { Context } from 'hono';
import { adminMessages } from '#common/admin-messages';
import type { AppEnv } from '../http/request-context';
import { uuidParam } from '../http/uuid-param';

/** The submission id in an admin route's path (`:id`); a malformed one is a 404. */
export const submissionIdParam = (c: Context<AppEnv>) =>
  uuidParam(c, 'id', adminMessages.submissionNotFound.message);
