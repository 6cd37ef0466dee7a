import { isApiRequestError } from '#web/lib/api';
import { isTimeoutError, systemClock, type Clock } from '#web/lib/clock';

/**
 * Submit flow with attachment (spec 02 §4, §9): 3 tries, waiting 1 s then 2 s between them.
 * A try has no time limit of its own: the upload fails by itself when its connection makes no
 * progress (web/features/submissions/lib/upload-attachment.ts), and the next try goes on from what arrived.
 */
export const uploadRetryPolicy = {
  attempts: 3,
  delaysMs: [1_000, 2_000],
} as const;

export type UploadPolicy = {
  attempts: number;
  delaysMs: readonly number[];
};

export type UploadFailureKind =
  /** The file itself was refused (type, size, empty): another try gives the same answer. */
  | 'rejected'
  /** The server could not be reached, or did not answer in time. */
  | 'connection'
  /** The server answered but could not store the file. */
  | 'storage'
  | 'rate-limited'
  | 'session';

export interface UploadFailure {
  kind: UploadFailureKind;
  /** What went wrong, in the server's words where it gave some. */
  message: string;
  /** What the user can do about it (spec 02 §4: storage-unavailable or connection hint). */
  hint: string | null;
  /** Whether another try may succeed. */
  retryable: boolean;
}

export const uploadHints = {
  storage: 'File storage is unavailable right now. Please try again later.',
  connection: 'Please check your internet connection and try again.',
} as const;

const CONNECTION_MESSAGE = 'The attachment could not be uploaded: the connection failed.';
const TIMEOUT_MESSAGE = 'The attachment upload timed out.';
const STORAGE_MESSAGE = 'The attachment could not be stored.';

/** What an upload error means for the next step. */
export function classifyUploadError(error: unknown): UploadFailure {
  if (isTimeoutError(error)) {
    return {
      kind: 'connection',
      message: TIMEOUT_MESSAGE,
      hint: uploadHints.connection,
      retryable: true,
    };
  }
  if (!isApiRequestError(error) || error.status === 0) {
    return {
      kind: 'connection',
      message: CONNECTION_MESSAGE,
      hint: uploadHints.connection,
      retryable: true,
    };
  }
  const { status, message } = error;
  if (status === 401) {
    return {
      kind: 'session',
      message: 'Your session has ended. Please sign in again.',
      hint: null,
      retryable: false,
    };
  }
  if (status === 429) {
    const wait = error.retryAfterSeconds;
    return {
      kind: 'rate-limited',
      message: message || 'Too many uploads.',
      hint: wait ? `Please try again in ${wait} seconds.` : 'Please try again later.',
      retryable: false,
    };
  }
  if (status === 408 || status >= 500) {
    return {
      kind: 'storage',
      message: STORAGE_MESSAGE,
      hint: uploadHints.storage,
      retryable: true,
    };
  }
  return { kind: 'rejected', message: message || STORAGE_MESSAGE, hint: null, retryable: false };
}

export type UploadOutcome<T> =
  | { ok: true; value: T; attempts: number }
  | { ok: false; failure: UploadFailure; attempts: number };

/**
 * Uploads with the spec's retries: a failure another try may fix (connection, storage) is tried
 * again after 1 s, then 2 s; a refusal of the file is not. `onAttempt` hears each try's number.
 */
export async function uploadWithRetry<T>(
  upload: (signal: AbortSignal) => Promise<T>,
  {
    clock = systemClock,
    policy = uploadRetryPolicy,
    onAttempt,
  }: { clock?: Clock; policy?: UploadPolicy; onAttempt?: (attempt: number) => void } = {},
): Promise<UploadOutcome<T>> {
  let failure: UploadFailure | null = null;
  for (let attempt = 1; attempt <= policy.attempts; attempt += 1) {
    if (attempt > 1) await clock.sleep(policy.delaysMs[attempt - 2] ?? policy.delaysMs.at(-1) ?? 0);
    onAttempt?.(attempt);
    try {
      const value = await upload(new AbortController().signal);
      return { ok: true, value, attempts: attempt };
    } catch (error) {
      failure = classifyUploadError(error);
      if (!failure.retryable) return { ok: false, failure, attempts: attempt };
    }
  }
  return { ok: false, failure: failure!, attempts: policy.attempts };
}
