import { queryOptions } from '@tanstack/react-query';
import {
  createSubmissionContract,
  deleteSubmissionContract,
  ownSubmissionsContract,
  submissionContract,
  submitDraftContract,
  updateDraftContract,
} from '#common/contracts/submissions';
import type {
  CreateSubmissionInput,
  SubmissionRecord,
  UpdateDraftInput,
} from '#common/submissions';
import { ApiRequestError, callApi } from '#web/lib/api';
import { withTimeout } from '#web/lib/clock';

/** The submissions tab's list fetch may take this long (spec 02 §9: 4 s) before it is retried. */
export const LIST_TIMEOUT_MS = 4_000;
/** A direct create may take this long (spec 02 §4 "Save flow": 15 s) before it is queued. */
export const CREATE_TIMEOUT_MS = 15_000;

export const listTimeoutMessage = 'Request took too long';
export const createTimeoutMessage = 'Direct insert timed out';

export const submissionKeys = {
  all: ['submissions'] as const,
  list: () => [...submissionKeys.all, 'list'] as const,
  detail: (id: string) => [...submissionKeys.all, 'detail', id] as const,
};

/** The signed-in user's own submissions, newest first. */
export async function listSubmissions(signal?: AbortSignal): Promise<SubmissionRecord[]> {
  const answer = await withTimeout(
    (timeout) =>
      callApi(ownSubmissionsContract, {
        signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
      }),
    LIST_TIMEOUT_MS,
    listTimeoutMessage,
  );
  return answer.submissions;
}

export const submissionListQueryOptions = queryOptions({
  queryKey: submissionKeys.list(),
  queryFn: ({ signal }) => listSubmissions(signal),
  // Offline, the list fails (and says so) rather than waiting without a word.
  networkMode: 'always',
  // A 4xx will not change on retry; a time-out or a network failure may.
  retry: (failureCount, error) =>
    !(error instanceof ApiRequestError && error.status >= 400 && error.status < 500) &&
    failureCount < 1,
});

/** One idea the user submitted or is listed on as a co-inventor (404 for anyone else's). */
export async function getSubmission(id: string, signal?: AbortSignal): Promise<SubmissionRecord> {
  return (await callApi(submissionContract, { params: { id }, signal })).submission;
}

/** One idea with its inventors, which the list leaves out. */
export const submissionQueryOptions = (id: string) =>
  queryOptions({
    queryKey: submissionKeys.detail(id),
    queryFn: ({ signal }) => getSubmission(id, signal),
  });

/**
 * Creates a draft or sends an idea. The id is the idempotency key: sending the same id again
 * answers with the submission the first call made.
 */
export async function createSubmission(
  body: CreateSubmissionInput,
  signal?: AbortSignal,
): Promise<SubmissionRecord> {
  return (await callApi(createSubmissionContract, { body, signal })).submission;
}

/**
 * Changes a draft: attachmentId null removes the attachment; leaving it out keeps it. The
 * change names the version it was made from, so a save someone made since is never overwritten
 * (409 stale_draft).
 */
export async function updateDraft(
  id: string,
  body: UpdateDraftInput & { version: number },
): Promise<SubmissionRecord> {
  return (await callApi(updateDraftContract, { params: { id }, body })).submission;
}

/**
 * Sends a draft for review (draft → pending). `phiAttested`: the inventor confirmed that it
 * identifies no patient; without it, a draft the PHI guard flags is refused (400
 * phi_unconfirmed, field phiAttestation).
 */
export async function submitDraft(id: string, phiAttested = false): Promise<SubmissionRecord> {
  const body = phiAttested ? { phiAttestation: true } : {};
  return (await callApi(submitDraftContract, { params: { id }, body })).submission;
}

export async function deleteDraft(id: string): Promise<void> {
  await callApi(deleteSubmissionContract, { params: { id } });
}
