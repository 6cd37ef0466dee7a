import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ApiErrorBody } from '#common/api-error';
import { errorMessage, logger, stackFrames } from '../lib/logger';

/** An error whose code and message are safe to show the client. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    /** For a 429: sent as Retry-After. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

export const tooManyRequests = (
  retryAfterSeconds: number,
  code = 'rate_limited',
  message?: string,
) =>
  new ApiError(
    429,
    code,
    message ?? `Too many requests. Please wait ${retryAfterSeconds} seconds before trying again.`,
    retryAfterSeconds,
  );

export const errorBody = (code: string, message: string): ApiErrorBody => ({
  error: { code, message },
});

export function handleError(error: Error, c: Context): Response {
  if (error instanceof ApiError) {
    if (error.retryAfterSeconds) c.header('Retry-After', String(error.retryAfterSeconds));
    return c.json(errorBody(error.code, error.message), error.status);
  }
  if (error instanceof SyntaxError) {
    return c.json(errorBody('invalid_json', 'The request body is not valid JSON.'), 400);
  }
  if (error instanceof HTTPException) {
    const res = error.getResponse();
    return c.json(errorBody('http_error', error.message || res.statusText), error.status);
  }
  logger.error('unhandled error', {
    path: c.req.path,
    method: c.req.method,
    error: errorMessage(error),
    stack: stackFrames(error),
  });
  return c.json(
    errorBody('internal_error', 'An unexpected error occurred. Please try again.'),
    500,
  );
}

export const apiNotFound = (c: Context) =>
  c.json(errorBody('not_found', 'No such API route.'), 404);
