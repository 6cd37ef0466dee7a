import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setDrizzleParsersOnce } from './pglite-parsers';

let plain: PGlite;
let once: PGlite;
beforeAll(async () => {
  [plain, once] = await Promise.all([PGlite.create(), PGlite.create()]);
  setDrizzleParsersOnce(once);
});
afterAll(() => Promise.all([plain.close(), once.close()]));

// One value of every kind the schema and raw queries use, and of every type drizzle parses itself.
const everyKind = sql`select
  '2026-01-02 03:04:05.678+00'::timestamptz as at, '2026-01-02 03:04:05'::timestamp as local,
  '2026-01-02'::date as day, '1 day 02:00'::interval as span, 12.50::numeric as amount,
  42::int as count, 9007199254740993::bigint as big, true as flag, 'text' as words,
  '{"a":[1,2]}'::jsonb as doc, '{1.5,2}'::numeric[] as amounts, '{2026-01-02}'::date[] as days,
  '{"2026-01-02 03:04:05+00"}'::timestamptz[] as ats, '{"1 day"}'::interval[] as spans,
  '{"2026-01-02 03:04:05"}'::timestamp[] as locals, '{a,b}'::text[] as tags,
  'a0eebc99-9c0b-4ef8-bb6d-6bb9bd380a11'::uuid as id, null::text as nothing`;

describe('parsers set once on the client', () => {
  it('answers a query exactly as drizzle does with its own parsers', async () => {
    const [expected, actual] = await Promise.all(
      [plain, once].map(async (client) => (await drizzle({ client }).execute(everyKind)).rows),
    );
    expect(actual).toEqual(expected);
  });

  it('answers the same inside a transaction', async () => {
    const expected = (await drizzle({ client: plain }).execute(everyKind)).rows;
    const actual = await drizzle({ client: once }).transaction(
      async (tx) => (await tx.execute(everyKind)).rows,
    );
    expect(actual).toEqual(expected);
  });
});
