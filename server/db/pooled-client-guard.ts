import type pg from 'pg';
import { isUnanswered } from './errors';
import type { OutageLog } from './outage';

const textOf = (query: unknown): string =>
  typeof query === 'string' ? query : String((query as { text?: unknown } | null)?.text ?? '');

/**
 * Guards a pooled connection against what a database that drops or stops answering does to it,
 * so an outage is answered 503 and the pool comes back whole afterwards:
 * - The pool listens for errors only on idle connections. One lost while handed out (between two
 *   queries, or just as it was handed out) would otherwise throw from the process; heard here,
 *   its next query fails as not queryable.
 * - A query that got no answer in time fails, but node-postgres keeps waiting on its connection,
 *   and a transaction hands it back as if it were free. It is closed instead.
 * - Drizzle's transaction does not give back a connection whose BEGIN failed (it begins outside
 *   its try). Kept out of the pool, each such connection would shrink it for good, until every
 *   request waited for one that never comes. It is given back here, as broken.
 */
export function guardPooledClient(client: pg.PoolClient, outage: Pick<OutageLog, 'unavailable'>) {
  client.on('error', (error) => outage.unavailable(error));
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  client.query = ((...args: unknown[]) => {
    const result = query(...args);
    if (result instanceof Promise)
      result.catch((error: unknown) => {
        if (isUnanswered(error)) client.connection.stream.destroy();
        if (/^\s*begin\b/i.test(textOf(args[0]))) client.release(error as Error);
      });
    return result;
  }) as typeof client.query;
}
