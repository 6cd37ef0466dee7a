import { context, createContextKey, ROOT_CONTEXT } from '@opentelemetry/api';

// The request id rides in OpenTelemetry's context, not an AsyncLocalStorage of our own: without
// tracing that context is a no-op and costs the request path nothing (ADR 33); with tracing its
// AsyncLocalStorage is on anyway, and then every log line written deep in a service names the
// request too (ADR 47).
const REQUEST_ID = createContextKey('portal.request_id');

/** Runs `work` as part of the request `requestId` (http/request-id.ts opens one per request). */
export const inRequestScope = <T>(requestId: string, work: () => T): T =>
  context.with(context.active().setValue(REQUEST_ID, requestId), work);

/** The id of the request being handled, when tracing carries it; undefined otherwise. */
export const currentRequestId = (): string | undefined =>
  context.active().getValue(REQUEST_ID) as string | undefined;

/**
 * Runs background work set off by a request (a queue nudged after its commit) as the
 * instance's own: its log lines do not carry that request's id, and its spans start traces of
 * their own rather than joining the request's, which has long ended.
 */
export const detached = <T>(work: () => T): T => context.with(ROOT_CONTEXT, work);
