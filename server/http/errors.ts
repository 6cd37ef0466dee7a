import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { isDatabaseBusy, isDatabaseUnavailable } from '../db/errors';
import type { OutageLog } from '../db/outage';
import { errorMessage, logger, stackFrames } from '../lib/logger';
import { AppError, errorBody, unavailable } from '#server/core/app-error';
import { statusOf } from './error-status';
import { requestIdOf } from './request-id';

/**
 * The app's error handler: an AppError as it says, a database that is busy or not there as 503
 * with Retry-After (an outage logged once, through `outage`), anything else as a logged 500.
 */
export function errorHandler(outage: OutageLog) {
  const handle = (error: Error, c: Context): Response => {
    if (error instanceof AppError) {
      if (error.retryAfterSeconds) c.header('Retry-After', String(error.retryAfterSeconds));
      return c.json(
        errorBody(error.code, error.message, error.field),
        (error.status as ContentfulStatusCode | undefined) ?? statusOf(error.code),
      );
    }
    if (error instanceof SyntaxError) {
      return c.json(errorBody('invalid_json', 'The request body is not valid JSON.'), 400);
    }
    if (error instanceof HTTPException) {
      const res = error.getResponse();
      return c.json(errorBody('http_error', error.message || res.statusText), error.status);
    }
    if (isDatabaseUnavailable(error)) {
      outage.unavailable(error);
      return handle(
        unavailable('The portal cannot reach its database. Please try again in a few seconds.'),
        c,
      );
    }
    if (isDatabaseBusy(error)) {
      // During an outage no connection comes free either: that is the outage, already logged.
      if (!outage.down)
        logger.warn('database busy: asked the client to retry', {
          requestId: requestIdOf(c),
          path: c.req.path,
        });
      return handle(unavailable('The portal is busy. Please try again in a few seconds.'), c);
    }
    logger.error('unhandled error', {
      requestId: requestIdOf(c),
      path: c.req.path,
      method: c.req.method,
      error: errorMessage(error),
      stack: stackFrames(error),
    });
    return c.json(
      errorBody('internal_error', 'An unexpected error occurred. Please try again.'),
      500,
    );
  };
  return handle;
}

export const apiNotFound = (c: Context) =>
  c.json(errorBody('not_found', 'No such API route.'), 404);
