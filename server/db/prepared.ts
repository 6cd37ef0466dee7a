import type { Db } from './client';

/**
 * A query the request path runs on every call, built once per database and run again with new
 * values through `sql.placeholder`. Building a query costs the query builder more CPU than
 * reading its answer for the small reads of a page, and on PostgreSQL a named
 * statement is parsed and planned once per connection. Kept per database object: a
 * transaction passed in gets one of its own, built anew as any other query would be.
 */
export function preparedOnce<Q>(build: (db: Db) => Q): (db: Db) => Q {
  const built = new WeakMap<Db, Q>();
  return (db) => {
    let query = built.get(db);
    if (query === undefined) {
      query = build(db);
      built.set(db, query);
    }
    return query;
  };
}
