import { Hono } from 'hono';
import {
  listPasskeysContract,
  passkeyMessages,
  removePasskeyContract,
  renamePasskeyContract,
  signingChallengeContract,
} from '#common/contracts/passkeys';
import { AppError } from '#server/core/app-error';
import type { Auth } from '../auth/auth';
import { requireUser } from '../auth/guards';
import { reauthenticator } from '../auth/reauthenticate';
import { signingChallenge } from '../auth/signing-passkey';
import type { Db } from '../db/client';
import { onContract, reply } from '../http/contract-route';
import { actorOf, requestInfo, type AppEnv } from '../http/request-context';
import { uuidParam } from '../http/uuid-param';
import { parseBody } from '../http/validate';
import { listPasskeys, removePasskey, renamePasskey } from '../services/account/passkeys';

/**
 * The signed-in account's passkeys: list, rename, remove (with the password again). Adding one
 * and signing in with one are the auth library's (/api/auth/passkey/...). Another account's
 * passkey is "not found", like one that does not exist.
 */
export function passkeyRoutes(auth: Auth, db: Db, appUrl: string) {
  const app = new Hono<AppEnv>();
  const base = '/api/account/passkeys';
  const deps = { db, appUrl, reauthenticate: reauthenticator(auth, db) };
  app.use(requireUser(auth));

  onContract(app, base, listPasskeysContract, async (c) => {
    c.header('Cache-Control', 'no-store');
    return reply(c, listPasskeysContract, { passkeys: await listPasskeys(db, actorOf(c)) });
  });

  onContract(app, base, signingChallengeContract, async (c) => {
    const challenge = await signingChallenge(db, appUrl, actorOf(c).id);
    if (!challenge) throw new AppError('conflict', passkeyMessages.noneToSignWith);
    c.header('Cache-Control', 'no-store');
    return reply(c, signingChallengeContract, {
      challengeId: challenge.challengeId,
      options: challenge.options as unknown as Record<string, unknown>,
    });
  });

  onContract(app, base, renamePasskeyContract, async (c) => {
    const id = uuidParam(c, 'id', passkeyMessages.notFound);
    const { name } = await parseBody(c, renamePasskeyContract.body);
    return reply(c, renamePasskeyContract, {
      passkey: await renamePasskey(db, actorOf(c), id, name),
    });
  });

  onContract(app, base, removePasskeyContract, async (c) => {
    const id = uuidParam(c, 'id', passkeyMessages.notFound);
    const credentials = await parseBody(c, removePasskeyContract.body);
    await removePasskey(deps, actorOf(c), id, credentials, requestInfo(c));
    return c.body(null, 204);
  });

  return app;
}
