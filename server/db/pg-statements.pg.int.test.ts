import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, queryRows, type Database } from './client';
import { TEXTS_NAMED } from './pg-statements';

// One connection, so every statement below runs on the session whose statements are listed.
let database: Database;
beforeAll(async () => {
  database = await openDatabase({ url: process.env.TEST_DATABASE_URL!, poolSize: 1 });
});
afterAll(() => database.close());

/** The statements this connection holds prepared, by text. */
const prepared = async () =>
  (
    await queryRows<{ statement: string }>(
      database.db,
      sql.raw('select statement from pg_prepared_statements'),
    )
  ).map((row) => row.statement);

describe('statements the pool runs again', () => {
  it('are parsed once per connection from their second run, and answer as before', async () => {
    const once = sql`select ${7}::int * 6 as answer, 'run once' as note`;
    const again = (n: number) => sql`select ${n}::int * 6 as answer, 'run again' as note`;
    expect(await queryRows(database.db, once)).toEqual([{ answer: 42, note: 'run once' }]);
    for (const n of [1, 2, 3, 4])
      expect(await queryRows(database.db, again(n))).toEqual([
        { answer: n * 6, note: 'run again' },
      ]);
    const held = await prepared();
    expect(held.filter((text) => text.includes('run again'))).toHaveLength(1);
    expect(held.some((text) => text.includes('run once'))).toBe(false);
  });

  it('leave a statement without values to the simple protocol, which runs several at once', async () => {
    for (let run = 0; run < 3; run++)
      await database.db.execute(sql.raw('select 1 as first; select 2 as second'));
    expect((await prepared()).some((text) => text.includes('first'))).toBe(false);
  });

  it('fail as before when they fail, and run again after', async () => {
    const divide = (by: number) => sql`select 1 / ${by}::int as quotient`;
    await queryRows(database.db, divide(1));
    await expect(queryRows(database.db, divide(0))).rejects.toMatchObject({
      cause: expect.objectContaining({ code: '22012' }),
    });
    expect(await queryRows(database.db, divide(2))).toEqual([{ quotient: 0 }]);
  });

  it('run again unnamed when a change of their table leaves the named plan unusable', async () => {
    await database.db.execute(
      sql.raw('create temporary table kept_plan (a int); insert into kept_plan values (1)'),
    );
    const read = sql`select a from kept_plan where ${1}::int > 0`;
    for (let run = 0; run < 3; run++)
      expect(await queryRows(database.db, read)).toEqual([{ a: 1 }]);
    await database.db.execute(sql.raw('alter table kept_plan alter column a type text'));
    expect(await queryRows(database.db, read)).toEqual([{ a: '1' }]);
    expect(await queryRows(database.db, read)).toEqual([{ a: '1' }]);
  });

  it('answer each caller with its own values when many run the same text at once on several connections', async () => {
    const several = await openDatabase({ url: process.env.TEST_DATABASE_URL!, poolSize: 4 });
    try {
      const square = (n: number) => sql`select ${n}::int * ${n}::int as square`;
      const ns = Array.from({ length: 60 }, (_, i) => i);
      const answers = await Promise.all(ns.map((n) => queryRows(several.db, square(n))));
      expect(answers).toEqual(ns.map((n) => [{ square: n * n }]));
    } finally {
      await several.close();
    }
  });

  it(`are named for at most ${TEXTS_NAMED} texts; the rest run unnamed`, async () => {
    for (let i = 0; i < TEXTS_NAMED + 10; i++)
      for (let run = 0; run < 2; run++)
        expect(
          await queryRows(
            database.db,
            sql.raw(`select ${i} + 0 as n where true`).append(sql` and ${1} = 1`),
          ),
        ).toEqual([{ n: i }]);
    expect((await prepared()).length).toBeLessThanOrEqual(TEXTS_NAMED);
  });
});
