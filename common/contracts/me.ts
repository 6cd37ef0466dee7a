// Checked by hand rather than with zod, unlike the other contracts: every page asks for this
// reply before its own code arrives, and zod would add about 25 KiB gzip to that first download.
import { emptyBody, endpoint } from './endpoint';
import type { StaffStep } from '../auth/staff-access';

export interface Profile {
  id: string;
  fullName: string | null;
  jobTitle: string | null;
  phoneNumber: string | null;
  avatarUrl: string | null;
  /** 'signed' once the invention agreement is signed. */
  signature: string | null;
  agreementId: string | null;
  createdAt: string;
  updatedAt: string;
  lastLogin: string | null;
  /**
   * The sign-in before the latest: null at the first sign-in after registering, which is
   * welcomed as a first visit rather than a return.
   */
  previousLogin: string | null;
  lastPasswordChange: string | null;
}

export interface SessionUser {
  id: string;
  email: string;
  emailVerified: boolean;
  isAdmin: boolean;
  /** Staff who see only the submissions assigned to them, in the admin portal. */
  isReviewer: boolean;
  /** Outside counsel (ADR 40): they read only the ideas they are invited to. */
  isCounsel: boolean;
  /** Staff need it before the admin portal opens; anyone may turn it on. */
  twoFactorEnabled: boolean;
  /**
   * This browser's sign-in passed the second factor (or confirmed the enrolment): staff powers
   * need it, so staff signed in without it must sign in again with their code.
   */
  twoFactorVerified: boolean;
  /** Staff: whether this session may use the role, or what to do first (ADR 46); else null. */
  staffStep: StaffStep | null;
  /** Minutes without the person's own requests after which this session ends (ADR 42). */
  idleMinutes: number;
}

/** GET /api/me: who is signed in; both null for a visitor. */
export type MeResponse =
  { user: SessionUser; profile: Profile | null } | { user: null; profile: null };

const UUID =
  /^([0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/i;
// RFC 3339 with seconds and a zone, as toISOString writes it.
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

type Check<T> = (value: unknown) => value is T;
const isString: Check<string> = (v) => typeof v === 'string';
const isBoolean: Check<boolean> = (v) => typeof v === 'boolean';
const isMinutes: Check<number> = (v): v is number => Number.isInteger(v) && (v as number) > 0;
const isUuid: Check<string> = (v): v is string => isString(v) && UUID.test(v);
const isTimestamp: Check<string> = (v): v is string =>
  isString(v) && TIMESTAMP.test(v) && !Number.isNaN(Date.parse(v));
const STAFF_STEPS: readonly string[] = [
  'ready',
  'two-factor-setup',
  'sign-in-again',
  'strong-sign-in',
];
const isStaffStep: Check<StaffStep> = (v): v is StaffStep => isString(v) && STAFF_STEPS.includes(v);
const orNull =
  <T>(check: Check<T>): Check<T | null> =>
  (v): v is T | null =>
    v === null || check(v);

/** Each field's check; a reply is read into a new object of these fields only. */
const profileFields: { [K in keyof Profile]: Check<Profile[K]> } = {
  id: isUuid,
  fullName: orNull(isString),
  jobTitle: orNull(isString),
  phoneNumber: orNull(isString),
  avatarUrl: orNull(isString),
  signature: orNull(isString),
  agreementId: orNull(isUuid),
  createdAt: isTimestamp,
  updatedAt: isTimestamp,
  lastLogin: orNull(isTimestamp),
  previousLogin: orNull(isTimestamp),
  lastPasswordChange: orNull(isTimestamp),
};

const userFields: { [K in keyof SessionUser]: Check<SessionUser[K]> } = {
  id: isUuid,
  email: isString,
  emailVerified: isBoolean,
  isAdmin: isBoolean,
  isReviewer: isBoolean,
  isCounsel: isBoolean,
  twoFactorEnabled: isBoolean,
  twoFactorVerified: isBoolean,
  staffStep: orNull(isStaffStep),
  idleMinutes: isMinutes,
};

function readObject<T>(value: unknown, fields: { [K in keyof T]: Check<T[K]> }, what: string): T {
  if (typeof value !== 'object' || value === null) throw new TypeError(`${what} is not an object`);
  const record = value as Record<string, unknown>;
  const read: Partial<T> = {};
  for (const key of Object.keys(fields) as (keyof T & string)[]) {
    if (!fields[key](record[key])) throw new TypeError(`${what}.${key} is not valid`);
    read[key] = record[key] as T[typeof key];
  }
  return read as T;
}

/** Reads a GET /api/me reply, keeping only the contract's fields; throws a TypeError otherwise. */
export function parseMeResponse(value: unknown): MeResponse {
  if (typeof value !== 'object' || value === null) throw new TypeError('reply is not an object');
  const { user, profile } = value as Record<string, unknown>;
  if (user === null) {
    if (profile !== null) throw new TypeError('a visitor has no profile');
    return { user: null, profile: null };
  }
  return {
    user: readObject(user, userFields, 'user'),
    profile: profile === null ? null : readObject(profile, profileFields, 'profile'),
  };
}

/** Its path alone, for the public pages' header, which reads the reply with less. */
export const mePath = '/api/me';

export const meContract = endpoint({
  method: 'GET',
  path: mePath,
  summary: 'Who is signed in, with their profile; nulls for a visitor.',
  response: { parse: parseMeResponse },
});

/** The auth library's sign-out: here, without zod, as the first page's header offers it. */
export const signOutContract = endpoint({
  method: 'POST',
  path: '/api/auth/sign-out',
  summary: 'Ends the session.',
  body: emptyBody,
  response: null,
});
