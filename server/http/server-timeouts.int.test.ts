import { createServer, request as send, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { setServerTimeouts } from './server-timeouts';

let server: Server;

/** A server that reads each body whole, then answers how many bytes it had. */
async function start() {
  server = createServer({ connectionsCheckingInterval: 50 }, (request, response) => {
    let bytes = 0;
    request.on('data', (chunk: Buffer) => (bytes += chunk.byteLength));
    request.on('end', () => response.end(String(bytes)));
  });
  setServerTimeouts(server, { keepAliveSeconds: 0.2, requestSeconds: 0.6, uploadIdleSeconds: 0.4 });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}
afterEach(() => new Promise<void>((resolve) => server.close(() => resolve())));

/**
 * Sends `chunks` bytes one by one, `gapMs` apart (then `stallMs` before the end, if given);
 * answers the status and body, or 'cut' when the server closed the connection first.
 */
function trickle(
  port: number,
  {
    method,
    path,
    chunks,
    gapMs,
    stallMs = 0,
  }: { method: string; path: string; chunks: number; gapMs: number; stallMs?: number },
) {
  return new Promise<{ status: number; body: string } | 'cut'>((resolve) => {
    const outgoing = send({
      port,
      host: '127.0.0.1',
      method,
      path,
      headers: { 'content-length': String(chunks) },
    });
    outgoing.on('response', (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode!, body }));
    });
    outgoing.on('error', () => resolve('cut'));
    let sent = 0;
    const next = () => {
      if (outgoing.destroyed) return;
      outgoing.write('x');
      sent += 1;
      if (sent === chunks) outgoing.end();
      else setTimeout(next, sent === chunks - 1 && stallMs ? stallMs : gapMs);
    };
    next();
  });
}

describe('server timeouts', () => {
  it('lets an upload part that keeps moving run past the whole-request timeout', async () => {
    const port = await start();
    // Twenty bytes a tenth of a second apart: far longer in all than a request may take.
    const answer = await trickle(port, {
      method: 'PATCH',
      path: '/api/uploads/abc',
      chunks: 20,
      gapMs: 120,
    });
    expect(answer).toEqual({ status: 200, body: '20' });
  });

  it('cuts an upload part once nothing arrives for the idle timeout', async () => {
    const port = await start();
    const answer = await trickle(port, {
      method: 'PATCH',
      path: '/api/uploads/abc',
      chunks: 3,
      gapMs: 50,
      stallMs: 1_500,
    });
    expect(answer).toBe('cut');
  });

  it('still bounds any other request by its whole time', async () => {
    const port = await start();
    const answer = await trickle(port, {
      method: 'POST',
      path: '/api/submissions',
      chunks: 8,
      gapMs: 120,
    });
    expect(answer === 'cut' || answer.status === 408).toBe(true);
  });
});
