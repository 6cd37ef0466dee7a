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

/**
 * As `preparedOnce`, for a query of a few shapes (which filters, which order, whose rule):
 * each shape is built and prepared once per database, under the statement name `nameOf` gives
 * it, and the values that vary within a shape are its placeholders.
 */
export function preparedByShape<S, Q>(
  nameOf: (shape: S) => string,
  build: (db: Db, shape: S, name: string) => Q,
): (db: Db, shape: S) => Q {
  const shapes = new Map<string, (db: Db) => Q>();
  return (db, shape) => {
    const name = nameOf(shape);
    let query = shapes.get(name);
    if (query === undefined) {
      query = preparedOnce((each) => build(each, shape, name));
      shapes.set(name, query);
    }
    return query(db);
  };
}
