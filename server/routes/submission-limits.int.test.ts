import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { limitKey, type Limit } from '../http/rate-limit';
import { pdfFile } from '../test/files';
import { startTestPortal, type TestPortal } from '../test/portal';
import { routeLimits } from '#server/http/limits';

type Client = ReturnType<TestPortal['client']>;
let t: TestPortal;
let pdf: Uint8Array;

beforeAll(async () => {
  t = await startTestPortal();
  await t.createSignedAccount('alice@hospital.example', 'Alice-Pass-1');
  await t.createSignedAccount('bob@hospital.example', 'Bob-Pass-1');
  pdf = await pdfFile();
});
afterAll(() => t.close());

const passwords: Record<string, string> = {
  'alice@hospital.example': 'Alice-Pass-1',
  'bob@hospital.example': 'Bob-Pass-1',
};
/** A colleague signed in from the given address. */
async function signedIn(email: string, address: string): Promise<Client> {
  const client = t.client(address);
  expect((await client.signIn(email, passwords[email]!)).status).toBe(200);
  return client;
}
const ruleBy = (limits: Limit[], by: Limit['by']) => limits.find((l) => l.by === by)!;

// Each route's own addresses: a hospital's shared one and another one.
const routes = [
  {
    name: 'uploads',
    send: (client: Client) => client.upload('sketch.pdf', pdf),
    limits: routeLimits.upload,
    hospital: '198.51.100.10',
    other: '203.0.113.200',
  },
  {
    name: 'new ideas',
    send: (client: Client) =>
      client.request('/api/submissions', {
        json: { id: randomUUID(), status: 'draft', ideaTitle: 'Softer coil loop' },
      }),
    limits: routeLimits.submit,
    hospital: '198.51.100.11',
    other: '203.0.113.201',
  },
];

describe.each(routes)('$name', ({ send, limits, hospital, other }) => {
  it('are limited per account: one colleague at the limit leaves another at the same address free', async () => {
    const alice = await signedIn('alice@hospital.example', hospital);
    const bob = await signedIn('bob@hospital.example', hospital);
    const perAccount = ruleBy(limits, 'user').rule.limit;
    for (let i = 0; i < perAccount; i++) expect((await send(alice)).status).toBe(201);

    const refused = await send(alice);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^[1-9]\d*$/);
    expect((await refused.json()).error).toMatchObject({ code: 'rate_limited' });
    // Her allowance is her account's, wherever she goes; her colleague's is untouched.
    expect((await send(await signedIn('alice@hospital.example', other))).status).toBe(429);
    expect((await send(bob)).status).toBe(201);
  });

  it('keep a ceiling per address, whichever accounts use it', async () => {
    const bob = await signedIn('bob@hospital.example', other);
    expect((await send(bob)).status).toBe(201);
    // As if many other accounts had sent from this address within the hour.
    const ceiling = ruleBy(limits, 'ip');
    await t.db.execute(
      sql`update rate_limits set hits = ${ceiling.rule.limit} where key = ${limitKey(ceiling, other)}`,
    );
    expect((await send(bob)).status).toBe(429);
  });
});
