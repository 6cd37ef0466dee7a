import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { Auth } from '../auth/auth';
import { isAdmin, requireUser, type AuthVariables } from '../auth/guards';
import type { Db } from '../db/client';
import { profiles } from '../db/schema';

/** The signed-in user and their profile: what the web app needs to draw its chrome and guards. */
export function meRoutes(auth: Auth, db: Db) {
  return new Hono<{ Variables: AuthVariables }>().get(
    '/',
    requireUser(auth, { verified: false }),
    async (c) => {
      const user = c.get('user');
      const [profile] = await db.select().from(profiles).where(eq(profiles.id, user.id));
      c.header('Cache-Control', 'no-store');
      return c.json({
        user: {
          id: user.id,
          email: user.email,
          emailVerified: user.emailVerified,
          isAdmin: isAdmin(user),
        },
        profile: profile ?? null,
      });
    },
  );
}
