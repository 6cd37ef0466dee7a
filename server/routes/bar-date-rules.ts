import { Hono } from 'hono';
import {
  barDateRulesContract,
  inForceBarDateRulesContract,
  saveBarDateRulesContract,
} from '#common/contracts/bar-date-rules';
import type { Auth } from '../auth/auth';
import { adminOnly, requireUser } from '../auth/guards';
import type { Db } from '../db/client';
import { onContract, reply } from '../http/contract-route';
import { actorOf, requestInfo, type AppEnv } from '../http/request-context';
import { parseBody } from '../http/validate';
import { currentBarDateRules, saveBarDateRules, toBarDateRules } from '../services/bar-dates/index';

/** The rules in force, for every signed-in page that shows bar dates; mounted at /api/bar-date-rules. */
export function inForceBarDateRuleRoutes(auth: Auth, db: Db) {
  const app = new Hono<AppEnv>();
  app.use(requireUser(auth));
  onContract(app, '/api/bar-date-rules', inForceBarDateRulesContract, async (c) =>
    reply(c, inForceBarDateRulesContract, toBarDateRules(await currentBarDateRules(db))),
  );
  return app;
}

/** Settings: admins read and change the bar-date rules; mounted under /api/admin. */
export function barDateRuleRoutes(db: Db) {
  const app = new Hono<AppEnv>();
  const base = '/api/admin';
  onContract(app, base, barDateRulesContract, adminOnly, async (c) =>
    reply(c, barDateRulesContract, toBarDateRules(await currentBarDateRules(db))),
  );
  onContract(app, base, saveBarDateRulesContract, adminOnly, async (c) => {
    const input = await parseBody(c, saveBarDateRulesContract.body);
    return reply(
      c,
      saveBarDateRulesContract,
      await saveBarDateRules(db, actorOf(c), input, requestInfo(c)),
    );
  });
  return app;
}
