import { desc, inArray, sql } from 'drizzle-orm';
import {
  recordsLimits,
  recordsMessages,
  type RetentionSettings,
  type RetentionSettingsInput,
} from '#common/records';
import { submissionReference } from '#common/submissions';
import type { Actor, RequestInfo } from '#server/core/actor';
import { AppError } from '#server/core/app-error';
import { queryRows, type Db, type Tx } from '#server/db/client';
import { retentionNotices, retentionSettingVersions } from '#server/db/schema/index';
import { recordAudit } from '../audit/index';

type SettingsVersion = typeof retentionSettingVersions.$inferSelect;

/** The newest version (migration 0041 seeds the first: declined ideas kept for good). */
export async function currentRetention(db: Db | Tx): Promise<SettingsVersion> {
  const [row] = await db
    .select()
    .from(retentionSettingVersions)
    .orderBy(desc(retentionSettingVersions.version))
    .limit(1);
  return row!;
}

/** A declined idea under no hold, and the day its retention period ends. */
export interface DueIdea {
  id: string;
  /** When it was declined: the review's rejection or the pipeline's decision not to file. */
  decidedAt: Date;
  removeOn: string;
}

/**
 * Every declined idea under no hold whose period after its decision ends by `until` (a UTC
 * day), soonest first. Declined is a review's rejection or a decision not to pursue it
 * ("decline"); the later of the two starts the period.
 */
export async function declinedIdeasDue(db: Db | Tx, months: number, until: string, only?: string) {
  const rows = await queryRows<{ id: string; decided_at: Date | string; remove_on: string }>(
    db,
    sql`
      select id, decided_at, to_char((decided_at at time zone 'UTC') + make_interval(months => ${months}::int), 'YYYY-MM-DD') as remove_on
      from (
        select s.id, greatest(
          case when s.status = 'rejected' then s.reviewed_at end,
          case when d.outcome = 'decline' then s.decided_at end
        ) as decided_at
        from invention_submissions s
        left join patent_decisions d on d.submission_id = s.id
        where s.legal_hold_reason is null
          and (s.status = 'rejected' or d.outcome = 'decline')
          ${only ? sql`and s.id = ${only}` : sql``}
      ) declined
      where decided_at is not null
        and (decided_at at time zone 'UTC') + make_interval(months => ${months}::int) < (${until}::date + 1)
      order by remove_on, id`,
  );
  return rows.map((row): DueIdea => ({
    id: row.id,
    decidedAt: new Date(row.decided_at),
    removeOn: row.remove_on,
  }));
}

export const utcDay = (date: Date) => date.toISOString().slice(0, 10);
const daysFrom = (day: string, days: number) =>
  utcDay(new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000));

/** A declined idea the retention job will remove, and whether admins were told yet. */
export interface ScheduledRemoval {
  id: string;
  decidedAt: Date;
  /** The day it goes: the period's end, or a week after the admins' notice if that is later. */
  removeOn: string;
  noticed: boolean;
}

/**
 * The declined ideas under no hold that go within a notice period from `now`, soonest first:
 * those already announced keep the day their notice gave; nothing goes before its notice is
 * `noticeDays` old.
 */
export async function removalSchedule(
  db: Db | Tx,
  months: number,
  now: Date,
): Promise<ScheduledRemoval[]> {
  const earliest = daysFrom(utcDay(now), recordsLimits.noticeDays);
  const due = await declinedIdeasDue(db, months, earliest);
  const notices = due.length
    ? await db
        .select()
        .from(retentionNotices)
        .where(
          inArray(
            retentionNotices.submissionId,
            due.map((idea) => idea.id),
          ),
        )
    : [];
  const noticed = new Map(notices.map((notice) => [notice.submissionId, notice.removeOn]));
  return due
    .map((idea) => ({
      id: idea.id,
      decidedAt: idea.decidedAt,
      removeOn: noticed.get(idea.id) ?? (idea.removeOn < earliest ? earliest : idea.removeOn),
      noticed: noticed.has(idea.id),
    }))
    .sort((a, b) => a.removeOn.localeCompare(b.removeOn) || a.id.localeCompare(b.id));
}

export async function toRetentionSettings(
  db: Db | Tx,
  row: SettingsVersion,
  now = new Date(),
): Promise<RetentionSettings> {
  const months = row.declinedRetentionMonths;
  const scheduled = months ? await removalSchedule(db, months, now) : [];
  return {
    version: row.version,
    declinedRetentionMonths: months,
    savedAt: row.createdAt.toISOString(),
    dueForRemoval: scheduled.map((idea) => ({
      id: idea.id,
      reference: submissionReference(idea.id),
      removeOn: idea.removeOn,
    })),
  };
}

/**
 * Saves a new retention period as a new version, audited; saving the one in force makes none.
 * One made from an older version than the newest is refused, so two admins never overwrite
 * each other unseen.
 */
export async function saveRetention(
  db: Db,
  actor: Actor,
  input: RetentionSettingsInput,
  request: RequestInfo,
): Promise<RetentionSettings> {
  const saved = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('retention_setting_versions'))`);
    const current = await currentRetention(tx);
    if (input.declinedRetentionMonths === current.declinedRetentionMonths) return current;
    if (input.basedOn !== current.version)
      throw new AppError('conflict', recordsMessages.settingsChanged);
    const [row] = await tx
      .insert(retentionSettingVersions)
      .values({
        version: current.version + 1,
        declinedRetentionMonths: input.declinedRetentionMonths,
        createdBy: actor.id,
      })
      .returning();
    await recordAudit(tx, {
      action: 'retention_settings.saved',
      actor,
      ...request,
      details: {
        version: row!.version,
        months: row!.declinedRetentionMonths,
        from: current.declinedRetentionMonths,
      },
    });
    return row!;
  });
  return toRetentionSettings(db, saved);
}
