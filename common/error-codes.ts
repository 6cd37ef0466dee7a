/**
 * Every error code the API answers with, and its HTTP status. A code that is not here is a type
 * error where it is thrown. An `AppError` may override the status where one code means something
 * else in one place (a webhook's bad signature is 401, not 400).
 */
export const errorStatus = {
  invalid_input: 400,
  invalid_json: 400,
  invalid_token: 400,
  invalid_document_id: 400,
  invalid_attachment: 400,
  invalid_email: 400,
  invalid_signature: 400,
  invalid_mention: 400,
  invalid_upload: 400,
  invalid_two_factor_cookie: 400,
  missing_information: 400,
  name_mismatch: 400,
  not_signable: 400,
  current_session: 400,
  empty: 400,
  wrong_password: 400,
  wrong_code: 400,
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
  stale_draft: 409,
  already_answered: 409,
  too_large: 413,
  payload_too_large: 413,
  unsupported_type: 415,
  unsupported_media_type: 415,
  rate_limited: 429,
  account_locked: 429,
  too_many_uploads: 429,
  internal_error: 500,
  not_completed: 503,
  database_unavailable: 503,
  shutting_down: 503,
  unavailable: 503,
} as const;

/** One code of the API's errors, as `{ error: { code } }` carries it. */
export type ErrorCode = keyof typeof errorStatus;
