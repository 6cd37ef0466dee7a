import { errorMessage, logger } from '../lib/logger';

const HOUR = 60 * 60 * 1000;

/** A job under way: `started` settles when its first run is over. */
export interface RunningJob {
  started: Promise<void>;
  /** Stops it and waits for work under way, so none outlives the database. */
  stop(): Promise<void>;
}

/**
 * Runs `task` at once (so what a crash left behind goes when the instance comes back), then
 * hourly; every instance may, as long as the task is idempotent or claims its rows.
 */
export function startHourly(name: string, task: () => Promise<unknown>): RunningJob {
  let running: Promise<void> = Promise.resolve();
  const run = () =>
    (running = task().then(
      () => undefined,
      (error: unknown) => logger.warn(`${name} failed`, { error: errorMessage(error) }),
    ));
  const started = run();
  const timer = setInterval(run, HOUR);
  timer.unref();
  return {
    started,
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
