import {
  parse,
  protocol,
  type PGlite,
  type QueryOptions,
  type Results,
  type Transaction,
} from '@electric-sql/pglite';
import { repeatedTexts } from './repeated-texts';

type Query = PGlite['query'];
type Unprepared = (
  text: string,
  params?: unknown[],
  options?: QueryOptions,
) => Promise<Results<unknown>>;

const { serialize } = protocol;

/** Statements kept prepared at once; the least recently run is closed to make room. */
export const STATEMENTS_KEPT = 200;

// The plan of a kept statement no longer fits its tables (a column changed type) or the
// statement is gone: it is dropped and the text runs once unprepared.
const STALE = new Set(['0A000', '26000']);

interface Statement {
  name: string;
  paramTypes: number[];
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((size, part) => size + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/** An error as the client's own query reports it: with the statement and its values. */
function withStatement(error: unknown, text: string, params: unknown[], options?: QueryOptions) {
  if (error instanceof Error && 'code' in error)
    Object.assign(error, { query: text, params, queryOptions: options });
  return error;
}

/**
 * Keeps the statements the portal runs again and again prepared on the embedded database, as
 * PostgreSQL keeps a named statement per connection: a text seen a second time is parsed and
 * planned once, under a name, and each later run sends its values, its execution and the sync
 * in one message. The client's own query sends five messages one at a time and parses and
 * plans the text each time, which costs the embedded database more than answering most of the
 * portal's reads. Answers, errors, notices and notifications are the client's own: its
 * protocol reader and result parser handle them.
 */
export function keepStatementsPrepared(client: PGlite): void {
  const repeated = repeatedTexts();
  const kept = new Map<string, Statement>();
  // Closed when no transaction is open, where a Close cannot meet an aborted one.
  const toClose: string[] = [];
  let named = 0;

  /** Whether a text has run often enough to be kept; counts this run. */
  function worthKeeping(text: string, options?: QueryOptions): boolean {
    if (options?.blob) return false;
    return kept.has(text) || repeated.ranAgain(text);
  }

  async function prepared(text: string, options?: QueryOptions): Promise<Statement> {
    const found = kept.get(text);
    if (found) {
      kept.delete(text);
      kept.set(text, found);
      return found;
    }
    const name = `pglite_${++named}`;
    const described = await client.execProtocolStream(
      concat([
        serialize.parse({ name, text, types: options?.paramTypes }),
        serialize.describe({ type: 'S', name }),
        serialize.sync(),
      ]),
      { syncToFs: false },
    );
    const statement = { name, paramTypes: parse.parseDescribeStatementResults(described) };
    kept.set(text, statement);
    if (kept.size > STATEMENTS_KEPT) forget(kept.keys().next().value!);
    return statement;
  }

  function forget(text: string) {
    const statement = kept.get(text);
    if (!statement) return;
    kept.delete(text);
    toClose.push(statement.name);
  }

  async function closeForgotten() {
    if (toClose.length === 0) return;
    const names = toClose.splice(0);
    await client.execProtocolStream(
      concat([...names.map((name) => serialize.close({ type: 'S', name })), serialize.sync()]),
      { syncToFs: false },
    );
  }

  /** Runs a kept statement; the caller holds the client's query lock. */
  async function run<T>(
    text: string,
    params: unknown[],
    options: QueryOptions | undefined,
    inTransaction: boolean,
  ): Promise<Results<T>> {
    if (!inTransaction) await closeForgotten();
    const { name, paramTypes } = await prepared(text, options);
    const values = params.map((param, i) => {
      if (param === null || param === undefined) return null;
      const type = paramTypes[i]!;
      const serializer = options?.serializers?.[type] ?? client.serializers[type];
      return serializer ? serializer(param) : String(param);
    });
    const messages = await client.execProtocolStream(
      concat([
        serialize.bind({ statement: name, values }),
        serialize.describe({ type: 'P' }),
        serialize.execute({}),
        serialize.sync(),
      ]),
      { syncToFs: false, onNotice: options?.onNotice },
    );
    if (!inTransaction) await client.syncToFs();
    return parse.parseResults(messages, client.parsers, options)[0] as Results<T>;
  }

  async function runKept<T>(
    exclusive: <R>(work: () => Promise<R>) => Promise<R>,
    unprepared: Unprepared,
    text: string,
    params: unknown[] = [],
    options: QueryOptions | undefined,
    inTransaction: boolean,
  ): Promise<Results<T>> {
    try {
      return await exclusive(() => run<T>(text, params, options, inTransaction));
    } catch (error) {
      if (!STALE.has((error as { code?: string }).code ?? '')) {
        throw withStatement(error, text, params, options);
      }
      forget(text);
      // Within a transaction the error has aborted it, as any failed statement does.
      if (inTransaction) throw withStatement(error, text, params, options);
      return (await unprepared(text, params, options)) as Results<T>;
    }
  }

  const query = client.query.bind(client);
  client.query = (async (text: string, params?: unknown[], options?: QueryOptions) => {
    if (!worthKeeping(text, options)) return query(text, params, options);
    await client._checkReady();
    return runKept(
      (work) => client._runExclusiveTransaction(() => client._runExclusiveQuery(work)),
      query,
      text,
      params,
      options,
      false,
    );
  }) as Query;
  const transaction = client.transaction.bind(client);
  client.transaction = (work) =>
    transaction((tx: Transaction) => {
      const unprepared = tx.query.bind(tx);
      tx.query = (async (text: string, params?: unknown[], options?: QueryOptions) => {
        if (tx.closed || !worthKeeping(text, options)) return unprepared(text, params, options);
        return runKept(
          (work) => client._runExclusiveQuery(work),
          unprepared,
          text,
          params,
          options,
          true,
        );
      }) as Query;
      return work(tx);
    });
}
