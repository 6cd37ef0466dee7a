import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Inventors } from '#common/co-inventors';
import type { PhiCheck } from '#common/phi/phi-check';
import { requestedFileIds, type CreateSubmissionInput } from '#common/submissions';
import type { Actor } from '#server/core/actor';
import { AppError } from '#server/core/app-error';
import type { Db, Tx } from '#server/db/client';
import { preparedByShape } from '#server/db/prepared';
import { submissions, profiles, users } from '#server/db/schema/index';
import type { Attachment } from '../attachments/index';
import { announce } from './announce';
import { attachingOnce } from './attachment-rules';
import type { Submission, SubmissionDeps } from './deps';
import { requiredFactsSql, requireFacts } from './fact-requirements';
import { getSubmission } from './get-submission';
import { checkedFiles, requireDisclosureFiles, setFiles } from './idea-files';
import { checkPhi } from './phi-check';
import { requestAttestations, saveInventors } from '../inventors/index';
import { signed } from './signed-agreement';

type NewSubmission = CreateSubmissionInput & {
  status: 'draft' | 'pending';
  ideaDescription: string;
  inventors?: Inventors;
};

/**
 * Whether a create is a retry of the caller's own: the client-made id is the idempotency key.
 * A browser that lost the first answer may send the idea again changed by the way (its stored
 * file uploaded anew, or gone and noted in the text): the first result stands, and nothing is
 * posted twice.
 */
const retries = (existing: Submission, actor: Actor) => existing.userId === actor.id;

/**
 * Checks a create as a new idea, in the order its refusals are given: the files, the idea it
 * revises, the agreement, then for an idea sent its facts and the PHI guard. Gives the files.
 */
async function checkNewIdea(tx: Tx, actor: Actor, input: NewSubmission) {
  const [found] = await tx
    .select({ profile: profiles, requiredFacts: requiredFactsSql })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(eq(users.id, actor.id));
  // A new idea takes only the caller's own free files: a retry whose files the first create
  // took is answered with that first result, and another's idea is never asked about.
  const files = await checkedFiles(tx, actor.id, null, requestedFileIds(input) ?? []);
  requireDisclosureFiles(input.facts?.publicDisclosures, files);
  if (input.resubmittedFrom)
    await getSubmission(tx, input.resubmittedFrom, { ...actor, isAdmin: false });
  signed(found?.profile);
  if (input.status !== 'pending') return { files, phi: null };
  requireFacts(input.facts ?? {}, found?.requiredFacts ?? []);
  const phi = checkPhi(
    {
      ideaTitle: input.ideaTitle,
      ideaDescription: input.ideaDescription,
      facts: (input.facts ?? {}) as Submission['facts'],
    },
    files,
    input.phiAttestation,
  );
  return { files, phi };
}

/** What decides the insert's statement; everything else is its parameters. */
interface InsertShape {
  status: NewSubmission['status'];
  revises: boolean;
}

const value = (name: string) => sql.placeholder(name);

/**
 * The insert of a new idea for each shape, built once per database: every create runs it, and
 * building it cost the server more than the database spent on it.
 */
const insertQuery = preparedByShape(
  ({ status, revises }: InsertShape) => `insert_submission_${status}${revises ? '_revising' : ''}`,
  (db, { status, revises }, name) =>
    db
      .insert(submissions)
      .select((qb) =>
        qb
          // An insert from a select names every column, in the table's order.
          .select({
            id: sql`${value('id')}::uuid`.as('id'),
            userId: profiles.id,
            fullName: profiles.fullName,
            email: sql`${value('email')}::text`.as('email'),
            jobTitle: profiles.jobTitle,
            ideaTitle: sql`${value('ideaTitle')}::text`.as('idea_title'),
            ideaDescription: sql`${value('ideaDescription')}::text`.as('idea_description'),
            // Its files are set after the insert (setFiles), with their name and count.
            attachmentName: sql`null::text`.as('attachment_name'),
            fileCount: sql`0`.as('file_count'),
            status: sql`${status}::submission_status`.as('status'),
            adminNotes: sql`null::text`.as('admin_notes'),
            agreementId: profiles.agreementId,
            resubmittedFrom: (revises
              ? sql`${value('resubmittedFrom')}::uuid`
              : sql`null::uuid`
            ).as('resubmitted_from'),
            createdAt: sql`now()`.as('created_at'),
            updatedAt: sql`now()`.as('updated_at'),
            reviewedAt: sql`null::timestamptz`.as('reviewed_at'),
            reviewedBy: sql`null::uuid`.as('reviewed_by'),
            inventorState: sql`null::text`.as('inventor_state'),
            lastMessageAt: sql`null::timestamptz`.as('last_message_at'),
            reviewCount: sql`0`.as('review_count'),
            averageScore: sql`null::numeric`.as('average_score'),
            submittedAt: sql`${status === 'pending' ? sql`now()` : sql`null::timestamptz`}`.as(
              'submitted_at',
            ),
            facts: sql`${value('facts')}::jsonb`.as('facts'),
            // The submitter alone; saveInventors lists the others, after the insert.
            submitterShare: sql`100`.as('submitter_share'),
            submitterLead: sql`false`.as('submitter_lead'),
            inventorCount: sql`1`.as('inventor_count'),
            confirmedCount: sql`1`.as('confirmed_count'),
            version: sql`1`.as('version'),
            phiCheck: sql`${value('phiCheck')}::jsonb`.as('phi_check'),
            phiFlagged: sql`${value('phiFlagged')}::boolean`.as('phi_flagged'),
            // Kept as the idea is sent (announce), under the rules in force.
            nextBarDate: sql`null::date`.as('next_bar_date'),
            nextBarDateWhere: sql`null::text`.as('next_bar_date_where'),
            stage: sql`null::text`.as('stage'),
            stageChangedAt: sql`null::timestamptz`.as('stage_changed_at'),
            disclosureCompleteAt: sql`null::timestamptz`.as('disclosure_complete_at'),
            decidedAt: sql`null::timestamptz`.as('decided_at'),
            legalHoldReason: sql`null::text`.as('legal_hold_reason'),
            legalHoldAt: sql`null::timestamptz`.as('legal_hold_at'),
            legalHoldBy: sql`null::uuid`.as('legal_hold_by'),
          })
          .from(profiles)
          .where(
            and(
              eq(profiles.id, value('actorId')),
              eq(profiles.signature, 'signed'),
              isNotNull(profiles.agreementId),
              revises
                ? sql`exists (select 1 from ${submissions} revised where revised.id = ${value('resubmittedFrom')}::uuid and revised.user_id = ${value('actorId')}::uuid)`
                : undefined,
            ),
          ),
      )
      .onConflictDoNothing({ target: submissions.id })
      .returning()
      .prepare(name),
);

/**
 * Inserts the idea if every check of a new idea passes, in one statement: the agreement is
 * signed, the idea it revises is the caller's, and the id is free. Nothing is inserted otherwise, and nothing says
 * which check failed: checkNewIdea tells.
 */
async function insertNewIdea(
  tx: Db,
  actor: Actor,
  input: NewSubmission,
  phi: PhiCheck | null = null,
) {
  const shape = {
    status: input.status,
    revises: Boolean(input.resubmittedFrom),
  };
  const [row] = await insertQuery(tx, shape).execute({
    id: input.id,
    actorId: actor.id,
    email: actor.email,
    ideaTitle: input.ideaTitle,
    ideaDescription: input.ideaDescription,
    resubmittedFrom: input.resubmittedFrom,
    facts: JSON.stringify(input.facts ?? {}),
    phiCheck: phi && JSON.stringify(phi),
    phiFlagged: Boolean(phi?.found.length),
  });
  return row;
}

/**
 * Creates a draft or sends an idea. The id comes from the client: sending again under one's
 * own id (a retry, the browser's queue) returns the first result and changes nothing.
 *
 * A draft without files or co-inventors that passes every check is one statement (it sends no
 * mail, so it needs no transaction). Anything else runs in one transaction, where a create is
 * checked as a new idea (files, the idea it revises, agreement) before its id is known to be taken, so an id
 * held by someone else is refused only to a caller who could have created under it, and with
 * one 409 that says nothing of its owner or content. Only a create that fails those checks or
 * finds its id taken looks for a first result.
 */
export async function createSubmission(deps: SubmissionDeps, actor: Actor, input: NewSubmission) {
  return attachingOnce(async () => {
    // A draft that names its inventors or files is saved with them, in the transaction below.
    if (input.status === 'draft' && !input.inventors && !requestedFileIds(input)?.length) {
      requireDisclosureFiles(input.facts?.publicDisclosures, []);
      const row = await insertNewIdea(deps.db, actor, input);
      if (row) return { submission: row, created: true };
    }
    return deps.db.transaction(async (tx) => {
      const firstResult = async () => {
        const [holder] = await tx.select().from(submissions).where(eq(submissions.id, input.id));
        return holder && retries(holder, actor) ? { submission: holder, created: false } : null;
      };
      let files: Attachment[];
      let phi: PhiCheck | null;
      try {
        ({ files, phi } = await checkNewIdea(tx, actor, input));
      } catch (refusal) {
        if (!(refusal instanceof AppError)) throw refusal;
        // A retry changed on the way is answered with the first result, not checked anew.
        const first = await firstResult();
        if (first) return first;
        throw refusal;
      }
      const inserted = await insertNewIdea(tx, actor, input, phi);
      if (!inserted) {
        // Taken: by this same idea arriving twice at once, or by another submission. Or a
        // request that raced this one committed in between (its idea now holds the file), which
        // checking again says.
        const first = await firstResult();
        if (first) return first;
        await checkNewIdea(tx, actor, input);
        throw new AppError(
          'conflict',
          'This submission id is already in use. Please start a new submission.',
        );
      }
      const withFiles = files.length
        ? (await setFiles(tx, inserted.id, files)).submission
        : inserted;
      const row = input.inventors
        ? await saveInventors(tx, deps, withFiles, input.inventors)
        : withFiles;
      if (row.status === 'pending') {
        await announce(tx, deps, row);
        await requestAttestations(tx, deps, row);
      }
      return { submission: row, created: true };
    });
  });
}
