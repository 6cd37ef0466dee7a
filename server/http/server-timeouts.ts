import type { IncomingMessage, Server, ServerResponse } from 'node:http';

/** A part of a resumable upload (routes/uploads.ts): its body may take as long as it keeps coming. */
const isUploadPart = (request: IncomingMessage) =>
  request.method === 'PATCH' && (request.url ?? '').startsWith('/api/uploads/');

/** A request whose headers announce no body has arrived whole with them. */
const hasBody = ({ headers }: IncomingMessage) =>
  headers['transfer-encoding'] !== undefined ||
  (headers['content-length'] !== undefined && headers['content-length'] !== '0');

/**
 * Timeouts of the Node server itself. An idle keep-alive connection is kept longer than a proxy
 * keeps its own (nginx: 60 s), so the proxy always closes first and never sends a request on a
 * connection the portal is closing; a request's headers may take a second longer than that.
 *
 * A whole request (a slow body straight to the instance) is bounded well below Node's default
 * of 300 s, except an upload's part: a 10 MB file on a line of 0.5 Mbit/s takes almost three
 * minutes, and any line that keeps moving must get it through. A part is cut only when nothing
 * arrives for `uploadIdleSeconds`, and what arrived until then is kept for the upload to go on
 * from. Node's own request timeout would count every request's total, so the portal bounds
 * the others itself.
 */
export function setServerTimeouts(
  server: Server,
  {
    keepAliveSeconds,
    requestSeconds,
    uploadIdleSeconds,
  }: { keepAliveSeconds: number; requestSeconds: number; uploadIdleSeconds: number },
) {
  server.keepAliveTimeout = keepAliveSeconds * 1000;
  server.headersTimeout = (keepAliveSeconds + 1) * 1000;
  server.requestTimeout = 0;
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    // Its headers were bounded by headersTimeout; nothing more is coming to wait for.
    if (!hasBody(request)) return;
    if (isUploadPart(request)) {
      // Idle time on the connection: the server closes it when the time runs out.
      request.socket.setTimeout(uploadIdleSeconds * 1000);
      return;
    }
    const timer = setTimeout(() => {
      if (request.complete) return;
      if (!response.headersSent)
        response.writeHead(408, { Connection: 'close' }).end('Request Timeout');
      request.socket.destroy();
    }, requestSeconds * 1000);
    timer.unref();
    response.once('close', () => clearTimeout(timer));
  });
}
