import { createHash } from 'node:crypto';
import type pg from 'pg';
import { repeatedTexts } from './repeated-texts';

/**
 * Texts named at most. node-postgres keeps a named statement on each connection until the
 * connection closes, so past this many every further text runs unnamed, as before.
 */
export const TEXTS_NAMED = 300;

interface QueryConfig {
  text: string;
  name?: string;
}

// PostgreSQL refuses a named statement whose result type a change of its tables altered (a
// column's type changed by another instance's migration, during a rolling deploy).
const STALE_PLAN = '0A000';

const isConfig = (query: unknown): query is QueryConfig =>
  typeof query === 'object' && query !== null && typeof (query as QueryConfig).text === 'string';

/**
 * Names the statements a pool runs again and again, as PostgreSQL's own drivers do (pgjdbc's
 * prepare threshold, postgres.js's prepared statements): node-postgres then parses and plans a
 * named text once per connection and sends only its values after that. The query builder names
 * the statements the portal prepares itself; this covers the rest (the rate limit, the inserts
 * of a new idea, its receipt and mail), which each request otherwise had the database parse and
 * plan again. Only a statement with values is named: one without may hold several statements,
 * which only the simple protocol runs.
 */
export function namingRepeatedStatements() {
  const repeated = repeatedTexts();
  const names = new Map<string, string>();
  // Texts whose named plan went stale: they run unnamed from then on, on every connection.
  const unnamed = new Set<string>();

  function nameOf(text: string): string | undefined {
    const named = names.get(text);
    if (named !== undefined || names.size >= TEXTS_NAMED || unnamed.has(text)) return named;
    if (!repeated.ranAgain(text)) return undefined;
    const name = `auto_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
    names.set(text, name);
    return name;
  }

  /** Makes the connection's queries run repeated texts under their names. */
  return function nameRepeatedStatements(client: pg.PoolClient): void {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    client.query = ((first: unknown, ...rest: unknown[]) => {
      const values = rest[0];
      if (!isConfig(first) || first.name || !Array.isArray(values) || values.length === 0)
        return query(first, ...rest);
      const name = nameOf(first.text);
      if (!name) return query(first, ...rest);
      // Outside a transaction nothing was changed by the failed run: the statement runs again,
      // unnamed. Within one the error has aborted it, as any failed statement does.
      const staleRunsAgain = (error: { code?: string } | null) => {
        if (error?.code !== STALE_PLAN) return false;
        names.delete(first.text);
        unnamed.add(first.text);
        return transactionStatus(client) === 'I';
      };
      const callback = rest.at(-1);
      if (typeof callback === 'function') {
        // The pool's own query hands its callback on, and gives the connection back in it.
        const args = rest.slice(0, -1);
        return query(
          { ...first, name },
          ...args,
          (error: { code?: string } | null, ...answer: unknown[]) =>
            staleRunsAgain(error) ? query(first, ...args, callback) : callback(error, ...answer),
        );
      }
      return (query({ ...first, name }, ...rest) as Promise<unknown>).catch((error) => {
        if (staleRunsAgain(error)) return query(first, ...rest);
        throw error;
      });
    }) as typeof client.query;
  };
}

/** 'I' idle, 'T' in a transaction, 'E' in a failed one: as the last ReadyForQuery said. */
const transactionStatus = (client: pg.PoolClient) =>
  (client as unknown as { getTransactionStatus(): string | null }).getTransactionStatus();
