import { desc, sql } from 'drizzle-orm';
import type { CriteriaResponse, Criterion, SaveCriteriaInput } from '#common/evaluation';
import type { CriterionConfig } from '#common/evaluation-shape';
import type { Db, Tx } from '#server/db/client';
import { criteriaVersions } from '#server/db/schema/index';
import type { Actor, RequestInfo } from '#server/core/actor';
import { recordAudit } from '../audit/index';

type CriteriaVersion = typeof criteriaVersions.$inferSelect;

/** The newest criteria version (migration 0017 seeds the first). */
export async function currentCriteria(db: Db | Tx): Promise<CriteriaVersion> {
  const [row] = await db
    .select()
    .from(criteriaVersions)
    .orderBy(desc(criteriaVersions.version))
    .limit(1);
  return row!;
}

/** A criterion as the API sends it, field by field: the stored JSON may hold more. */
export const toCriterion = (criterion: CriterionConfig): Criterion => ({
  id: criterion.id,
  name: criterion.name,
  guidance: criterion.guidance,
  weight: criterion.weight,
  active: criterion.active,
});

export const toCriteriaResponse = (row: CriteriaVersion): CriteriaResponse => ({
  version: row.version,
  criteria: row.criteria.map(toCriterion),
  savedAt: row.createdAt.toISOString(),
});

/** An id for a new criterion: its name in lower-case words, unique among the known ones. */
function newId(name: string, taken: Set<string>) {
  const base =
    name
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 60) || 'criterion';
  let id = base;
  for (let n = 2; taken.has(id); n++) id = `${base}-${n}`;
  taken.add(id);
  return id;
}

/**
 * Saves the admins' criteria as a new version, audited. Scorecards already submitted keep the
 * version they were scored under; saving what is already there makes no version. A criterion
 * keeps its id (so its scores compare across versions); one of an unknown id is new.
 */
export async function saveCriteria(
  db: Db,
  actor: Actor,
  input: SaveCriteriaInput,
  request: RequestInfo,
): Promise<CriteriaResponse> {
  return db.transaction(async (tx) => {
    // One save at a time: two admins saving at once make two versions in order, never one.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('scoring_criteria_versions'))`);
    const current = await currentCriteria(tx);
    const known = new Set(current.criteria.map((criterion) => criterion.id));
    const taken = new Set(known);
    const kept = new Set<string>();
    const idOf = (id: string | undefined, name: string) => {
      if (!id || !known.has(id) || kept.has(id)) return newId(name, taken);
      kept.add(id);
      return id;
    };
    const criteria: CriterionConfig[] = input.criteria.map((criterion) => ({
      id: idOf(criterion.id, criterion.name),
      name: criterion.name,
      guidance: criterion.guidance ?? '',
      weight: criterion.weight,
      active: criterion.active ?? true,
    }));
    // Compared field by field: jsonb keeps its keys in an order of its own.
    const same = (a: CriterionConfig, b: CriterionConfig) =>
      a.id === b.id &&
      a.name === b.name &&
      a.guidance === b.guidance &&
      a.weight === b.weight &&
      a.active === b.active;
    if (
      criteria.length === current.criteria.length &&
      criteria.every((criterion, i) => same(criterion, current.criteria[i]!))
    )
      return toCriteriaResponse(current);
    const [saved] = await tx
      .insert(criteriaVersions)
      .values({ version: current.version + 1, criteria, createdBy: actor.id })
      .returning();
    await recordAudit(tx, {
      action: 'criteria.saved',
      actor,
      ...request,
      details: {
        version: saved!.version,
        active: criteria.filter((c) => c.active).map((c) => c.name),
      },
    });
    return toCriteriaResponse(saved!);
  });
}
