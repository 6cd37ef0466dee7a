import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keepStatementsPrepared, STATEMENTS_KEPT } from './pglite-statements';

let plain: PGlite;
let kept: PGlite;
beforeAll(async () => {
  [plain, kept] = await Promise.all([PGlite.create(), PGlite.create()]);
  keepStatementsPrepared(kept);
  for (const client of [plain, kept])
    await client.exec(`create table notes (id int primary key, body text not null,
      at timestamptz, tags text[], doc jsonb, bytes bytea)`);
});
afterAll(() => Promise.all([plain.close(), kept.close()]));

/** The statements the client holds prepared, by text. */
const preparedTexts = async (client: PGlite) =>
  (await client.query<{ statement: string }>('select statement from pg_prepared_statements')).rows
    .map((row) => row.statement)
    .filter((text) => !text.includes('pg_prepared_statements'));

const INSERT =
  'insert into notes (id, body, at, tags, doc, bytes) values ($1, $2, $3, $4, $5, $6) returning *';
const values = (id: number) => [
  id,
  `note ${id}`,
  id % 2 ? new Date(Date.UTC(2026, 0, id)) : null,
  [`tag ${id}`, 'shared'],
  { id, nested: [id, 'x'] },
  new Uint8Array([id, 0, 255]),
];

describe('statements kept prepared on the embedded database', () => {
  it('answers every run of a text as the client does, and parses the text once', async () => {
    for (let id = 1; id <= 5; id++) {
      const [expected, actual] = await Promise.all(
        [plain, kept].map(async (client) => (await client.query(INSERT, values(id))).rows),
      );
      expect(actual).toEqual(expected);
    }
    const read = 'select * from notes where id = $1';
    for (const id of [1, 2, 3, 99]) {
      const [expected, actual] = await Promise.all(
        [plain, kept].map(
          async (client) => (await client.query(read, [id], { rowMode: 'array' })).rows,
        ),
      );
      expect(actual).toEqual(expected);
    }
    expect(await preparedTexts(plain)).toEqual([]);
    expect((await preparedTexts(kept)).sort()).toEqual([INSERT, read].sort());
  });

  it('runs at once from many callers, each with its own values', async () => {
    const ids = Array.from({ length: 40 }, (_, i) => 100 + i);
    await Promise.all(ids.map((id) => kept.query(INSERT, values(id))));
    const bodies = await Promise.all(
      ids.map(
        async (id) =>
          (await kept.query<{ body: string }>('select body from notes where id = $1', [id])).rows,
      ),
    );
    expect(bodies).toEqual(ids.map((id) => [{ body: `note ${id}` }]));
  });

  it('reports a failed run as the client does, and keeps working', async () => {
    const failure = (client: PGlite) =>
      client.query(INSERT, values(1)).then(
        () => null,
        (error: Error & { code: string; query: string }) => ({
          code: error.code,
          message: error.message,
          query: error.query,
        }),
      );
    const [expected, actual] = await Promise.all([failure(plain), failure(kept)]);
    expect(actual).toEqual(expected);
    expect(actual).toMatchObject({ code: '23505', query: INSERT });
    expect(
      (await kept.query('select count(*)::int as n from notes where id = $1', [1])).rows,
    ).toEqual([{ n: 1 }]);
  });

  it('keeps a transaction whole: a failed statement rolls back what came before it', async () => {
    const add = 'insert into notes (id, body) values ($1, $2)';
    await kept.query(add, [200, 'before']);
    await expect(
      kept.transaction(async (tx) => {
        await tx.query(add, [201, 'inside']);
        await tx.query(add, [200, 'a duplicate']);
      }),
    ).rejects.toMatchObject({ code: '23505' });
    const committed = await kept.transaction(async (tx) => {
      await tx.query(add, [202, 'after']);
      return (await tx.query('select id from notes where id >= $1 order by id', [200])).rows;
    });
    expect(committed).toEqual([{ id: 200 }, { id: 202 }]);
  });

  it('answers again after its table changes under a kept statement', async () => {
    await kept.exec('create table changing (a int)');
    await kept.exec('insert into changing values (1)');
    const read = 'select a from changing where a is not null and $1::int > 0';
    for (let i = 0; i < 3; i++) expect((await kept.query(read, [1])).rows).toEqual([{ a: 1 }]);
    await kept.exec('alter table changing alter column a type text');
    expect((await kept.query(read, [1])).rows).toEqual([{ a: '1' }]);
    expect((await kept.query(read, [1])).rows).toEqual([{ a: '1' }]);
  });

  it('delivers a notification sent by a kept statement', async () => {
    const heard: string[] = [];
    await kept.listen('kept_channel', (payload) => heard.push(payload));
    for (const payload of ['one', 'two', 'three'])
      await kept.query('select pg_notify($1, $2)', ['kept_channel', payload]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(heard).toEqual(['one', 'two', 'three']);
  });

  it(`keeps at most ${STATEMENTS_KEPT} statements, closing the least recently run`, async () => {
    const texts = Array.from(
      { length: STATEMENTS_KEPT + 20 },
      (_, i) => `select ${i}::int + $1::int as n`,
    );
    for (const text of texts)
      for (let run = 0; run < 2; run++) expect((await kept.query(text, [1])).rows).toHaveLength(1);
    await kept.query(texts.at(-1)!, [1]);
    const held = await preparedTexts(kept);
    expect(held.length).toBeLessThanOrEqual(STATEMENTS_KEPT);
    expect(held).toContain(texts.at(-1));
    expect(held).not.toContain(texts[0]);
  });
});
