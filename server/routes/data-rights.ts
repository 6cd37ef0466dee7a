import { Hono } from 'hono';
import { dataExportContract, eraseAccountContract } from '#common/contracts/data-rights';
import type { Auth } from '../auth/auth';
import { requireUser } from '../auth/guards';
import { reauthenticator } from '../auth/reauthenticate';
import { onContract, reply } from '../http/contract-route';
import { routeLimits } from '../http/limits';
import { rateLimit } from '../http/rate-limit';
import { actorOf, requestInfo, type AppEnv } from '../http/request-context';
import { parseBody } from '../http/validate';
import { errorMessage, logger } from '../lib/logger';
import { dataExport } from '../services/data-rights/data-export';
import { eraseAccount } from '../services/data-rights/erase-account';
import type { SubmissionDeps } from '../services/submissions/deps';
import { requestIdOf } from '#server/http/request-id';

/**
 * The signed-in person's data rights: a copy of everything the portal holds about them, and
 * the deletion of their account.
 */
export function dataRightsRoutes(auth: Auth, deps: SubmissionDeps) {
  const app = new Hono<AppEnv>();
  const base = '/api/account/data';
  const reauthenticate = reauthenticator(auth, deps.db);
  app.use(requireUser(auth));

  onContract(
    app,
    base,
    dataExportContract,
    rateLimit(deps.db, routeLimits.dataExport),
    async (c) => {
      const actor = actorOf(c);
      const archive = await dataExport(deps, actor, requestInfo(c), (error) =>
        logger.error('data export failed midway', {
          requestId: requestIdOf(c),
          userId: actor.id,
          error: errorMessage(error),
        }),
      );
      c.header('Content-Type', 'application/zip');
      c.header('Content-Disposition', `attachment; filename="${archive.filename}"`);
      c.header('Cache-Control', 'private, no-store, no-transform');
      c.header('X-Content-Type-Options', 'nosniff');
      return c.body(archive.body);
    },
  );

  onContract(app, base, eraseAccountContract, async (c) => {
    const credentials = await parseBody(c, eraseAccountContract.body);
    const actor = actorOf(c);
    await reauthenticate(actor, credentials);
    const outcome = await eraseAccount(deps, actor, requestInfo(c));
    c.header('Cache-Control', 'no-store');
    return reply(c, eraseAccountContract, outcome);
  });

  return app;
}
