import { isApiErrorBody, type ApiErrorCode } from '#common/api-error';
import { idleSignOut } from '#common/auth/idle';
import {
  fillPath,
  type BodyOf,
  type Endpoint,
  type ParamsOf,
  type QueryOf,
  type ResponseOf,
} from '#common/contracts/endpoint';
import { isBackgroundRequest, leaveIdleSession } from './activity';

/** A failed API call, carrying what the server said in its `{ error: { code, message, field? } }` body. */
export class ApiRequestError extends Error {
  override readonly name = 'ApiRequestError';

  constructor(
    /** The HTTP status; 0 when the server could not be reached. */
    readonly status: number,
    readonly code: ApiErrorCode,
    message: string,
    /** From Retry-After on a 429: the seconds to wait; null when not given. */
    readonly retryAfterSeconds: number | null = null,
    /** The request field the error is about, when the server named one. */
    readonly field: string | null = null,
    /** The request's id (X-Request-Id), by which support finds it in the server's logs. */
    readonly requestId: string | null = null,
  ) {
    super(message);
  }
}

export const isApiRequestError = (error: unknown): error is ApiRequestError =>
  error instanceof ApiRequestError;

/** True when the error is an API answer with this status (and, if given, one of these codes). */
export function hasStatus(
  error: unknown,
  status: number,
  ...codes: ApiErrorCode[]
): error is ApiRequestError {
  return (
    isApiRequestError(error) &&
    error.status === status &&
    (codes.length === 0 || codes.includes(error.code))
  );
}

/**
 * Reads a Retry-After header: either whole seconds or an HTTP date. Returns whole seconds, at
 * least 1, or null when the header is missing or unreadable.
 */
export function parseRetryAfter(header: string | null, now: number = Date.now()): number | null {
  if (!header) return null;
  const text = header.trim();
  if (/^\d+$/.test(text)) return Math.max(1, Number(text));
  const date = Date.parse(text);
  if (Number.isNaN(date)) return null;
  return Math.max(1, Math.ceil((date - now) / 1000));
}

/**
 * A code as the server sent it. The server answers with the codes of its table
 * (common/error-codes.ts) or the auth library's, and the web compares only with those.
 */
export const wireCode = (code: string) => code as ApiErrorCode;

const NETWORK_MESSAGE = 'Could not reach the server. Please check your connection and try again.';
const UNKNOWN_MESSAGE = 'An unexpected error occurred. Please try again.';

/**
 * A fault of the server (not 503, which is a wait with its own words) is told with its request's
 * id, so a person who writes to support can name the request and it can be found in the logs.
 */
export function withReference(message: string, status: number, requestId: string | null): string {
  if (status < 500 || status === 503 || !requestId) return message;
  return `${/[.!?]$/.test(message) ? message : `${message}.`} Reference: ${requestId}`;
}

/** Turns an error response into an ApiRequestError, whatever its body holds. */
export async function errorFromResponse(response: Response): Promise<ApiRequestError> {
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    // not JSON: a proxy's error page, an empty body
  }
  const retryAfter = parseRetryAfter(response.headers.get('Retry-After'));
  if (isApiErrorBody(body)) {
    const requestId = body.error.requestId ?? response.headers.get('X-Request-Id');
    return new ApiRequestError(
      response.status,
      wireCode(body.error.code),
      withReference(body.error.message, response.status, requestId),
      retryAfter,
      body.error.field ?? null,
      requestId,
    );
  }
  const requestId = response.headers.get('X-Request-Id');
  return new ApiRequestError(
    response.status,
    `http_${response.status}`,
    withReference(response.statusText || UNKNOWN_MESSAGE, response.status, requestId),
    retryAfter,
    null,
    requestId,
  );
}

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON. */
  body?: unknown;
  signal?: AbortSignal | undefined;
}

/**
 * Calls the portal's API (same origin, session cookie included) and returns the parsed JSON
 * answer. Every failure is thrown as an ApiRequestError.
 */
export async function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const { method = options.body === undefined ? 'GET' : 'POST', body, signal } = options;
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (isBackgroundRequest()) headers[idleSignOut.backgroundHeader] = '1';

  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      credentials: 'same-origin',
      body: body === undefined ? null : JSON.stringify(body),
      signal: signal ?? null,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiRequestError(0, 'network_error', NETWORK_MESSAGE);
  }

  if (!response.ok) {
    const error = await errorFromResponse(response);
    if (error.status === 401 && error.code === 'session_idle') leaveIdleSession();
    throw error;
  }
  if (response.status === 204) return undefined as T;
  try {
    return (await response.json()) as T;
  } catch {
    // A success without a JSON body (some endpoints answer with nothing).
    return undefined as T;
  }
}

/** A contract's path and method without a JSON answer to read: a link, a download, an upload. */
export function apiPath<E extends Endpoint>(
  contract: E,
  { params, query }: { params?: ParamsOf<E>; query?: QueryOf<E> } = {},
): string {
  const path = fillPath(contract.path, params);
  const search = query
    ? new URLSearchParams(
        Object.entries(query as Record<string, unknown>).flatMap(([key, value]) =>
          value === undefined || value === null ? [] : [[key, String(value)]],
        ),
      ).toString()
    : '';
  return search ? `${path}?${search}` : path;
}

type CallOptions<E extends Endpoint> = ([keyof ParamsOf<E>] extends [never]
  ? { params?: undefined }
  : { params: ParamsOf<E> }) &
  (BodyOf<E> extends undefined ? { body?: undefined } : { body: BodyOf<E> }) & {
    query?: QueryOf<E>;
    signal?: AbortSignal | undefined;
  };

const INVALID_RESPONSE_MESSAGE = 'The server sent an answer this page cannot read. Please reload.';

/**
 * Calls one endpoint of the contract table: its path with `params` filled in, its method, the
 * body as JSON, and the answer read with the contract's response schema, which keeps only the
 * fields it names. An answer it refuses is an ApiRequestError `invalid_response`, never a cast.
 */
export async function callApi<E extends Endpoint>(
  contract: E,
  ...[options]: [keyof ParamsOf<E>] extends [never]
    ? BodyOf<E> extends undefined
      ? [options?: CallOptions<E>]
      : [options: CallOptions<E>]
    : [options: CallOptions<E>]
): Promise<ResponseOf<E>> {
  const { params, query, body, signal } = (options ?? {}) as {
    params?: ParamsOf<E>;
    query?: QueryOf<E>;
    body?: unknown;
    signal?: AbortSignal;
  };
  const path = apiPath(contract, { params, query } as Parameters<typeof apiPath<E>>[1]);
  const answer = await apiRequest<unknown>(path, { method: contract.method, body, signal });
  if (!contract.response) return undefined as ResponseOf<E>;
  try {
    return contract.response.parse(answer) as ResponseOf<E>;
  } catch {
    throw new ApiRequestError(200, 'invalid_response', INVALID_RESPONSE_MESSAGE);
  }
}
