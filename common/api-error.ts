import type { ErrorCode } from './error-codes';

/**
 * Codes of the auth library's refusals that the portal passes on (server/routes/auth.ts) and the
 * web tells apart; its other codes arrive as they are and are read by status and message.
 */
export type AuthLibraryErrorCode =
  | 'auth_error'
  | 'invalid_email_or_password'
  | 'invalid_code'
  | 'invalid_backup_code'
  | 'too_many_attempts_request_new_code'
  | 'password_rule'
  | 'password_too_short'
  | 'password_too_long'
  | 'password_too_weak';

/**
 * Codes the web gives failures of its own: no answer, an answer the contract refuses, an error
 * without the API's shape (by its status), and refusals of a form before anything is sent.
 */
export type ClientErrorCode =
  | 'network_error'
  | 'invalid_response'
  | 'bad_response'
  | 'invalid'
  | 'failed'
  | 'unknown'
  | `http_${number}`;

/** Every code an ApiRequestError may carry: a code nobody answers with is a type error. */
export type ApiErrorCode = ErrorCode | AuthLibraryErrorCode | ClientErrorCode;

/**
 * The body of every error the API returns. `field` names the request field the error is about;
 * `requestId` names the request in the server's logs (its X-Request-Id).
 */
export interface ApiErrorBody {
  error: { code: string; message: string; field?: string; requestId?: string };
}

export function isApiErrorBody(value: unknown): value is ApiErrorBody {
  const error = (value as ApiErrorBody | null)?.error;
  return (
    typeof error?.code === 'string' &&
    typeof error.message === 'string' &&
    (error.field === undefined || typeof error.field === 'string')
  );
}
