import { eq, sql } from 'drizzle-orm';
import { queryRows, type Tx } from '#server/db/client';
import { rateLimits } from '#server/db/schema/index';

export interface Rule {
  /** Hits allowed in one window. */
  limit: number;
  windowSeconds: number;
  /** Once the limit is reached the window starts again, so the block lasts a whole window (a lock-out). */
  lockout?: boolean;
}

export interface Verdict {
  allowed: boolean;
  hits: number;
  /** Seconds until the window ends (at least 1). */
  retryAfterSeconds: number;
}

interface Row {
  hits: number;
  retry_after: number;
}

const verdict = (row: Row | undefined, rule: Rule): Verdict => ({
  allowed: !row || row.hits <= rule.limit,
  hits: row?.hits ?? 0,
  retryAfterSeconds: Math.max(1, row?.retry_after ?? rule.windowSeconds),
});

/** Counts one hit against a key, in one atomic statement, so every instance sees the same count. */
export async function hit(db: Tx, key: string, rule: Rule): Promise<Verdict> {
  const window = sql`make_interval(secs => ${rule.windowSeconds})`;
  const expired = sql`rate_limits.window_start <= now() - ${window}`;
  const restart = rule.lockout ? sql`${expired} or rate_limits.hits + 1 = ${rule.limit}` : expired;
  const [row] = await queryRows<Row>(
    db,
    sql`
      insert into rate_limits (key, hits, window_start) values (${key}, 1, now())
      on conflict (key) do update set
        hits = case when ${expired} then 1 else rate_limits.hits + 1 end,
        window_start = case when ${restart} then now() else rate_limits.window_start end
      returning hits, ceil(extract(epoch from window_start + ${window} - now()))::int as retry_after`,
  );
  // With a lock-out the limit-th hit is the one that locks: later hits are refused.
  return rule.lockout
    ? { ...verdict(row, rule), allowed: row!.hits < rule.limit }
    : verdict(row, rule);
}

/** Whether a key is over its limit now, without counting a hit. */
export async function peek(db: Tx, key: string, rule: Rule): Promise<Verdict> {
  const window = sql`make_interval(secs => ${rule.windowSeconds})`;
  const [row] = await queryRows<Row>(
    db,
    sql`
      select hits, ceil(extract(epoch from window_start + ${window} - now()))::int as retry_after
      from rate_limits where key = ${key} and window_start > now() - ${window}`,
  );
  if (!row) return verdict(undefined, rule);
  return {
    ...verdict(row, rule),
    allowed: rule.lockout ? row.hits < rule.limit : row.hits <= rule.limit,
  };
}

export async function clear(db: Tx, key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}

/** Drops counters whose window ended long ago; run now and then. */
export async function pruneRateLimits(db: Tx, olderThanSeconds = 24 * 60 * 60): Promise<void> {
  await db
    .delete(rateLimits)
    .where(sql`${rateLimits.windowStart} < now() - make_interval(secs => ${olderThanSeconds})`);
}
