import type { SubmissionRecord } from '#common/submissions';
import { LOCAL_PENDING_STATUS, shownDate } from '#common/submissions';
import { isExhausted, queueLimits, type PendingSubmission } from './retry-queue';

/** A queued item shown like a submission, with the browser-only status pending-local. */
export function queuedAsRecord(item: PendingSubmission): SubmissionRecord {
  return {
    id: item.id,
    userId: item.user_id,
    fullName: item.full_name,
    email: item.email,
    jobTitle: item.job_title,
    ideaTitle: item.idea_title,
    ideaDescription: item.idea_description,
    attachmentId: item.attachment_id,
    attachmentName: item.attachment_name,
    status: LOCAL_PENDING_STATUS,
    adminNotes: null,
    agreementId: item.agreement_id,
    resubmittedFrom: item.resubmitted_from,
    createdAt: item.pendingTimestamp,
    // When the person sent it; the server records its own time when the idea arrives.
    submittedAt: item.pendingTimestamp,
    updatedAt: item.updated_at,
    reviewedAt: null,
    reviewedBy: null,
    inventorState: null,
    facts: item.facts,
    // Its co-inventors are asked to confirm once it arrives; until then only its submitter has.
    inventorCount: 1 + (item.inventors?.coInventors.length ?? 0),
    confirmedCount: 1,
    version: 1,
    inventors: null,
  };
}

export type Row =
  | { kind: 'server'; record: SubmissionRecord }
  | { kind: 'local'; record: SubmissionRecord; item: PendingSubmission };

/**
 * Server rows and this browser's queued ideas in one list, newest first by the date each shows
 * (sent, or a draft's last save); never one id twice.
 */
export function mergeRows(server: SubmissionRecord[], queued: PendingSubmission[]): Row[] {
  const known = new Set(server.map((record) => record.id));
  const rows: Row[] = [
    ...queued
      .filter((item) => !known.has(item.id))
      .map((item) => ({ kind: 'local' as const, record: queuedAsRecord(item), item })),
    ...server.map((record) => ({ kind: 'server' as const, record })),
  ];
  const at = (row: Row) => shownDate(row.record).at ?? '';
  return rows.sort((a, b) => at(b).localeCompare(at(a)));
}

/** Where a queued idea stands, in words. */
export function localState(item: PendingSubmission): string {
  if (isExhausted(item)) {
    return `Not sent after ${queueLimits.maxRetries} attempts${item.errorMessage ? `: ${item.errorMessage}` : '.'}`;
  }
  if (item.retryCount > 0) {
    return `Waiting to be sent (attempt ${item.retryCount} of ${queueLimits.maxRetries} failed${
      item.errorMessage ? `: ${item.errorMessage}` : ''
    }).`;
  }
  return 'Stored on this device; it is sent automatically when the connection is back.';
}
