import { types, type PGlite, type QueryOptions, type Transaction } from '@electric-sql/pglite';

const asText = (value: string) => value;

/**
 * The types drizzle reads from their text itself (times, dates, intervals and their arrays,
 * numeric arrays), exactly as its PGlite driver asks for them with every query.
 */
const drizzleParsers = {
  [types.TIMESTAMP]: asText,
  [types.TIMESTAMPTZ]: asText,
  [types.INTERVAL]: asText,
  [types.DATE]: asText,
  1231: asText, // numeric[]
  1115: asText, // timestamp[]
  1185: asText, // timestamptz[]
  1187: asText, // interval[]
  1182: asText, // date[]
};

type Query = PGlite['query'];

function withoutParsers(query: Query): Query {
  return (text, params, options?: QueryOptions) => {
    if (!options?.parsers) return query(text, params, options);
    const { parsers: _sameAsTheClients, ...rest } = options;
    return query(text, params, rest);
  };
}

/**
 * Sets drizzle's type parsers on the client once. Drizzle otherwise hands them over with every
 * query, and PGlite then copies its whole parser table (hundreds of types) for that query.
 * The answers are the same: the client parses these types exactly as drizzle asked.
 */
export function setDrizzleParsersOnce(client: PGlite): void {
  // After creation: PGlite fills in its array types once it has started.
  Object.assign(client.parsers, drizzleParsers);
  client.query = withoutParsers(client.query.bind(client));
  const transaction = client.transaction.bind(client);
  client.transaction = (work) =>
    transaction((tx: Transaction) => {
      tx.query = withoutParsers(tx.query.bind(tx));
      return work(tx);
    });
}
