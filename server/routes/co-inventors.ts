import { Hono } from 'hono';
import {
  answerInvitationContract,
  coInventionsContract,
  correctAddressContract,
  resendInvitationContract,
} from '#common/contracts/co-inventors';
import { submissionMessages } from '#common/submissions';
import { adminMessages } from '#common/admin-messages';
import type { Auth } from '../auth/auth';
import { adminOnly, requireUser } from '../auth/guards';
import { reauthenticator } from '../auth/reauthenticate';
import { onContract, reply } from '../http/contract-route';
import { actorOf, requestInfo, type AppEnv } from '../http/request-context';
import { uuidParam } from '../http/uuid-param';
import { parseBody } from '../http/validate';
import { answerInvitation } from '../services/inventors/answer-invitation';
import { listCoInventions } from '../services/inventors/co-inventions';
import { correctAddress, resendInvitation } from '../services/inventors/staff-corrections';
import type { SubmissionDeps } from '../services/submissions/deps';

const ok = { ok: true } as const;

/** The ideas one is a co-inventor of; mounted at /api/co-inventions. */
export function coInventionRoutes(auth: Auth, deps: SubmissionDeps) {
  const app = new Hono<AppEnv>();
  app.use(requireUser(auth));
  onContract(app, '/api/co-inventions', coInventionsContract, async (c) =>
    reply(c, coInventionsContract, { coInventions: await listCoInventions(deps.db, actorOf(c)) }),
  );
  return app;
}

/** A co-inventor's attestation or dispute; mounted with the submissions' routes. */
export function attestationRoutes(auth: Auth, deps: SubmissionDeps) {
  const app = new Hono<AppEnv>();
  const answerDeps = { ...deps, reauthenticate: reauthenticator(auth, deps.db) };
  onContract(app, '/api/submissions', answerInvitationContract, async (c) => {
    const id = uuidParam(c, 'id', submissionMessages.notFound);
    const input = await parseBody(c, answerInvitationContract.body);
    await answerInvitation(answerDeps, actorOf(c), id, input, requestInfo(c));
    return reply(c, answerInvitationContract, ok);
  });
  return app;
}

/** Staff's corrections of an idea's co-inventors; mounted under /api/admin. */
export function staffCoInventorRoutes(deps: SubmissionDeps) {
  const app = new Hono<AppEnv>();
  const base = '/api/admin';
  const ids = (c: Parameters<typeof uuidParam>[0]) => ({
    id: uuidParam(c, 'id', adminMessages.submissionNotFound.message),
    coInventorId: uuidParam(c, 'coInventorId', 'Co-inventor not found.'),
  });
  onContract(app, base, resendInvitationContract, adminOnly, async (c) => {
    const { id, coInventorId } = ids(c);
    await resendInvitation(deps, actorOf(c), id, coInventorId, requestInfo(c));
    return reply(c, resendInvitationContract, ok);
  });
  onContract(app, base, correctAddressContract, adminOnly, async (c) => {
    const { id, coInventorId } = ids(c);
    const { email } = await parseBody(c, correctAddressContract.body);
    await correctAddress(deps, actorOf(c), id, coInventorId, email, requestInfo(c));
    return reply(c, correctAddressContract, ok);
  });
  return app;
}
