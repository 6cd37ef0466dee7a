import type { Server } from 'node:http';

/**
 * Timeouts of the Node server itself. An idle keep-alive connection is kept longer than a proxy
 * keeps its own (nginx: 60 s), so the proxy always closes first and never sends a request on a
 * connection the portal is closing; a request's headers may take a second longer than that, and
 * the whole request (a slow upload straight to the instance) is bounded well below Node's
 * default of 300 s.
 */
export function setServerTimeouts(
  server: Server,
  { keepAliveSeconds, requestSeconds }: { keepAliveSeconds: number; requestSeconds: number },
) {
  server.keepAliveTimeout = keepAliveSeconds * 1000;
  server.headersTimeout = (keepAliveSeconds + 1) * 1000;
  server.requestTimeout = requestSeconds * 1000;
}
