// The portal's SQL for each benchmarked call, as its query builder writes it, and the row keys
// its answers use (in the same order, so the JSON is byte for byte the portal's).
import { noFacts } from '#common/invention-facts';

// An idea's first file and all of its files, in order, as the answer lists them.
const FIRST_FILE = (idea: string) =>
  `(select sf.attachment_id from submission_files sf where sf.submission_id = ${idea}.id order by sf.position limit 1)`;
const FILES = (idea: string) =>
  `coalesce((select json_agg(json_build_object('id', a.id, 'name', a.file_name, 'size', a.size_bytes, ` +
  `'contentType', a.content_type, 'sha256', a.sha256, 'phi', coalesce(a.phi_types, '[]'::jsonb)) order by sf.position) ` +
  `from submission_files sf join attachments a on a.id = sf.attachment_id where sf.submission_id = ${idea}.id), '[]'::json)`;

// One idea's inventors, which a list leaves out (null). The bench's ideas list no co-inventors:
// their ids stand for the portal's records of them, read with the same lookup.
const INVENTORS = (idea: string) =>
  `json_build_object('submitterShare', ${idea}.submitter_share, 'submitterLead', ${idea}.submitter_lead, ` +
  `'coInventors', (select coalesce(json_agg(c.id), '[]'::json) from co_inventors c where c.submission_id = ${idea}.id))`;

// A time as the portal's JSON writes it (JavaScript's toISOString).
const ISO = (column: string) =>
  `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

// The decision target in force (server/services/pipeline/settings.ts targetDaysSql).
const TARGET_DAYS = `(select decision_target_days from pipeline_setting_versions order by version desc limit 1)`;

// The day a decision is due while one is awaited (server/services/pipeline/decision-due.ts).
const DECISION_DUE_ON = (idea: string) =>
  `(case when ${idea}.disclosure_complete_at is not null and ${idea}.status <> 'rejected' ` +
  `and ${idea}.decided_at is null and ${idea}.stage is distinct from 'filed' ` +
  `and ${idea}.stage is distinct from 'closed' ` +
  `then ((${idea}.disclosure_complete_at at time zone 'UTC')::date + ${TARGET_DAYS})::text end)`;

// What inventors see of the pipeline (server/services/pipeline/inventor-view.ts); none for a draft.
const PIPELINE = (idea: string) =>
  `(case when ${idea}.status = 'draft' then null else json_build_object('stage', ${idea}.stage, ` +
  `'stageChangedAt', ${ISO(`${idea}.stage_changed_at`)}, 'expectedOn', ${DECISION_DUE_ON(idea)}) end)`;

const submissionColumns = (
  idea: string,
  { firstFile = FIRST_FILE(idea), files = FILES(idea), inventors = 'null' } = {},
) =>
  `${idea}."id", ${idea}."user_id", ${idea}."full_name", ${idea}."email", ${idea}."job_title", ` +
  `${idea}."idea_title", ${idea}."idea_description", ${firstFile}, ${idea}."attachment_name", ` +
  `${idea}."file_count", ${files}, ${idea}."status", ${idea}."admin_notes", ${idea}."agreement_id", ` +
  `${idea}."resubmitted_from", ${idea}."created_at", ${idea}."submitted_at", ${idea}."updated_at", ` +
  `${idea}."reviewed_at", ${idea}."reviewed_by", ${idea}."inventor_state", ${idea}."facts", ` +
  `${idea}."inventor_count", ${idea}."confirmed_count", ${idea}."version", ${inventors}, ` +
  PIPELINE(idea);
const SUBMISSION_COLUMNS = submissionColumns('"invention_submissions"');

export const SUBMISSION_KEYS = [
  'id',
  'userId',
  'fullName',
  'email',
  'jobTitle',
  'ideaTitle',
  'ideaDescription',
  'attachmentId',
  'attachmentName',
  'fileCount',
  'attachments',
  'status',
  'adminNotes',
  'agreementId',
  'resubmittedFrom',
  'createdAt',
  'submittedAt',
  'updatedAt',
  'reviewedAt',
  'reviewedBy',
  'inventorState',
  'facts',
  'inventorCount',
  'confirmedCount',
  'version',
  'inventors',
  'pipeline',
];

export const OWN_LIST = `select ${SUBMISSION_COLUMNS} from "invention_submissions" where "invention_submissions"."user_id" = $1 order by coalesce("invention_submissions"."submitted_at", "invention_submissions"."updated_at") desc`;

export const ONE = `select ${submissionColumns('"invention_submissions"', { inventors: INVENTORS('"invention_submissions"') })} from "invention_submissions" where "invention_submissions"."id" = $1`;

// The sent ideas' counts by status, as the database keeps them (migration 0014).
export const ADMIN_COUNTS = `select (coalesce(sum("count") filter (where "status" = 'pending'), 0))::int, (coalesce(sum("count") filter (where "status" = 'approved'), 0))::int, (coalesce(sum("count") filter (where "status" = 'rejected'), 0))::int from "submission_status_counts"`;

const ADMIN_COLUMNS = [
  'id',
  'user_id',
  'full_name',
  'email',
  'job_title',
  'idea_title',
  'idea_description',
  FIRST_FILE('"invention_submissions"'),
  'attachment_name',
  'file_count',
  FILES('"invention_submissions"'),
  'status',
  'admin_notes',
  'agreement_id',
  'created_at',
  'submitted_at',
  'updated_at',
  'reviewed_at',
  'reviewed_by',
]
  .map((column) => (column.includes('(') ? column : `"invention_submissions"."${column}"`))
  .join(', ');

// The reader's unread messages on each row (server/services/conversation/reads.ts).
const UNREAD = `(select count(*)::int from submission_messages unread where unread.submission_id = "invention_submissions"."id" and unread.author_id is distinct from $2::uuid and unread.created_at > coalesce((select r.read_up_to from submission_message_reads r where r.user_id = $2::uuid and r.submission_id = "invention_submissions"."id"), '-infinity'))`;

// Each row's staff tags, in order (server/services/admin/rows.ts withTags).
const TAGS = `coalesce((select array_agg(t.tag order by t.tag) from submission_tags t where t.submission_id = "invention_submissions"."id"), '{}')`;

export const ADMIN_PAGE = `select ${ADMIN_COLUMNS}, "reviewer"."email", "invention_submissions"."inventor_state", "invention_submissions"."last_message_at", ${TAGS}, "invention_submissions"."review_count", "invention_submissions"."average_score"::float8, "invention_submissions"."inventor_count", "invention_submissions"."confirmed_count", "invention_submissions"."phi_flagged", "invention_submissions"."next_bar_date"::text, "invention_submissions"."next_bar_date_where", "invention_submissions"."stage", ${ISO('"invention_submissions"."stage_changed_at"')}, ${DECISION_DUE_ON('"invention_submissions"')}, ${UNREAD} from "invention_submissions" left join "users" "reviewer" on "reviewer"."id" = "invention_submissions"."reviewed_by" where "invention_submissions"."status" <> 'draft' order by "invention_submissions"."submitted_at" desc, "invention_submissions"."id" desc limit $1`;

export const ADMIN_KEYS = [
  ...SUBMISSION_KEYS.slice(0, SUBMISSION_KEYS.indexOf('resubmittedFrom')),
  'createdAt',
  'submittedAt',
  'updatedAt',
  'reviewedAt',
  'reviewedBy',
  'reviewedByEmail',
  'inventorState',
  'lastMessageAt',
  'tags',
  'reviewCount',
  'averageScore',
  'inventorCount',
  'confirmedCount',
  'phiFlagged',
  'nextBarDate',
  'nextBarDateWhere',
  'stage',
  'stageChangedAt',
  'decisionDueOn',
  'unread',
];

// The minimal work of an upload and a create: one statement each, each its own transaction.

export const INSERT_ATTACHMENT = `insert into attachments (owner_id, storage_key, file_name, content_type, size_bytes, sha256)
  values ($1, $2, $3, $4, $5, $6) returning id`;

/** Creates the idea, with its file, from the caller's signed profile and own upload, or nothing. */
export const INSERT_SUBMISSION = `with idea as (insert into invention_submissions
    (id, user_id, full_name, email, job_title, idea_title, idea_description, attachment_name,
     file_count, status, agreement_id, submitted_at)
  select $1::uuid, p.id, p.full_name, $3, p.job_title, $4, $5, a.file_name,
    case when a.id is null then 0 else 1 end, $6::submission_status, p.agreement_id,
    case when $6::submission_status = 'pending' then now() end
  from profiles p
  left join attachments a on a.id = $7::uuid and a.owner_id = p.id
  where p.id = $2::uuid and p.signature = 'signed'
  returning *),
  file as (insert into submission_files (submission_id, attachment_id, position)
    select idea.id, $7::uuid, 0 from idea where $7::uuid is not null)
  select ${submissionColumns('idea', {
    firstFile: 'a.id',
    files:
      `case when a.id is null then '[]'::json else json_build_array(json_build_object('id', a.id, ` +
      `'name', a.file_name, 'size', a.size_bytes, 'contentType', a.content_type, 'sha256', a.sha256, ` +
      `'phi', coalesce(a.phi_types, '[]'::jsonb))) end`,
    inventors: INVENTORS('idea'),
  })}
  from idea left join attachments a on a.id = $7::uuid and a.owner_id = idea.user_id`;

/** A row as an object with the given keys, in order. */
export const objectOf = (keys: string[], row: unknown[]): Record<string, unknown> =>
  Object.fromEntries(keys.map((key, i) => [key, row[i]]));

/** A submission row as the inventor's answer holds it: facts not given read as such. */
export const submissionOf = (row: unknown[]): Record<string, unknown> => {
  const submission = objectOf(SUBMISSION_KEYS, row);
  return { ...submission, facts: { ...noFacts, ...(submission.facts as object) } };
};
