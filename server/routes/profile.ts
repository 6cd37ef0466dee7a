import { Hono } from 'hono';
import { changeNameContract } from '#common/contracts/account';
import type { Auth } from '../auth/auth';
import { requireUser } from '../auth/guards';
import type { Db } from '../db/client';
import { onContract, reply } from '../http/contract-route';
import { parseBody } from '../http/validate';
import { actorOf, requestInfo, type AppEnv } from '../http/request-context';
import { changeName } from '../services/profile/change-name';

/** The signed-in account's own profile: its full name, changed in Settings. */
export function profileRoutes(auth: Auth, db: Db) {
  const app = new Hono<AppEnv>().use(requireUser(auth));
  onContract(app, '/api/account/profile', changeNameContract, async (c) => {
    const { fullName } = await parseBody(c, changeNameContract.body);
    const changed = await changeName(db, actorOf(c), fullName, requestInfo(c));
    return reply(c, changeNameContract, { fullName: changed.fullName });
  });
  return app;
}
