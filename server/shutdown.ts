import type { Server, ServerResponse } from 'node:http';
import net from 'node:net';
import { logger } from './lib/logger';

export interface ShutdownOptions {
  /** How long requests in flight may take to finish (SHUTDOWN_GRACE_SECONDS). */
  graceMs: number;
  /** Turns health to 503 and ends long-lived streams (portal.drain). */
  drain(): Promise<void>;
  /** Closes what the requests used (portal.close), once none is left. */
  close(): Promise<void>;
  /** How long no request must have come before idle connections are closed (default 1 s). */
  quietMs?: number;
  /** How long `close` may take before the shutdown settles without it (default 5 s). */
  closeMs?: number;
}

const CHECK_MS = 50;

/**
 * Shuts a server down without cutting a request it has accepted. From the start, health answers
 * 503 and every answer carries `Connection: close`, so a client or proxy sends nothing more on
 * that connection; no new connection is accepted. Requests in flight finish; a request that
 * arrives on an open keep-alive connection is still served (and closes it). Idle connections are
 * closed once nothing has come for a moment: closing them at once would reset those a proxy has
 * just sent a request on. Past the grace, whatever is left is closed; what the requests used is
 * then given `closeMs` to close.
 *
 * Attach it when the server starts: it counts the requests in flight.
 */
export function gracefulShutdown(server: Server, options: ShutdownOptions) {
  const quietMs = options.quietMs ?? 1_000;
  const closeMs = options.closeMs ?? 5_000;
  const inFlight = new Set<ServerResponse>();
  let draining = false;
  let lastRequestAt = 0;

  server.prependListener('request', (_request, response: ServerResponse) => {
    inFlight.add(response);
    lastRequestAt = Date.now();
    if (draining) response.setHeader('Connection', 'close');
    response.once('close', () => inFlight.delete(response));
  });

  const settled = () => inFlight.size === 0 && Date.now() - lastRequestAt >= quietMs;

  async function run(): Promise<void> {
    draining = true;
    // Idle connections stay open a moment even when nothing is in flight: a request already on
    // its way on one is served (and closes it) rather than reset.
    lastRequestAt = Date.now();
    for (const response of inFlight)
      if (!response.headersSent) response.setHeader('Connection', 'close');
    // net's close, not http's: http's also destroys every idle keep-alive connection now.
    const closed = new Promise<void>((resolve) =>
      net.Server.prototype.close.call(server, () => resolve()),
    );
    let force: NodeJS.Timeout | undefined;
    const overdue = new Promise<void>((resolve) => {
      force = setTimeout(() => {
        logger.warn('requests in flight did not finish within the grace; closing them', {
          inFlight: inFlight.size,
        });
        server.closeAllConnections();
        resolve();
      }, options.graceMs);
    });
    // Within the grace too: ending the streams stops a LISTEN whose database may not answer.
    await Promise.race([options.drain(), overdue]);
    // A connection whose answer began before the drain had no `Connection: close`: it turns idle
    // after its answer and is closed then.
    const checker = setInterval(() => {
      if (settled()) server.closeIdleConnections();
    }, CHECK_MS);
    try {
      await Promise.race([closed, overdue]);
    } finally {
      clearInterval(checker);
      clearTimeout(force);
    }
    // A database that stopped answering holds the pool's end and the workers' last queries
    // without limit: the process must still stop, or the orchestrator kills it mid-write later.
    let giveUp: NodeJS.Timeout | undefined;
    const tooLong = new Promise<void>((resolve) => {
      giveUp = setTimeout(() => {
        logger.warn('closing took too long; stopping without waiting for it', { closeMs });
        resolve();
      }, closeMs);
    });
    try {
      await Promise.race([options.close(), tooLong]);
    } finally {
      clearTimeout(giveUp);
    }
  }

  let stopping: Promise<void> | undefined;
  return {
    /** Starts the shutdown (once); settles when the server and what it used are closed. */
    shutdown: () => (stopping ??= run()),
  };
}
