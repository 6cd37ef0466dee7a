import { and, eq, gt, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '#server/db/client';
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

/** A counted hit, with the window it was counted in. */
export interface Counted extends Verdict {
  /** The window's start as the database keeps it, to take the hit back from that window only. */
  window: string;
}

export interface Hit {
  key: string;
  rule: Rule;
}

/**
 * Counts one hit against each key, all in one atomic statement (one round trip however many
 * limits a request has), so every instance sees the same counts. Each row's rule travels with
 * it in `rules`, which the conflict branch reads back by key.
 */
export async function hitAll(db: Db, hits: Hit[]): Promise<Counted[]> {
  if (hits.length === 0) return [];
  if (new Set(hits.map((h) => h.key)).size !== hits.length) {
    // One statement cannot update a row twice.
    throw new Error('each rate-limit key may be hit once per call');
  }
  // Rows are locked in key order, so two calls sharing keys never wait on each other in a cycle.
  const sorted = [...hits].sort((a, b) => (a.key < b.key ? -1 : 1));
  const rules = sql.join(
    sorted.map(
      ({ key, rule }) =>
        sql`(${key}::text, ${rule.windowSeconds}::int, ${rule.limit}::int, ${rule.lockout === true}::boolean)`,
    ),
    sql`, `,
  );
  const ruleOf = (column: 'secs' | 'lim' | 'lockout', key: SQL) =>
    sql`(select ${sql.raw(column)} from rules where rules.key = ${key})`;
  const window = (key: SQL) => sql`make_interval(secs => ${ruleOf('secs', key)})`;
  const expired = sql`rate_limits.window_start <= now() - ${window(sql`excluded.key`)}`;
  const locks = sql`${ruleOf('lockout', sql`excluded.key`)} and rate_limits.hits + 1 = ${ruleOf('lim', sql`excluded.key`)}`;
  const rows = await queryRows<Row & { key: string; window: string }>(
    db,
    sql`
      with rules (key, secs, lim, lockout) as (values ${rules})
      insert into rate_limits (key, hits, window_start) select key, 1, now() from rules
      on conflict (key) do update set
        hits = case when ${expired} then 1 else rate_limits.hits + 1 end,
        window_start = case when ${expired} or (${locks}) then now() else rate_limits.window_start end
      returning key, hits, window_start::text as window,
        ceil(extract(epoch from window_start + ${window(sql`rate_limits.key`)} - now()))::int as retry_after`,
  );
  return hits.map(({ key, rule }) => {
    const row = rows.find((r) => r.key === key)!;
    // With a lock-out the limit-th hit is the one that locks: later hits are refused.
    return rule.lockout
      ? { ...verdict(row, rule), allowed: row.hits < rule.limit, window: row.window }
      : { ...verdict(row, rule), window: row.window };
  });
}

/** Counts one hit against a key. */
export async function hit(db: Db, key: string, rule: Rule): Promise<Counted> {
  const [verdict] = await hitAll(db, [{ key, rule }]);
  return verdict!;
}

/** Whether a key is over its limit now, without counting a hit. */
export async function peek(db: Db, key: string, rule: Rule): Promise<Verdict> {
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

/**
 * Takes back one hit counted before its request was judged, when the request turned out not to
 * be what the key counts; never below zero, and only from the window it was counted in: a window
 * begun since (or restarted by a lock-out) holds other hits, which the refund must not free.
 */
export async function refund(db: Db, key: string, window: string): Promise<void> {
  await db
    .update(rateLimits)
    .set({ hits: sql`${rateLimits.hits} - 1` })
    .where(
      and(
        eq(rateLimits.key, key),
        gt(rateLimits.hits, 0),
        sql`${rateLimits.windowStart} = ${window}::timestamptz`,
      ),
    );
}

export async function clear(db: Db, key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}

/** Drops counters whose window ended long ago; run now and then. */
export async function pruneRateLimits(db: Db, olderThanSeconds = 24 * 60 * 60): Promise<void> {
  await db
    .delete(rateLimits)
    .where(sql`${rateLimits.windowStart} < now() - make_interval(secs => ${olderThanSeconds})`);
}
