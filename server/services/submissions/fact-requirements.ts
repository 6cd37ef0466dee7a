import { desc, sql } from 'drizzle-orm';
import {
  factRequiredMessage,
  factRequirementsChanged,
  missingFacts,
  type FactKey,
  type FactRequirements,
  type SaveFactRequirementsInput,
} from '#common/invention-facts';
import type { Actor, RequestInfo } from '#server/core/actor';
import { AppError } from '#server/core/app-error';
import type { Db, Tx } from '#server/db/client';
import { factRequirementVersions } from '#server/db/schema/index';
import { recordAudit } from '../audit/index';

type RequirementsVersion = typeof factRequirementVersions.$inferSelect;

/** The newest version (migration 0031 seeds the first, requiring none). */
export async function currentFactRequirements(db: Db | Tx): Promise<RequirementsVersion> {
  const [row] = await db
    .select()
    .from(factRequirementVersions)
    .orderBy(desc(factRequirementVersions.version))
    .limit(1);
  return row!;
}

export const toFactRequirements = (row: RequirementsVersion): FactRequirements => ({
  version: row.version,
  required: [...row.required],
  savedAt: row.createdAt.toISOString(),
});

/** The newest required facts as a value of a query that reads other things too. */
export const requiredFactsSql = sql<
  FactKey[]
>`(select ${factRequirementVersions.required} from ${factRequirementVersions} order by ${factRequirementVersions.version} desc limit 1)`.mapWith(
  factRequirementVersions.required,
);

/**
 * Refuses to send an idea that leaves out a fact admins require, on the first such fact's
 * field, as the form shows it. An idea is held to the requirements current when it is sent:
 * one saved a moment later applies to the next.
 */
export function requireFacts(
  facts: Partial<Record<FactKey, unknown>>,
  required: readonly string[],
) {
  const [missing] = missingFacts(facts, required);
  if (missing)
    throw new AppError('invalid_input', factRequiredMessage(missing), {
      field: `facts.${missing}`,
    });
}

/**
 * Saves the admins' choice as a new version, audited; saving what is already required makes
 * none. Ideas already sent are not touched: the requirement is asked of ideas sent from now on.
 */
export async function saveFactRequirements(
  db: Db,
  actor: Actor,
  input: SaveFactRequirementsInput,
  request: RequestInfo,
): Promise<FactRequirements> {
  return db.transaction(async (tx) => {
    // One save at a time: two admins saving at once make two versions in order, never one.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('fact_requirement_versions'))`);
    const current = await currentFactRequirements(tx);
    const required = [...input.required].sort();
    if (required.join() === [...current.required].sort().join()) return toFactRequirements(current);
    if (input.basedOn !== current.version) throw new AppError('conflict', factRequirementsChanged);
    const [saved] = await tx
      .insert(factRequirementVersions)
      .values({ version: current.version + 1, required, createdBy: actor.id })
      .returning();
    await recordAudit(tx, {
      action: 'fact_requirements.saved',
      actor,
      ...request,
      details: { version: saved!.version, required },
    });
    return toFactRequirements(saved!);
  });
}
