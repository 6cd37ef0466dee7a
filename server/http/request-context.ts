import type { Context } from 'hono';
import { actsAsStaff, isAdmin, type AuthVariables } from '#server/auth/guards';

/**
 * What a request carries through the portal's routers: the client's address (always, from
 * client-ip.ts) and, behind requireUser or requireAdmin, the signed-in user and session.
 */
export type AppEnv = { Variables: AuthVariables & { clientIp: string } };

/** Who does something, as services check permissions and the audit log records it. */
export interface Actor {
  id: string;
  email: string;
  /** May use every staff power (an admin whose session was made with the second factor). */
  isAdmin: boolean;
  /** A reviewer, likewise: staff powers over their own assignments only. */
  isReviewer: boolean;
}

/** Where a request came from, as the audit log keeps it. */
export interface RequestInfo {
  ipAddress: string | null;
  userAgent: string | null;
}

type RequestSource = {
  get(key: 'clientIp'): string;
  req: { header(name: 'user-agent'): string | undefined };
};

export const requestInfo = (c: RequestSource): RequestInfo => ({
  ipAddress: c.get('clientIp'),
  userAgent: c.req.header('user-agent') ?? null,
});

/** The signed-in user as an actor; only for routes behind requireUser or requireAdmin. */
export function actorOf(c: Context<AppEnv>): Actor & { sessionId: string } {
  const user = c.get('user');
  const staff = actsAsStaff(user, c.get('session'));
  return {
    id: user.id,
    email: user.email,
    isAdmin: staff && isAdmin(user),
    isReviewer: staff && user.role === 'reviewer',
    sessionId: c.get('session').id,
  };
}
