import { createMiddleware } from 'hono/factory';
import { integrationMessages, type ApiScope } from '#common/integrations';
import type { Actor } from '#server/core/actor';
import { AppError } from '#server/core/app-error';
import type { Db } from '#server/db/client';
import { requestInfo } from '#server/http/request-context';
import { errorMessage, logger } from '#server/lib/logger';
import { keyActor } from '#server/services/api-keys/index';
import { recordAudit } from '#server/services/audit/index';
import { requestIdOf } from '#server/http/request-id';

type KeyEnv = { Variables: { apiActor: Actor; clientIp: string } };

/** The key a request carries: `Authorization: Bearer <key>`, or `X-API-Key: <key>`. */
function keyOf(header: (name: string) => string | undefined): string | null {
  const bearer = /^Bearer\s+(\S+)\s*$/i.exec(header('authorization') ?? '');
  return bearer?.[1] ?? header('x-api-key')?.trim() ?? null;
}

/**
 * Passes a request made with a valid API key, as the service the key acts as (ADR 41); a
 * session is not enough. Every use is audited, once answered, with its method, path and status:
 * refused ones too, once the key is known. The entry comes after the answer is made: one that
 * cannot be written is logged, never turned into an error for a change already made.
 */
export function requireApiKey(db: Db) {
  return createMiddleware<KeyEnv>(async (c, next) => {
    const secret = keyOf((name) => c.req.header(name));
    if (!secret) {
      c.header('WWW-Authenticate', 'Bearer');
      throw new AppError('unauthenticated', integrationMessages.keyMissing);
    }
    let found: Awaited<ReturnType<typeof keyActor>>;
    try {
      found = await keyActor(db, secret);
    } catch (error) {
      c.header('WWW-Authenticate', 'Bearer error="invalid_token"');
      throw error;
    }
    const { actor, refused } = found;
    const audit = (status: number) =>
      recordAudit(db, {
        action: 'api_key.used',
        // A key whose admin was deleted is answerable to no one any more.
        actor: { id: actor.id || null, email: actor.email },
        target: { type: 'api_key', id: actor.apiKey!.id },
        ...requestInfo(c),
        details: { method: c.req.method, path: c.req.path, status },
      }).catch((error) =>
        logger.error('API key use not audited', {
          requestId: requestIdOf(c),
          keyId: actor.apiKey!.id,
          error: errorMessage(error),
        }),
      );
    if (refused) {
      await audit(401);
      c.header('WWW-Authenticate', 'Bearer error="invalid_token"');
      throw refused;
    }
    c.set('apiActor', actor);
    await next();
    await audit(c.res.status);
  });
}

/** Behind requireApiKey: passes a key holding `scope`; any other is refused (403). */
export const requireScope = (scope: ApiScope) =>
  createMiddleware<KeyEnv>(async (c, next) => {
    if (!c.get('apiActor').apiKey?.scopes.includes(scope))
      throw new AppError('forbidden', integrationMessages.scopeMissing(scope));
    await next();
  });
