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
    fileCount: item.attachments.length,
    // Each file as the idea will list it; one not uploaded yet goes by the key it is kept
    // under here, so each still has an id of its own (none of them can be downloaded yet).
    attachments: item.attachments.map((file) => ({
      id: file.id ?? file.key,
      name: file.name,
      size: file.size,
      contentType: 'application/octet-stream',
      sha256: null,
      phi: [],
    })),
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
    pipeline: null,
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

/** What the details of a queued idea say of its files: why any is missing, or that they wait here. */
export function localFilesNote(item: PendingSubmission): string | null {
  if (item.attachment_error) return item.attachment_error;
  const waiting = item.attachments.filter((file) => file.temporary).length;
  if (waiting === 0 && !item.attachment_is_temporary) return null;
  if (item.attachments.length <= 1)
    return 'Kept on this device; it is uploaded before the idea is sent.';
  return waiting === 1
    ? 'One file is kept on this device; it is uploaded before the idea is sent.'
    : `${waiting} files are kept on this device; they are uploaded before the idea is sent.`;
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
