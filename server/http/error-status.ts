import type { ContentfulStatusCode } from 'hono/utils/http-status';

/**
 * The HTTP status of every error code the API answers with. An `AppError` may override it where
 * one code means something else in one place (a webhook's bad signature is 401, not 400).
 */
const statusOfCode: Record<string, ContentfulStatusCode> = {
  invalid_input: 400,
  invalid_json: 400,
  invalid_token: 400,
  invalid_document_id: 400,
  invalid_attachment: 400,
  invalid_email: 400,
  invalid_signature: 400,
  missing_information: 400,
  name_mismatch: 400,
  not_signable: 400,
  current_session: 400,
  empty: 400,
  unauthenticated: 401,
  forbidden: 403,
  forbidden_origin: 403,
  email_not_verified: 403,
  two_factor_required: 403,
  staff_two_factor_required: 403,
  agreement_required: 403,
  not_found: 404,
  not_signed: 404,
  conflict: 409,
  not_a_draft: 409,
  already_signed: 409,
  last_admin: 409,
  too_large: 413,
  payload_too_large: 413,
  unsupported_type: 415,
  unsupported_media_type: 415,
  rate_limited: 429,
  account_locked: 429,
  internal_error: 500,
  not_completed: 503,
  database_unavailable: 503,
  shutting_down: 503,
  unavailable: 503,
};

/** The status for a code; an unknown code is a client error the server did not classify. */
export const statusOf = (code: string): ContentfulStatusCode => statusOfCode[code] ?? 400;
