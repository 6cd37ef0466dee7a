import { serve } from '@hono/node-server';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ConfigError, loadEnv } from './env';
import { setServerTimeouts } from './http/server-timeouts';
import { errorMessage, logger, setLogLevel, stackFrames } from './lib/logger';
import { createPortal } from './portal';
import { gracefulShutdown } from './shutdown';

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
  }) as Server;
  setServerTimeouts(server, {
    keepAliveSeconds: env.KEEP_ALIVE_TIMEOUT_SECONDS,
    requestSeconds: env.REQUEST_TIMEOUT_SECONDS,
    uploadIdleSeconds: env.UPLOAD_IDLE_TIMEOUT_SECONDS,
  });
  const { shutdown } = gracefulShutdown(server, {
    graceMs: env.SHUTDOWN_GRACE_SECONDS * 1000,
    drain: () => portal.drain(),
    close: () => portal.close(),
  });
  const stop = (signal: string) => {
    logger.info('shutting down', { signal });
    void shutdown().then(() => {
      logger.info('stopped');
      process.exit(0);
    });
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
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
