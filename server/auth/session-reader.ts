import { createHmac, createSecretKey, timingSafeEqual, type KeyObject } from 'node:crypto';
import type { BetterAuthOptions } from 'better-auth';
import { eq, sql } from 'drizzle-orm';
import { parse } from 'hono/utils/cookie';
import type { Db } from '../db/client';
import { preparedOnce } from '../db/prepared';
import { sessions, users } from '../db/schema';
import { isPersonsOwnRequest, type IdleCandidate, type IdleRule } from './idle-sessions';

// The library signs a cookie as `value.` + base64(HMAC-SHA256(secret, value)). Only the one
// canonical spelling of a 32-byte MAC is checked here; any other the library judges itself.
const SIGNED_VALUE = /^(.+)\.([A-Za-z0-9+/]{42}[AEIMQUYcgkosw048]=)$/;

/**
 * The fields the library's own session lookup returns (its session and user schema, no more):
 * the reader must answer with the same shapes as `getSession`.
 */
const sessionByToken = preparedOnce((db) =>
  db
    .select({
      session: {
        id: sessions.id,
        token: sessions.token,
        userId: sessions.userId,
        expiresAt: sessions.expiresAt,
        ipAddress: sessions.ipAddress,
        userAgent: sessions.userAgent,
        twoFactorVerified: sessions.twoFactorVerified,
        lastActiveAt: sessions.lastActiveAt,
        signInMethod: sessions.signInMethod,
        createdAt: sessions.createdAt,
        updatedAt: sessions.updatedAt,
      },
      user: {
        id: users.id,
        name: users.name,
        email: users.email,
        emailVerified: users.emailVerified,
        image: users.image,
        role: users.role,
        twoFactorEnabled: users.twoFactorEnabled,
        createdAt: users.createdAt,
        updatedAt: users.updatedAt,
      },
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.token, sql.placeholder('token')))
    .prepare('session_by_token'),
);

/** What the reader needs of the library's resolved configuration. */
interface LibraryContext {
  secret: string;
  authCookies: { sessionToken: { name: string } };
  sessionConfig: { expiresIn: number; updateAge: number };
  secondaryStorage: unknown;
  options: BetterAuthOptions;
}

export interface SessionReaderOptions<S> {
  db: Db;
  /** Ends a session left unused too long, and records its person's use (idle-sessions.ts). */
  idle: IdleRule;
  /** The library's resolved configuration: cookie names, secret, expiry rules. */
  context: Promise<LibraryContext>;
  /** The library's own check, which also refreshes a session and cleans up an expired one. */
  getSession: (headers: Headers) => Promise<S | null>;
}

/**
 * Who a request's session cookie belongs to, in one indexed query, for the requests where the
 * library would only have read: a valid, current session not yet due for its refresh. A
 * session due for refresh, an expired one, a cookie the library may read differently and any
 * configuration this reader does not follow go to the library's own check (ADR 0017).
 */
export function createSessionReader<S extends IdleCandidate>({
  db,
  idle,
  context,
  getSession,
}: SessionReaderOptions<S>) {
  const settings = context.then((ctx) => ({
    cookieName: ctx.authCookies.sessionToken.name,
    key: createSecretKey(Buffer.from(ctx.secret, 'utf8')),
    expiresInMs: ctx.sessionConfig.expiresIn * 1000,
    updateAgeMs: ctx.sessionConfig.updateAge * 1000,
    // The cookie cache, secondary storage and deferred refresh change where a session is read
    // or when it is written: the library then decides every time.
    libraryOnly:
      ctx.options.session?.cookieCache?.enabled === true ||
      ctx.secondaryStorage !== undefined ||
      ctx.options.session?.deferSessionRefresh === true,
  }));

  /**
   * The session, or null; an idle one is ended and refused (401 `session_idle`). A request
   * that is its person's own use keeps the session alive; `activity: false` says a request
   * never is (an event stream).
   */
  return async function readSession(
    headers: Headers,
    { activity = isPersonsOwnRequest(headers) }: { activity?: boolean } = {},
  ): Promise<S | null> {
    const found = await find(headers);
    return found && idle(found, activity);
  };

  async function find(headers: Headers): Promise<S | null> {
    const cookieHeader = headers.get('cookie');
    if (!cookieHeader) return null;
    const { cookieName, key, expiresInMs, updateAgeMs, libraryOnly } = await settings;
    const at = cookieHeader.indexOf(cookieName);
    if (at === -1) return null;
    if (libraryOnly || cookieHeader.indexOf(cookieName, at + 1) !== -1) return getSession(headers);
    const value = parse(cookieHeader, cookieName)[cookieName];
    const signed = value === undefined ? null : SIGNED_VALUE.exec(value);
    if (!signed) return getSession(headers);
    const [, token, signature] = signed as unknown as [string, string, string];
    if (!hasSignature(token, signature, key)) return null;

    const [found] = await sessionByToken(db).execute({ token });
    if (!found) return null;
    const expiresAt = found.session.expiresAt.getTime();
    const now = Date.now();
    // Expired (the library deletes it) or due for its sliding refresh (the library extends it).
    if (expiresAt < now || expiresAt - expiresInMs + updateAgeMs <= now) return getSession(headers);
    // The same fields as the library's answer; the session reader tests compare the two.
    return found as unknown as S;
  }
}

function hasSignature(value: string, signature: string, key: KeyObject): boolean {
  const expected = createHmac('sha256', key).update(value, 'utf8').digest('base64');
  return timingSafeEqual(Buffer.from(expected), Buffer.from(signature));
}
