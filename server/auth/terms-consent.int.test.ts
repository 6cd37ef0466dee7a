import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TERMS_DATE, termsConsent } from '#common/terms';
import { auditLog, mailOutbox, users } from '../db/schema';
import { startTestPortal, type TestPortal } from '../test/portal';

let t: TestPortal;
beforeAll(async () => {
  t = await startTestPortal({ STAFF_NOTIFY_EMAIL: 'staff@portal.test' });
});
afterAll(() => t.close());

const PASSWORD = 'Stent-Graft-42';
const signUp = (body: Record<string, unknown>) =>
  t.client().request('/api/auth/sign-up/email', {
    json: { password: PASSWORD, name: '', ...body },
    headers: { 'user-agent': 'Consent-Test/1.0' },
  });
const count = async (table: typeof users | typeof auditLog | typeof mailOutbox) =>
  (await t.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n;

describe('consent at sign-up', () => {
  it.each([
    ['without the consent', {}],
    ['with the box left unticked', { acceptTerms: false }],
    ['with anything but a tick', { acceptTerms: 'true' }],
  ])('refuses a registration %s, on the consent field, creating nothing', async (_, consent) => {
    const before = [await count(users), await count(auditLog), await count(mailOutbox)];
    const response = await signUp({ email: 'minor@example.com', ...consent });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: {
        code: 'terms_not_accepted',
        message: termsConsent.required,
        field: termsConsent.field,
        requestId: expect.any(String),
      },
    });
    expect([await count(users), await count(auditLog), await count(mailOutbox)]).toEqual(before);
  });

  it('records the acceptance, with the date of the terms accepted, in the audit log', async () => {
    const response = await signUp({ email: 'adult@example.com', acceptTerms: true });
    expect(response.status).toBe(200);
    const [user] = await t.db.select().from(users).where(eq(users.email, 'adult@example.com'));
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'account.terms_accepted'));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actorId: user!.id,
      actorEmail: 'adult@example.com',
      targetType: 'user',
      targetId: user!.id,
      userAgent: 'Consent-Test/1.0',
      details: { termsDate: TERMS_DATE },
    });
    expect(entries[0]!.ipAddress).toBeTruthy();
  });
});
