import { Hono } from 'hono';
import {
  factRequirementsContract,
  saveFactRequirementsContract,
  staffFactRequirementsContract,
} from '#common/contracts/fact-requirements';
import type { Auth } from '../auth/auth';
import { adminOnly, requireUser } from '../auth/guards';
import type { Db } from '../db/client';
import { onContract, reply } from '../http/contract-route';
import { actorOf, requestInfo, type AppEnv } from '../http/request-context';
import { parseBody } from '../http/validate';
import {
  currentFactRequirements,
  saveFactRequirements,
  toFactRequirements,
} from '../services/submissions/fact-requirements';

/** What the idea form must ask before an idea is sent: any signed-in person may read it. */
export function factRequirementRoutes(auth: Auth, db: Db) {
  const app = new Hono<AppEnv>();
  app.use(requireUser(auth));
  onContract(app, '/api/fact-requirements', factRequirementsContract, async (c) =>
    reply(c, factRequirementsContract, toFactRequirements(await currentFactRequirements(db))),
  );
  return app;
}

/** Settings: admins read and change which facts are required; mounted under /api/admin. */
export function staffFactRequirementRoutes(db: Db) {
  const app = new Hono<AppEnv>();
  const base = '/api/admin';
  onContract(app, base, staffFactRequirementsContract, adminOnly, async (c) =>
    reply(c, staffFactRequirementsContract, toFactRequirements(await currentFactRequirements(db))),
  );
  onContract(app, base, saveFactRequirementsContract, adminOnly, async (c) => {
    const input = await parseBody(c, saveFactRequirementsContract.body);
    return reply(
      c,
      saveFactRequirementsContract,
      await saveFactRequirements(db, actorOf(c), input, requestInfo(c)),
    );
  });
  return app;
}
