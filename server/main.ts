import { serve } from '@hono/node-server';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ConfigError, loadEnv } from './env';
import { setServerTimeouts } from './http/server-timeouts';
import { errorMessage, logger, setLogLevel, stackFrames } from './lib/logger';
import { createPortal } from './portal';
import { gracefulShutdown } from './shutdown';

export interface RunOptions {
  /** Runs once the portal has stopped, before the process exits (tracing's last spans). */
  afterStop?: () => Promise<void>;
}

/** Starts the portal from the environment, and stops it on SIGTERM or SIGINT. */
export async function runPortal({ afterStop }: RunOptions = {}): Promise<void> {
  try {
    await start(afterStop);
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
    } else {
      logger.error('portal could not start', {
        error: errorMessage(error),
        stack: stackFrames(error),
      });
    }
    process.exit(1);
  }
}

async function start(afterStop: RunOptions['afterStop']) {
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
  const metricsServer = await portal.listenMetrics();
  if (metricsServer)
    logger.info('metrics listening', { port: (metricsServer.address() as AddressInfo).port });
  const { shutdown } = gracefulShutdown(server, {
    graceMs: env.SHUTDOWN_GRACE_SECONDS * 1000,
    drain: () => portal.drain(),
    close: () => portal.close(),
  });
  const stop = (signal: string) => {
    logger.info('shutting down', { signal });
    void shutdown()
      .then(() => afterStop?.())
      .then(() => {
        logger.info('stopped');
        process.exit(0);
      });
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}
