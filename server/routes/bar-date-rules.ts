import { Hono } from 'hono';
import { barDateRulesContract, saveBarDateRulesContract } from '#common/contracts/bar-date-rules';
import { adminOnly } from '../auth/guards';
import type { Db } from '../db/client';
import { onContract, reply } from '../http/contract-route';
import { actorOf, requestInfo, type AppEnv } from '../http/request-context';
import { parseBody } from '../http/validate';
import { currentBarDateRules, saveBarDateRules, toBarDateRules } from '../services/bar-dates/index';

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
