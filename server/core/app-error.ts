import type { ApiErrorBody } from '#common/api-error';
import type { ErrorCode } from '#common/error-codes';

export interface AppErrorOptions {
  /** Overrides the code's status from the one table (common/error-codes.ts). */
  status?: number;
  /** The request field the error is about, so a form can show it there. */
  field?: string;
  /** For a 429 or 503: sent as Retry-After. */
  retryAfterSeconds?: number;
}

/**
 * The one error the server throws for the client: its code, message and field are shown as-is.
 * It lives below the HTTP layer so services can throw it without knowing how it is answered.
 */
export class AppError extends Error {
  readonly status?: number;
  readonly field?: string;
  readonly retryAfterSeconds?: number;

  constructor(
    readonly code: ErrorCode,
    message: string,
    options: AppErrorOptions = {},
  ) {
    super(message);
    this.status = options.status;
    this.field = options.field;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

export const tooManyRequests = (
  retryAfterSeconds: number,
  code: ErrorCode = 'rate_limited',
  message?: string,
) =>
  new AppError(
    code,
    message ?? `Too many requests. Please wait ${retryAfterSeconds} seconds before trying again.`,
    { status: 429, retryAfterSeconds },
  );

// Long enough for a burst to drain, short enough that a person barely notices.
export const BUSY_RETRY_AFTER_SECONDS = 5;

/** 503 with Retry-After: the portal, or what it relies on, cannot take the request now. */
export const unavailable = (message: string, retryAfterSeconds = BUSY_RETRY_AFTER_SECONDS) =>
  new AppError('unavailable', message, { retryAfterSeconds });

/** An error answer's body (http/request-id.ts adds the request's id as it leaves). */
export const errorBody = (code: string, message: string, field?: string): ApiErrorBody => ({
  error: field ? { code, message, field } : { code, message },
});
