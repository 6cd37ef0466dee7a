import { Hono } from 'hono';
import { meContract, type MeResponse, type Profile } from '#common/contracts/me';
import type { Auth } from '../auth/auth';
import { isAdmin, isStaff, staffStepFor } from '../auth/guards';
import type { Db } from '../db/client';
import { onContract, reply } from '../http/contract-route';
import type { AppEnv } from '../http/request-context';
import { profileOf, type ProfileRow } from '../services/profile/profile-of';

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** The profile as the contract names it, field by field: a new column stays on the server. */
const profileReply = (row: ProfileRow): Profile => ({
  id: row.id,
  fullName: row.fullName,
  jobTitle: row.jobTitle,
  phoneNumber: row.phoneNumber,
  avatarUrl: row.avatarUrl,
  signature: row.signature,
  agreementId: row.agreementId,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
  lastLogin: iso(row.lastLogin),
  previousLogin: iso(row.previousLogin),
  lastPasswordChange: iso(row.lastPasswordChange),
});

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
      isCounsel: user.role === 'counsel',
      twoFactorEnabled: user.twoFactorEnabled === true,
      twoFactorVerified: session.session.twoFactorVerified === true,
      staffStep: isStaff(user) ? await staffStepFor(auth, session) : null,
      idleMinutes: auth.idleMinutes(user.role),
    },
    profile: profile ? profileReply(profile) : null,
  };
}

/**
 * Who is signed in, with their profile: what the web app needs for its chrome and guards.
 * A visitor gets nulls, not an error: asking is not a failure.
 */
export function meRoutes(auth: Auth, db: Db) {
  const app = new Hono<AppEnv>();
  onContract(app, '/api/me', meContract, async (c) => {
    c.header('Cache-Control', 'no-store');
    return reply(c, meContract, await readMe(auth, db, c.req.raw.headers));
  });
  return app;
}
