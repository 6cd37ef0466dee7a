import { desc, sql } from 'drizzle-orm';
import {
  pipelineMessages,
  type PipelineSettings,
  type PipelineSettingsInput,
} from '#common/pipeline';
import type { Actor, RequestInfo } from '#server/core/actor';
import { AppError } from '#server/core/app-error';
import type { Db, Tx } from '#server/db/client';
import { pipelineSettingVersions } from '#server/db/schema/index';
import { recordAudit } from '../audit/index';

type SettingsVersion = typeof pipelineSettingVersions.$inferSelect;

/** The newest version (migration 0036 seeds the first: 120 days). */
export async function currentPipelineSettings(db: Db | Tx): Promise<SettingsVersion> {
  const [row] = await db
    .select()
    .from(pipelineSettingVersions)
    .orderBy(desc(pipelineSettingVersions.version))
    .limit(1);
  return row!;
}

export const toPipelineSettings = (row: SettingsVersion): PipelineSettings => ({
  version: row.version,
  decisionTargetDays: row.decisionTargetDays,
  savedAt: row.createdAt.toISOString(),
});

/** The target in force, as a value of a query that reads other things too. */
export const targetDaysSql = sql<number>`(select ${pipelineSettingVersions.decisionTargetDays} from ${pipelineSettingVersions} order by ${pipelineSettingVersions.version} desc limit 1)`;

/**
 * Saves a new target as a new version, audited; saving the target in force makes none. One
 * made from an older version than the newest is refused, so two admins never overwrite each
 * other unseen.
 */
export async function savePipelineSettings(
  db: Db,
  actor: Actor,
  input: PipelineSettingsInput,
  request: RequestInfo,
): Promise<PipelineSettings> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('pipeline_setting_versions'))`);
    const current = await currentPipelineSettings(tx);
    if (input.decisionTargetDays === current.decisionTargetDays) return toPipelineSettings(current);
    if (input.basedOn !== current.version)
      throw new AppError('conflict', pipelineMessages.settingsChanged);
    const [saved] = await tx
      .insert(pipelineSettingVersions)
      .values({
        version: current.version + 1,
        decisionTargetDays: input.decisionTargetDays,
        createdBy: actor.id,
      })
      .returning();
    await recordAudit(tx, {
      action: 'pipeline_settings.saved',
      actor,
      ...request,
      details: {
        version: saved!.version,
        decisionTargetDays: saved!.decisionTargetDays,
        from: current.decisionTargetDays,
      },
    });
    return toPipelineSettings(saved!);
  });
}
