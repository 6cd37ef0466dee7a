import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { AppError } from '#server/core/app-error';

const BODILESS = new Set(['GET', 'HEAD']);

/**
 * Refuses a body larger than `maxSize`, as Hono's bodyLimit does, without asking the request
 * for its body stream where the answer does not need it: on the Node server that builds a
 * second, web-stream request, and the body is then read through its stream rather than
 * straight from the socket. A GET or HEAD has no body; a declared length is judged as it
 * stands (the HTTP framing holds the body to it); only a chunked body is counted as it streams.
 */
export function limitBodies(maxSize: number): MiddlewareHandler {
  const tooLarge = () => {
    throw new AppError('payload_too_large', 'The request is too large.');
  };
  const counted = bodyLimit({ maxSize, onError: tooLarge });
  return (c, next) => {
    if (BODILESS.has(c.req.method)) return next();
    const declared = c.req.header('content-length');
    if (declared === undefined || c.req.header('transfer-encoding') !== undefined)
      return counted(c, next);
    if (Number.parseInt(declared, 10) > maxSize) tooLarge();
    return next();
  };
}
