import { desc, getTableColumns, sql } from 'drizzle-orm';
import { submissionRecordSchema, type SubmissionRecord } from '#common/submissions';
import type { Actor } from '#server/core/actor';
import type { Db } from '#server/db/client';
import { submissions } from '#server/db/schema/index';
import { preparedOnce } from '#server/db/prepared';
import { visibleToViewers } from '../access/index';
import type { Submission } from './deps';

const columns = getTableColumns(submissions);
/** What the inventor's view of the patent pipeline is made of (services/pipeline). */
const pipelineFields = ['stage', 'stageChangedAt', 'disclosureCompleteAt', 'decidedAt'] as const;
type OwnField = (keyof SubmissionRecord & keyof typeof columns) | (typeof pipelineFields)[number];

/**
 * The columns of an idea its inventor is shown: those the answer's record names, so not when
 * staff last wrote (their internal notes count) nor the evaluation's count and mean, which are
 * staff's alone, with what its stage and expected decision date are made of. The list reads
 * only these.
 */
const ownColumns = Object.fromEntries(
  [...Object.keys(submissionRecordSchema.shape), ...pipelineFields]
    .filter((field) => Object.hasOwn(columns, field))
    .map((field) => [field, columns[field as OwnField]]),
) as Pick<typeof columns, OwnField>;

/** An idea as its inventor is shown it; a whole row is one too. */
export type OwnSubmission = Pick<Submission, OwnField>;

const ownList = preparedOnce((db) =>
  db
    .select(ownColumns)
    .from(submissions)
    .where(visibleToViewers(['inventor'], 'read'))
    .orderBy(desc(sql`coalesce(${submissions.submittedAt}, ${submissions.updatedAt})`))
    .prepare('own_submissions'),
);

/**
 * The user's ideas, by the date their list shows: when each was sent, or a draft last saved.
 * Seen from the inventor's side, so one prepared query serves every actor.
 */
export async function listOwnSubmissions(db: Db, actor: Actor): Promise<OwnSubmission[]> {
  return ownList(db).execute({ actorId: actor.id });
}
