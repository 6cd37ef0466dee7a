import { Hono } from 'hono';
import { changeNameSchema, type ChangeNameResponse } from '#common/profile';
import type { Auth } from '../auth/auth';
import { requireUser } from '../auth/guards';
import type { Db } from '../db/client';
import { parseBody } from '../http/validate';
import { actorOf, requestInfo, type AppEnv } from '../http/request-context';
import { changeName } from '../services/profile/change-name';

/** The signed-in account's own profile: its full name, changed in Settings. */
export function profileRoutes(auth: Auth, db: Db) {
  return new Hono<AppEnv>().use(requireUser(auth)).patch('/', async (c) => {
    const { fullName } = await parseBody(c, changeNameSchema);
    const changed = await changeName(db, actorOf(c), fullName, requestInfo(c));
    return c.json(changed satisfies ChangeNameResponse);
  });
}
