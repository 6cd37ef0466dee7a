import { Hono } from 'hono';
import type { MeResponse } from '#common/contracts/me';
import type { Auth } from '../auth/auth';
import { isAdmin } from '../auth/guards';
import type { Db } from '../db/client';
import type { AppEnv } from '../http/request-context';
import { profileOf } from '../services/profile/profile-of';

const iso = (date: Date | null) => date?.toISOString() ?? null;

/**
 * Who sent these headers, with their profile: the /api/me reply, also written into the
 * dashboard's first response for a signed-in user (ADR 0020). Nulls for a visitor.
 */
export async function readMe(auth: Auth, db: Db, headers: Headers): Promise<MeResponse> {
  const session = await auth.readSession(headers);
  if (!session) return { user: null, profile: null };
  const { user } = session;
  const profile = await profileOf(db, user.id);
  return {
    user: {
      id: user.id,
      email: user.email,
      emailVerified: user.emailVerified,
      isAdmin: isAdmin(user),
      isReviewer: user.role === 'reviewer',
      twoFactorEnabled: user.twoFactorEnabled === true,
      twoFactorVerified: session.session.twoFactorVerified === true,
    },
    profile: profile
      ? {
          ...profile,
          createdAt: profile.createdAt.toISOString(),
          updatedAt: profile.updatedAt.toISOString(),
          lastLogin: iso(profile.lastLogin),
          previousLogin: iso(profile.previousLogin),
          lastPasswordChange: iso(profile.lastPasswordChange),
        }
      : null,
  };
}

/**
 * Who is signed in, with their profile: what the web app needs for its chrome and guards.
 * A visitor gets nulls, not an error: asking is not a failure.
 */
export function meRoutes(auth: Auth, db: Db) {
  return new Hono<AppEnv>().get('/', async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(await readMe(auth, db, c.req.raw.headers));
  });
}
