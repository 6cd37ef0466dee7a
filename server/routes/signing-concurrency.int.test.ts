import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agreements, profiles, users } from '../db/schema';
import { SIGNATURE_DATA_URL } from '../test/signature';
import { startTestPortal, type TestPortal } from '../test/portal';

type Client = ReturnType<TestPortal['client']>;
const PEOPLE = 12;

let t: TestPortal;
let people: { client: Client; email: string; name: string; password: string }[];
beforeAll(async () => {
  t = await startTestPortal();
  people = [];
  for (let i = 0; i < PEOPLE; i++) {
    const email = `signer${i}@example.com`;
    people.push({
      client: await t.createAccount(email, `Signer-Pass-${i}`),
      email,
      name: `Dr. Signer ${i}`,
      password: `Signer-Pass-${i}`,
    });
  }
});
afterAll(() => t.close());

const start = (person: (typeof people)[number]) =>
  person.client.request('/api/agreements/signing', {
    json: { fullName: person.name, jobTitle: 'Neurosurgeon' },
  });
const sign = (person: (typeof people)[number], documentId: string) =>
  person.client.request(`/api/signing/builtin/${documentId}/sign`, {
    json: {
      consent: true,
      typedName: person.name,
      signature: SIGNATURE_DATA_URL,
      password: person.password,
    },
  });

describe('the built-in signing, many at once', () => {
  it('never answers 5xx, and leaves each person exactly one signed agreement', async () => {
    const statuses: { what: string; status: number; body: string }[] = [];
    const seen = async (what: string, response: Response) => {
      statuses.push({
        what,
        status: response.status,
        body: response.status >= 500 ? await response.text() : '',
      });
      return response;
    };
    await Promise.all(
      people.map(async (person) => {
        // A double click on "sign the agreement": two signings started at once.
        const started = await Promise.all(
          [start(person), start(person)].map(async (r) => seen('start', await r)),
        );
        const ids = await Promise.all(
          started
            .filter((r) => r.ok)
            .map(async (r) => ((await r.json()) as { documentId: string }).documentId),
        );
        // The signing page opened (its first view) while the same signing is sent three times
        // at once, and the dashboard asks to complete it meanwhile.
        await Promise.all(
          ids.flatMap((id) => [
            ...[0, 1, 2].map(async () => seen('sign', await sign(person, id))),
            ...[0, 1].map(async () =>
              seen('view', await person.client.request(`/api/signing/builtin/${id}`)),
            ),
            ...[0, 1].map(async () =>
              seen(
                'complete',
                await person.client.request(`/api/agreements/signing/${id}/complete`, {
                  method: 'POST',
                }),
              ),
            ),
          ]),
        );
      }),
    );
    expect(statuses.filter((s) => s.status >= 500)).toEqual([]);
    for (const person of people) {
      const [user] = await t.db.select().from(users).where(eq(users.email, person.email));
      const signed = await t.db.select().from(agreements).where(eq(agreements.userId, user!.id));
      expect(
        signed.filter((row) => row.status === 'signed'),
        person.email,
      ).toHaveLength(1);
      const [profile] = await t.db.select().from(profiles).where(eq(profiles.id, user!.id));
      expect(profile!.signature).toBe('signed');
    }
  });
});
