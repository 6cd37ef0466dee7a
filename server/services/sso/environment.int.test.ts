import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addSsoProviderSchema, ssoProviderMessages } from '#common/sso';
import { auditLog } from '#server/db/schema/index';
import { startTestPortal, TEST_APP_URL, type TestPortal } from '#server/test/portal';
import { syncEnvironmentProviders } from './environment';

const okta = {
  protocol: 'oidc',
  providerId: 'okta',
  name: 'Acme Okta',
  domains: ['acme.test'],
  issuer: 'https://acme.okta.test',
  clientId: 'portal',
  clientSecret: 'env-secret',
  adminGroups: ['portal-admins'],
};

let t: TestPortal;
beforeAll(async () => {
  t = await startTestPortal({ SSO_PROVIDERS: JSON.stringify([okta]) });
});
afterAll(() => t.close());

const providers = async (client: Awaited<ReturnType<TestPortal['signInAdmin']>>) =>
  (
    (await (await client.request('/api/admin/sso')).json()) as {
      providers: { providerId: string; source: string; name: string; adminGroups: string[] }[];
    }
  ).providers;

describe('providers from SSO_PROVIDERS', () => {
  it('are there at start-up, read-only on Settings, and refuse passwords for their domains', async () => {
    const admin = await t.signInAdmin();
    expect(await providers(admin)).toMatchObject([
      { providerId: 'okta', source: 'environment', name: 'Acme Okta' },
    ]);
    const edit = await admin.request('/api/admin/sso/providers/okta', {
      method: 'PUT',
      json: { name: 'Renamed', domains: ['acme.test'] },
    });
    expect(edit.status).toBe(409);
    expect(((await edit.json()) as { error: { message: string } }).error.message).toBe(
      ssoProviderMessages.fromEnvironment,
    );
    const remove = await admin.request('/api/admin/sso/providers/okta', { method: 'DELETE' });
    expect(remove.status).toBe(409);
    const password = await t.client().request('/api/auth/sign-in/email', {
      json: { email: 'a@acme.test', password: 'x-Y-123456' },
    });
    expect(password.status).toBe(403);
  });

  it('follow the environment at the next start: changed, removed, each audited once', async () => {
    const admin = await t.signInAdmin();
    const changed = addSsoProviderSchema.parse({ ...okta, adminGroups: ['okta-admins'] });
    await syncEnvironmentProviders(t.db, TEST_APP_URL, [changed]);
    await syncEnvironmentProviders(t.db, TEST_APP_URL, [changed]);
    expect((await providers(admin))[0]!.adminGroups).toEqual(['okta-admins']);
    await syncEnvironmentProviders(t.db, TEST_APP_URL, []);
    expect(await providers(admin)).toEqual([]);
    const actions = await t.db
      .select({ action: auditLog.action, actor: auditLog.actorEmail })
      .from(auditLog)
      .where(eq(auditLog.actorEmail, 'environment'));
    expect(actions.map((entry) => entry.action)).toEqual([
      'sso_provider.added',
      'sso_provider.updated',
      'sso_provider.removed',
    ]);
  });
});
