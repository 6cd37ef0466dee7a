import { and, desc, eq, gte, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import {
  AUDIT_TRAIL_PAGE_SIZE,
  auditActionLabel,
  type AuditTrailEntry,
  type AuditTrailFilters,
  type AuditTrailPage,
  type AuditTrailQuery,
} from '#common/audit-trail';
import { auditActions } from '#common/audit-events';
import { submissionReference } from '#common/submissions';
import type { Db } from '#server/db/client';
import { auditLog, users } from '#server/db/schema/index';

export type AuditRow = typeof auditLog.$inferSelect;

const startOf = (day: string) => new Date(`${day}T00:00:00Z`);

/**
 * An idea by its id, or by its reference (the first 8 characters of the id, so a prefix): the
 * entries about it, and those of another idea linked to it (`otherId`, common/audit-events.ts).
 * A reference is 8 hex digits, checked by the schema, so it holds no LIKE wildcard.
 */
function aboutIdea(idea: string): SQL {
  const other = sql`${auditLog.details}->>'otherId'`;
  const isIdea = eq(auditLog.targetType, 'submission');
  return idea.length === 8
    ? or(
        and(isIdea, sql`${auditLog.targetId} like ${`${idea}%`}`),
        sql`${other} like ${`${idea}%`}`,
      )!
    : or(and(isIdea, eq(auditLog.targetId, idea)), sql`${other} = ${idea}`)!;
}

/** What a person did, and what was done to their account; their address in any case. */
function aboutPerson(email: string): SQL {
  const account = sql`select ${users.id}::text from ${users} where lower(${users.email}) = ${email}`;
  return or(
    sql`lower(${auditLog.actorEmail}) = ${email}`,
    and(eq(auditLog.targetType, 'user'), sql`${auditLog.targetId} in (${account})`),
  )!;
}

/** The entries the filters match; `before` an id, and `upTo` one, when given. */
export function trailWhere(
  filters: AuditTrailFilters,
  { before, upTo }: { before?: number; upTo?: number } = {},
): SQL | undefined {
  return and(
    filters.idea ? aboutIdea(filters.idea) : undefined,
    filters.person ? aboutPerson(filters.person) : undefined,
    filters.action ? eq(auditLog.action, filters.action) : undefined,
    filters.from ? gte(auditLog.createdAt, startOf(filters.from)) : undefined,
    filters.to
      ? // The next day's start, counted by the database: JavaScript writes 10000-01-01, after
        // 9999-12-31, in a form PostgreSQL does not read.
        sql`${auditLog.createdAt} < ((${filters.to}::date + 1)::timestamp at time zone 'UTC')`
      : undefined,
    before === undefined ? undefined : lt(auditLog.id, before),
    upTo === undefined ? undefined : lte(auditLog.id, upTo),
  );
}

/** Up to `limit` matching entries, newest first (ids grow as entries are written). */
export const trailRows = (
  db: Db,
  filters: AuditTrailFilters,
  limit: number,
  bounds: { before?: number; upTo?: number } = {},
): Promise<AuditRow[]> =>
  db
    .select()
    .from(auditLog)
    .where(trailWhere(filters, bounds))
    .orderBy(desc(auditLog.id))
    .limit(limit);

/** The newest entry's id now: an export covers the log as it stood when asked. */
export async function newestId(db: Db): Promise<number> {
  const [row] = await db
    .select({ id: sql<number | string | null>`max(${auditLog.id})` })
    .from(auditLog);
  return Number(row?.id ?? 0);
}

/** How many entries match, counted no further than `cap` + 1 (enough to know it was passed). */
export async function countTrail(
  db: Db,
  filters: AuditTrailFilters,
  upTo: number,
  cap: number,
): Promise<{ rows: number; truncated: boolean }> {
  const matching = db
    .select({ one: sql`1` })
    .from(auditLog)
    .where(trailWhere(filters, { upTo }))
    .limit(cap + 1)
    .as('matching');
  const [row] = await db.select({ n: sql<number | string>`count(*)` }).from(matching);
  const n = Number(row?.n ?? 0);
  return { rows: Math.min(n, cap), truncated: n > cap };
}

export const toTrailEntry = (row: AuditRow): AuditTrailEntry => ({
  id: row.id,
  at: row.createdAt.toISOString(),
  action: row.action,
  label: auditActionLabel(row.action),
  actorEmail: row.actorEmail,
  targetType: row.targetType,
  targetId: row.targetId,
  ideaReference:
    row.targetType === 'submission' && row.targetId ? submissionReference(row.targetId) : null,
  ipAddress: row.ipAddress,
  details: row.details,
  erasedAt: row.erasedAt?.toISOString() ?? null,
});

/** Every action the portal logs, for the page's action filter: known, so no scan of the log. */
const loggedActions = [...auditActions].sort();

/** One page of the trail, and where the next begins (keyset: the last id shown). */
export async function auditTrailPage(db: Db, query: AuditTrailQuery): Promise<AuditTrailPage> {
  const { cursor, ...filters } = query;
  const rows = await trailRows(db, filters, AUDIT_TRAIL_PAGE_SIZE + 1, { before: cursor });
  const page = rows.slice(0, AUDIT_TRAIL_PAGE_SIZE);
  return {
    entries: page.map(toTrailEntry),
    nextCursor: rows.length > AUDIT_TRAIL_PAGE_SIZE ? String(page.at(-1)!.id) : null,
    actions: loggedActions,
  };
}

/** The filters an admin set, in words, for an export's heading. */
export function describeFilters(filters: AuditTrailFilters): string {
  const parts = [
    filters.idea && `idea ${filters.idea}`,
    filters.person && `person ${filters.person}`,
    filters.action && `action ${filters.action}`,
    filters.from && `from ${filters.from}`,
    filters.to && `to ${filters.to}`,
  ].filter(Boolean);
  return parts.length ? parts.join(', ') : 'none (every entry)';
}

/** The filters set, without the empty ones, as the audit entry of an export keeps them. */
export const setFilters = (filters: AuditTrailFilters) =>
  Object.fromEntries(
    Object.entries(filters).filter(([, value]) => value !== undefined),
  ) as AuditTrailFilters;
