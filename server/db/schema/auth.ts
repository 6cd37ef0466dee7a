// Better Auth's tables (email and password, email verification, admin roles, two-factor sign-in,
// rate limits).
// Field names are Better Auth's; column names are snake_case.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { at, createdAt, id, updatedAt } from './columns';

export const users = pgTable(
  'users',
  {
    id: id(),
    name: text('name').notNull().default(''),
    email: text('email').notNull().unique(),
    emailVerified: boolean('email_verified').notNull().default(false),
    emailVerifiedAt: at('email_verified_at'),
    image: text('image'),
    role: text('role').notNull().default('user'),
    banned: boolean('banned').default(false),
    banReason: text('ban_reason'),
    banExpires: at('ban_expires'),
    twoFactorEnabled: boolean('two_factor_enabled').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('users_created_idx').on(t.createdAt.desc()),
    index('users_email_trgm_idx').using('gin', sql`${t.email} gin_trgm_ops`),
  ],
);

/** The account a row belongs to; the row goes when the account does. */
export const userIdColumn = (name = 'user_id') =>
  uuid(name)
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    token: text('token').notNull().unique(),
    userId: userIdColumn(),
    expiresAt: at('expires_at').notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    impersonatedBy: text('impersonated_by'),
    /**
     * The sign-in that made this session passed the second factor (or it was made by confirming
     * enrolment): staff powers need it, whatever the account has turned on since.
     */
    twoFactorVerified: boolean('two_factor_verified').notNull().default(false),
    /**
     * The last request its person made themselves (not a background poll or event stream),
     * to a minute or finer: a session unused for its idle limit ends (ADR 42).
     */
    lastActiveAt: at('last_active_at').notNull().defaultNow(),
    /**
     * How its person signed in ('password', 'two-factor', 'passkey', 'sso'): the staff sign-in
     * policy (ADR 46) asks for a passkey or single sign-on; null for sessions older than it.
     */
    signInMethod: text('sign_in_method'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);

export const accounts = pgTable(
  'accounts',
  {
    id: id(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: userIdColumn(),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: at('access_token_expires_at'),
    refreshTokenExpiresAt: at('refresh_token_expires_at'),
    scope: text('scope'),
    password: text('password'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('accounts_user_id_idx').on(t.userId)],
);

export const verifications = pgTable(
  'verifications',
  {
    id: id(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: at('expires_at').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('verifications_identifier_idx').on(t.identifier)],
);

/**
 * An account's authenticator secret and backup codes, both encrypted with the auth secret.
 * `verified` stays false from enrolment until the first code is confirmed; the failure count
 * and lock are the library's own, beside the portal's sign-in lock; the last used step is the
 * portal's own (RFC 6238 §5.2: a code works once).
 */
export const twoFactors = pgTable(
  'two_factor',
  {
    id: id(),
    userId: userIdColumn(),
    secret: text('secret').notNull(),
    backupCodes: text('backup_codes').notNull(),
    verified: boolean('verified').notNull().default(true),
    failedVerificationCount: integer('failed_verification_count').notNull().default(0),
    lockedUntil: at('locked_until'),
    /** The TOTP time step of the last code accepted: a code is taken only for a newer step. */
    lastUsedStep: bigint('last_used_step', { mode: 'number' }).notNull().default(0),
  },
  // One authenticator per account: the library looks it up by user.
  (t) => [uniqueIndex('two_factor_user_id_idx').on(t.userId)],
);

/**
 * Request counters per key and fixed window, shared by every instance: the rate limits of
 * sign-in, sign-up, e-mail requests and uploads, and the failed sign-in lock.
 */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  windowStart: at('window_start').notNull(),
});

/**
 * Passkeys (WebAuthn credentials) of an account, as Better Auth's passkey plugin keeps them:
 * the public key, never anything secret (ADR 43).
 */
export const passkeys = pgTable(
  'passkeys',
  {
    id: id(),
    name: text('name'),
    publicKey: text('public_key').notNull(),
    userId: userIdColumn(),
    credentialID: text('credential_id').notNull().unique(),
    // A signature counter is an unsigned 32-bit number.
    counter: bigint('counter', { mode: 'number' }).notNull(),
    deviceType: text('device_type').notNull(),
    backedUp: boolean('backed_up').notNull(),
    transports: text('transports'),
    aaguid: text('aaguid'),
    /** The last sign-in or signature made with it. */
    lastUsedAt: at('last_used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('passkeys_user_id_idx').on(t.userId)],
);
