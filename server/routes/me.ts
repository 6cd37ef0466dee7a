import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { MeResponse } from '#common/contracts/me';
import type { Auth } from '../auth/auth';
import { isAdmin } from '../auth/guards';
import type { Db } from '../db/client';
import { profiles } from '../db/schema';
import type { AppEnv } from '../http/request-context';

const iso = (date: Date | null) => date?.toISOString() ?? null;

/**
 * Who is signed in, with their profile: what the web app needs for its chrome and guards.
 * A visitor gets nulls, not an error: asking is not a failure.
 */
export function meRoutes(auth: Auth, db: Db) {
  return new Hono<AppEnv>().get('/', async (c) => {
    c.header('Cache-Control', 'no-store');
    const session = await auth.readSession(c.req.raw.headers);
    if (!session) return c.json({ user: null, profile: null } satisfies MeResponse);
    const { user } = session;
    const [profile] = await db.select().from(profiles).where(eq(profiles.id, user.id));
    return c.json({
      user: {
        id: user.id,
        email: user.email,
        emailVerified: user.emailVerified,
        isAdmin: isAdmin(user),
        twoFactorEnabled: user.twoFactorEnabled === true,
      },
      profile: profile
        ? {
            ...profile,
            createdAt: profile.createdAt.toISOString(),
            updatedAt: profile.updatedAt.toISOString(),
            lastLogin: iso(profile.lastLogin),
            lastPasswordChange: iso(profile.lastPasswordChange),
          }
        : null,
    } satisfies MeResponse);
  });
}
