// The data both servers answer from, made through the portal's own API in-process (sign-up,
// confirmation mail, signed agreement, ideas sent), so it is exactly what real use leaves.
import { randomUUID } from 'node:crypto';
import type { Database } from '#server/db/client';
import { startTestPortal, TEST_APP_URL } from '#server/test/portal';

/** A signed-in client as the load generator replays it: its cookies and its address. */
export interface Visitor {
  cookie: string;
  ip: string;
}

export interface Seeded {
  /** Users with a signed agreement, each owning OWN_IDEAS sent ideas. */
  users: (Visitor & { ideaIds: string[] })[];
  /** The first admin, enrolled in two-factor sign-in. */
  admin: Visitor;
}

export const OWN_IDEAS = 11;
/** The seeded users' addresses and passwords. */
export const benchEmail = (i: number) => `bench-${i}@example.com`;
export const benchPassword = (i: number) => `Bench-Passw0rd-${i}`;
export const ORIGIN = TEST_APP_URL;

const cookieHeader = (cookies: Map<string, string>) =>
  [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');

export async function seed(
  database: Database,
  { users, authSecret }: { users: number; authSecret: string },
): Promise<Seeded> {
  const t = await startTestPortal({ AUTH_SECRET: authSecret }, { database });
  try {
    const seeded: Seeded['users'] = [];
    for (let i = 0; i < users; i++) {
      const client = await t.createSignedAccount(benchEmail(i), benchPassword(i), `Dr. Bench ${i}`);
      const ideaIds: string[] = [];
      for (let n = 0; n < OWN_IDEAS; n++) {
        const id = randomUUID();
        const response = await client.request('/api/submissions', {
          json: {
            id,
            status: 'pending',
            ideaTitle: `Steerable microcatheter, variant ${i}.${n}`,
            ideaDescription: 'A tip that bends under a magnetic field, for tortuous vessels.',
          },
        });
        if (response.status !== 201) throw new Error(`seeding an idea: ${response.status}`);
        ideaIds.push(id);
      }
      const ip = `198.51.100.${i + 1}`;
      seeded.push({ cookie: cookieHeader(client.cookies), ip, ideaIds });
    }
    const admin = await t.signInAdmin();
    // Sent now, with the files they attach: the servers measured start with no mail waiting.
    await t.deliverMail();
    return { users: seeded, admin: { cookie: cookieHeader(admin.cookies), ip: '198.51.100.250' } };
  } finally {
    await t.close();
  }
}
