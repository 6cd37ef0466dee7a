import { errorMessage, logger } from '../lib/logger';

/**
 * What this instance says about a database it cannot reach: one warning when the outage starts
 * and one line when the database answers again, however many requests fail in between (each is
 * answered 503). A stack per request would bury the one line that matters.
 */
export interface OutageLog {
  /** A query or a connection failed because the database is not there. */
  unavailable(error: unknown): void;
  /** The database answered (a new connection was made, or a health check passed). */
  answered(): void;
  readonly down: boolean;
}

export function createOutageLog(): OutageLog {
  let since: number | null = null;
  return {
    unavailable(error) {
      if (since !== null) return;
      since = Date.now();
      logger.warn('database unavailable: answering 503 until it is back', {
        error: errorMessage(error),
      });
    },
    answered() {
      if (since === null) return;
      logger.info('database available again', { downForMs: Date.now() - since });
      since = null;
    },
    get down() {
      return since !== null;
    },
  };
}
