import { desc, sql } from 'drizzle-orm';
import {
  barDateRuleMessages,
  type BarDateRule,
  type BarDateRules,
  type SaveBarDateRulesInput,
} from '#common/bar-dates';
import type { Actor, RequestInfo } from '#server/core/actor';
import { AppError } from '#server/core/app-error';
import type { Db, Tx } from '#server/db/client';
import { barDateRuleVersions } from '#server/db/schema/index';
import { recordAudit } from '../audit/index';
import { refreshNextBarDates } from './next-bar-date';

type RulesVersion = typeof barDateRuleVersions.$inferSelect;

/** The rules in force: the newest version (migration 0034 seeds the first). */
export async function currentBarDateRules(db: Db | Tx): Promise<RulesVersion> {
  const [row] = await db
    .select()
    .from(barDateRuleVersions)
    .orderBy(desc(barDateRuleVersions.version))
    .limit(1);
  return row!;
}

export const toBarDateRules = (row: RulesVersion): BarDateRules => ({
  version: row.version,
  rules: row.rules.map((rule) => ({ ...rule, counts: [...rule.counts] })),
  savedAt: row.createdAt.toISOString(),
});

const same = (a: readonly BarDateRule[], b: readonly BarDateRule[]) =>
  JSON.stringify(a) === JSON.stringify(b);

/**
 * Saves the admins' rules as a new version, audited, and puts every sent idea's next bar date
 * under them at once; saving the rules in force makes none. Two admins saving at once make two
 * versions in order; a save made from an older version is refused (409).
 */
export async function saveBarDateRules(
  db: Db,
  actor: Actor,
  input: SaveBarDateRulesInput & { rules: BarDateRule[] },
  request: RequestInfo,
): Promise<BarDateRules> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('bar_date_rule_versions'))`);
    const current = await currentBarDateRules(tx);
    if (same(input.rules, current.rules)) return toBarDateRules(current);
    if (input.basedOn !== current.version)
      throw new AppError('conflict', barDateRuleMessages.changed);
    const [saved] = await tx
      .insert(barDateRuleVersions)
      .values({ version: current.version + 1, rules: input.rules, createdBy: actor.id })
      .returning();
    await refreshNextBarDates(tx, saved!.rules);
    await recordAudit(tx, {
      action: 'bar_date_rules.saved',
      actor,
      ...request,
      details: { version: saved!.version, jurisdictions: input.rules.map((r) => r.jurisdiction) },
    });
    return toBarDateRules(saved!);
  });
}
