import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { ConfigError, loadEnv } from './env';
import { errorMessage, logger, setLogLevel, stackFrames } from './lib/logger';
import { createPortal } from './portal';

const SHUTDOWN_GRACE_MS = 10_000;

async function main() {
  const env = loadEnv();
  setLogLevel(env.LOG_LEVEL);
  const portal = await createPortal({ env });
  portal.startJobs();

  const server = serve({ fetch: portal.app.fetch, port: env.PORT }, (info: AddressInfo) => {
    logger.info('portal listening', {
      url: env.APP_URL,
      port: info.port,
      database: portal.database.kind,
    });
  });

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info('shutting down', { signal });
    // Stop accepting; idle keep-alive connections are closed now, busy ones after their response.
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    if ('closeIdleConnections' in server) server.closeIdleConnections();
    // Event streams would hold their connections open: they end now, and browsers reconnect.
    await portal.endEventStreams();
    const force = setTimeout(() => {
      logger.warn('in-flight requests did not finish in time; closing them');
      if ('closeAllConnections' in server) server.closeAllConnections();
    }, SHUTDOWN_GRACE_MS);
    await closed;
    clearTimeout(force);
    await portal.close();
    logger.info('stopped');
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((error) => {
  if (error instanceof ConfigError) {
    process.stderr.write(`${error.message}\n`);
  } else {
    logger.error('portal could not start', {
      error: errorMessage(error),
      stack: stackFrames(error),
    });
  }
  process.exit(1);
});
