import type { Context } from 'hono';
import { actsAsCounsel, isAdmin, type AuthVariables } from '#server/auth/guards';
import type { Actor, RequestInfo } from '#server/core/actor';

/**
 * What a request carries through the portal's routers: the client's address (always, from
 * client-ip.ts); behind requireUser or requireAdmin, the signed-in user and session; behind
 * requireApiKey, the service a key acts as.
 */
export type AppEnv = {
  Variables: AuthVariables & { clientIp: string; apiActor: Actor; requestId: string };
};

type RequestSource = {
  get(key: 'clientIp'): string;
  req: { header(name: 'user-agent'): string | undefined };
};

export const requestInfo = (c: RequestSource): RequestInfo => ({
  ipAddress: c.get('clientIp'),
  userAgent: c.req.header('user-agent') ?? null,
});

/** The service an API key acts as; only for routes behind requireApiKey (auth/api-key.ts). */
export const keyActorOf = (c: Context<AppEnv>): Actor => c.get('apiActor');

/** The signed-in user as an actor; only for routes behind requireUser or requireAdmin. */
export function actorOf(c: Context<AppEnv>): Actor & { sessionId: string } {
  const user = c.get('user');
  const staff = c.get('staffStep') === 'ready';
  return {
    id: user.id,
    email: user.email,
    isAdmin: staff && isAdmin(user),
    isReviewer: staff && user.role === 'reviewer',
    isCounsel: actsAsCounsel(user, c.get('session')),
    sessionId: c.get('session').id,
  };
}
