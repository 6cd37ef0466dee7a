import { and, eq, isNotNull, lt, ne, sql, type SQL } from 'drizzle-orm';
import { barDates, earliestOpenBarDate, type BarDateRule } from '#common/bar-dates';
import type { InventionFactsRecord } from '#common/invention-facts';
import type { Db, Tx } from '#server/db/client';
import { barDateRuleVersions, submissions } from '#server/db/schema/index';

/** Today's date where the server runs its jobs: UTC, as every stored time is. */
export const todayUtc = () => new Date().toISOString().slice(0, 10);

/** The earliest bar date of these disclosures not yet past on `today`, and where it holds. */
export function nextBarDateOf(
  disclosures: InventionFactsRecord['publicDisclosures'] | undefined,
  rules: readonly BarDateRule[],
  today = todayUtc(),
) {
  const next = earliestOpenBarDate(barDates(disclosures ?? [], rules), today);
  return next ? { nextBarDate: next.date, nextBarDateWhere: next.name } : null;
}

const rulesInForce = sql<
  BarDateRule[]
>`(select ${barDateRuleVersions.rules} from ${barDateRuleVersions} order by ${barDateRuleVersions.version} desc limit 1)`;

/**
 * Puts the next bar date of the sent ideas matching `where` (with public disclosures) under the
 * rules given, or those in force: as an idea is sent, when the rules change, and once a date
 * has passed. One statement reads them all, one writes each that changed.
 */
export async function refreshNextBarDates(
  tx: Db | Tx,
  rules?: readonly BarDateRule[],
  where?: SQL,
) {
  const rows = await tx
    .select({
      id: submissions.id,
      disclosures: sql<
        InventionFactsRecord['publicDisclosures'] | null
      >`${submissions.facts}->'publicDisclosures'`,
      nextBarDate: submissions.nextBarDate,
      nextBarDateWhere: submissions.nextBarDateWhere,
      rules: rulesInForce,
    })
    .from(submissions)
    .where(
      and(
        ne(submissions.status, 'draft'),
        sql`jsonb_typeof(${submissions.facts}->'publicDisclosures') = 'array'`,
        where,
      ),
    );
  let changed = 0;
  for (const row of rows) {
    const next = nextBarDateOf(row.disclosures ?? [], rules ?? row.rules);
    const value = next ?? { nextBarDate: null, nextBarDateWhere: null };
    if (value.nextBarDate === row.nextBarDate && value.nextBarDateWhere === row.nextBarDateWhere)
      continue;
    await tx.update(submissions).set(value).where(eq(submissions.id, row.id));
    changed++;
  }
  return changed;
}

/** The ideas whose next bar date has passed: each moves on to its next one, or to none. */
export const refreshPassedBarDates = (db: Db) =>
  db.transaction((tx) =>
    refreshNextBarDates(
      tx,
      undefined,
      and(isNotNull(submissions.nextBarDate), lt(submissions.nextBarDate, todayUtc())),
    ),
  );
