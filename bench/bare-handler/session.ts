// The session check a bare handler does: the cookie's HMAC-SHA256 signature, as Better Auth
// signs it, checked with node:crypto, then one indexed query for the session and its user.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { BareDb } from './database';

const COOKIE = 'better-auth.session_token';

const SESSION_SQL = `select u.id, u.email, u.email_verified, u.role, u.two_factor_enabled
  from sessions s join users u on u.id = s.user_id
  where s.token = $1 and s.expires_at > now()`;

export interface BareUser {
  id: string;
  email: string;
  emailVerified: boolean;
  isStaff: boolean;
}

/** The session token of a validly signed cookie, or null. */
export function signedToken(cookieHeader: string | undefined, secret: string): string | null {
  if (!cookieHeader) return null;
  const pair = cookieHeader
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${COOKIE}=`));
  if (!pair) return null;
  const value = decodeURIComponent(pair.slice(COOKIE.length + 1));
  const dot = value.lastIndexOf('.');
  if (dot < 1) return null;
  const token = value.slice(0, dot);
  const given = Buffer.from(value.slice(dot + 1), 'base64');
  const expected = createHmac('sha256', secret).update(token).digest();
  return given.length === expected.length && timingSafeEqual(given, expected) ? token : null;
}

export async function sessionUser(
  db: BareDb,
  cookieHeader: string | undefined,
  secret: string,
): Promise<BareUser | null> {
  const token = signedToken(cookieHeader, secret);
  if (!token) return null;
  const [row] = await db.rows(SESSION_SQL, [token]);
  if (!row) return null;
  const [id, email, emailVerified, role, twoFactorEnabled] = row as [
    string,
    string,
    boolean,
    string | null,
    boolean | null,
  ];
  return { id, email, emailVerified, isStaff: role === 'admin' && twoFactorEnabled === true };
}
