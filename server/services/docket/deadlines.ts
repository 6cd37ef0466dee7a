import { and, asc, inArray, sql } from 'drizzle-orm';
import { barDates } from '#common/bar-dates';
import { computeDeadlines, docketOf, type Deadline } from '#common/docket';
import type { Filing } from '#common/filings';
import { submissionReference } from '#common/submissions';
import type { Db, Tx } from '#server/db/client';
import { docketMarks, patentFilings, submissions } from '#server/db/schema/index';
import { visibleTo, type Reader } from '../access/index';
import { currentBarDateRules } from '../bar-dates/index';
import { factsRecord } from '../submissions/index';

type FilingRow = typeof patentFilings.$inferSelect;

const recorder = sql<string>`coalesce((select coalesce(nullif(u.name, ''), u.email) from users u where u.id = patent_filings.recorded_by), 'Former staff member')`;

export const filingJson = (row: FilingRow & { recordedByName: string }): Filing => ({
  id: row.id,
  jurisdiction: row.jurisdiction,
  type: row.filingType,
  applicationNumber: row.applicationNumber,
  filedOn: row.filedOn,
  priorityFilingId: row.priorityFilingId,
  recordedBy: row.recordedByName,
  recordedAt: row.recordedAt.toISOString(),
});

/** The filings of these ideas, by idea, oldest first. */
export async function filingsOfEach(db: Db | Tx, ids: string[]): Promise<Map<string, Filing[]>> {
  const byIdea = new Map<string, Filing[]>();
  if (!ids.length) return byIdea;
  const rows = await db
    .select({ row: patentFilings, recordedByName: recorder })
    .from(patentFilings)
    .where(inArray(patentFilings.submissionId, ids))
    .orderBy(asc(patentFilings.filedOn), asc(patentFilings.recordedAt));
  for (const { row, recordedByName } of rows)
    byIdea.set(row.submissionId, [
      ...(byIdea.get(row.submissionId) ?? []),
      filingJson({ ...row, recordedByName }),
    ]);
  return byIdea;
}

interface DocketIdea {
  id: string;
  facts: (typeof submissions.$inferSelect)['facts'];
}

/**
 * The deadlines of these ideas: computed from their filings and their public disclosures under
 * the bar-date rules in force, with the admins' marks. Three statements whatever their number.
 */
export async function deadlinesOfEach(db: Db | Tx, ideas: DocketIdea[]): Promise<Deadline[]> {
  if (!ideas.length) return [];
  const ids = ideas.map((idea) => idea.id);
  const [filings, marks, { rules }] = await Promise.all([
    filingsOfEach(db, ids),
    db
      .select({
        submissionId: docketMarks.submissionId,
        key: docketMarks.deadlineKey,
        state: docketMarks.state,
        reason: docketMarks.reason,
        markedBy: docketMarks.markedByName,
        markedAt: docketMarks.markedAt,
      })
      .from(docketMarks)
      .where(inArray(docketMarks.submissionId, ids)),
    currentBarDateRules(db),
  ]);
  return ideas.flatMap((idea) =>
    docketOf(
      { submissionId: idea.id, reference: submissionReference(idea.id) },
      computeDeadlines(
        filings.get(idea.id) ?? [],
        barDates(factsRecord(idea.facts).publicDisclosures, rules),
      ),
      marks
        .filter((mark) => mark.submissionId === idea.id)
        .map((mark) => ({ ...mark, markedAt: mark.markedAt.toISOString() })),
    ),
  );
}

/**
 * The docket of every idea the reader may read as staff that has a deadline: filed ideas and
 * ideas with public disclosures. Soonest first.
 */
export async function docketFor(db: Db, reader: Reader): Promise<Deadline[]> {
  const ideas = await db
    .select({ id: submissions.id, facts: submissions.facts })
    .from(submissions)
    .where(
      and(
        visibleTo(reader, 'read', 'staff'),
        sql`(jsonb_typeof(${submissions.facts}->'publicDisclosures') = 'array'
          or exists (select 1 from patent_filings f where f.submission_id = invention_submissions.id))`,
      ),
    );
  const deadlines = await deadlinesOfEach(db, ideas);
  return deadlines.sort(
    (a, b) => a.dueOn.localeCompare(b.dueOn) || a.reference.localeCompare(b.reference),
  );
}

/** One idea's filings and deadlines, for its pipeline. */
export async function docketOfIdea(
  db: Db | Tx,
  idea: DocketIdea,
): Promise<{ filings: Filing[]; deadlines: Deadline[] }> {
  const [filings, deadlines] = await Promise.all([
    filingsOfEach(db, [idea.id]),
    deadlinesOfEach(db, [idea]),
  ]);
  return { filings: filings.get(idea.id) ?? [], deadlines };
}

/** Whether an idea has a deadline of that key now. */
export async function hasDeadline(db: Db | Tx, idea: DocketIdea, key: string) {
  return (await deadlinesOfEach(db, [idea])).some((deadline) => deadline.key === key);
}
