import { ssoMessages } from '#common/sso';
import { ApiRequestError, hasStatus, isApiRequestError, wireCode } from '#web/lib/api';

export const ssoTexts = {
  goingToProvider:
    'Your organisation signs you in with single sign-on: taking you to its sign-in page...',
} as const;

/** The sign-in page, where single sign-on comes back to. */
const LOGIN = '/login';

/**
 * Where single sign-on brings its person back: the sign-in page, which takes a signed-in person
 * on (to the page asked for when it is theirs to open, else their own start page).
 */
export function ssoReturnPath(requested: string | null): string {
  return requested ? `${LOGIN}?next=${encodeURIComponent(requested)}` : LOGIN;
}

/** Where a single sign-on that fails comes back to, with `?error=` (and the provider's words). */
export const ssoErrorPath = LOGIN;

/** A password sign-in refused because the address signs in with single sign-on. */
export const isSsoRequired = (error: unknown): boolean =>
  hasStatus(error, 403, wireCode('sso_required'));

/** The most of a provider's own words the sign-in page shows. */
const DETAIL_LENGTH = 300;

/**
 * What the sign-in page says of a single sign-on that came back failed (`?error=`, with the
 * provider's `error_description` when it gave one): null when the address says none failed.
 * The provider's words are plain text, cut short, without control characters.
 */
export function ssoFailure(search: string): { message: string; detail: string | null } | null {
  const params = new URLSearchParams(search);
  if (!params.get('error')) return null;
  const said = (params.get('error_description') ?? '').replace(/\p{Cc}+/gu, ' ').trim();
  const detail = said.length > DETAIL_LENGTH ? `${said.slice(0, DETAIL_LENGTH - 1)}…` : said;
  return { message: ssoMessages.failed, detail: detail || null };
}

/**
 * A refused start of single sign-on, on the email box: the address has no provider (404), or
 * the server refused it (its words). Trouble reaching the server, or a limit, stays above the
 * fields.
 */
export function ssoStartFailure(error: unknown): unknown {
  if (!isApiRequestError(error) || error.status < 400 || error.status >= 500) return error;
  if (error.status === 429) return error;
  const message = error.status === 404 ? ssoMessages.noProvider : error.message;
  return new ApiRequestError(error.status, error.code, message, error.retryAfterSeconds, 'email');
}
