import type { AdminSubmissionsQuery } from '#common/staff-submissions';
import { noFacts } from '#common/invention-facts';
import { submissionStatusLabel } from '#common/submissions';
import type { Db } from '#server/db/client';
import type { Actor } from '#server/core/actor';
import { evaluationColumns } from '../evaluation/index';
import {
  disclosureText,
  factsOfIdeas,
  fundingText,
  ipPolicyText,
  stageText,
} from '../submissions/index';
import { selectSubmissions } from './submission-list';
import { csvDownload, csvField, csvTime } from '#server/lib/csv';

const header = [
  'Submission ID',
  'Inventor',
  'Email',
  'Job Title',
  'Idea Title',
  'Description',
  'Problem',
  'Advantages',
  'Prior Art',
  'Stage of Development',
  'Conceived On',
  'Public Disclosures',
  'Funding and Collaborators',
  'Employer or Institution',
  'Employer IP Policy May Apply',
  'Status',
  'Submitted (UTC)',
  'Updated (UTC)',
  'Reviewed (UTC)',
  'Reviewed By',
  'Admin Notes',
  'Attachment',
  'Agreement ID',
  'Awaiting Inventor',
  'Last Message (UTC)',
  'Assignees',
  'Reviews',
  'Weighted Average',
  'Advance',
  'Hold',
  'Decline',
  'Tags',
];

const BATCH = 1_000;

/**
 * The current filtered, sorted list as CSV, every page of it, read from the database a batch
 * at a time so a large export never sits in memory whole. Counts the rows it wrote.
 */
export async function* submissionsCsv(
  db: Db,
  query: Omit<AdminSubmissionsQuery, 'page' | 'pageSize'>,
  reader: Actor,
  counter: { rows: number } = { rows: 0 },
): AsyncGenerator<string> {
  // A byte-order mark lets spreadsheet programs read the file as UTF-8.
  yield `\uFEFF${header.join(',')}\r\n`;
  for (let offset = 0; ; offset += BATCH) {
    const rows = await selectSubmissions(
      db,
      { ...query, page: 1, pageSize: BATCH },
      { limit: BATCH, offset },
      reader,
    );
    if (rows.length === 0) return;
    counter.rows += rows.length;
    const ids = rows.map((row) => row.id!);
    const [evaluation, factsOf] = await Promise.all([
      evaluationColumns(db, ids),
      factsOfIdeas(db, ids),
    ]);
    yield rows
      .map((row) => {
        const facts = factsOf.get(row.id!) ?? noFacts;
        return (
          [
            row.id,
            row.fullName,
            row.email,
            row.jobTitle,
            row.ideaTitle,
            row.ideaDescription,
            facts.problem,
            facts.advantages,
            facts.priorArt,
            stageText(facts),
            facts.conceivedOn,
            facts.publicDisclosures
              .map(disclosureText(new Map(row.files.map((file) => [file.id, file.fileName]))))
              .join('; '),
            facts.funding.map(fundingText).join('; '),
            facts.employer,
            ipPolicyText(facts),
            submissionStatusLabel(row.status, 'staff'),
            csvTime(row.submittedAt),
            csvTime(row.updatedAt),
            csvTime(row.reviewedAt),
            row.reviewedByEmail,
            row.adminNotes,
            row.files.map((file) => file.fileName).join('; '),
            row.agreementId,
            row.inventorState === 'awaiting_inventor' ? 'Yes' : 'No',
            csvTime(row.lastMessageAt),
            evaluation.get(row.id!)!.assignees,
            String(row.reviewCount ?? 0),
            row.averageScore === null ? '' : row.averageScore.toFixed(2),
            String(evaluation.get(row.id!)!.advance),
            String(evaluation.get(row.id!)!.hold),
            String(evaluation.get(row.id!)!.decline),
            row.tags.join('; '),
          ]
            .map(csvField)
            .join(',') + '\r\n'
        );
      })
      .join('');
    if (rows.length < BATCH) return;
  }
}

/** The CSV as a download that fails visibly (csvDownload). */
export function submissionsCsvStream(
  db: Db,
  query: Omit<AdminSubmissionsQuery, 'page' | 'pageSize'>,
  reader: Actor,
  onFailure: (error: unknown, rowsSent: number) => void,
): ReadableStream<Uint8Array> {
  const counter = { rows: 0 };
  return csvDownload(submissionsCsv(db, query, reader, counter), counter, onFailure);
}
