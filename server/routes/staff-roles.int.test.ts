import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, users } from '../db/schema';
import { startTestPortal, type TestPortal } from '../test/portal';
import { enrolTwoFactor } from '../test/two-factor';

let t: TestPortal;
let admin: ReturnType<TestPortal['client']>;
beforeAll(async () => {
  t = await startTestPortal();
  admin = await t.signInAdmin();
});
afterAll(() => t.close());

const PASSWORD = 'Flow-Diverter-3';
const idOf = async (email: string) =>
  (await t.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;
const roleOf = async (id: string) =>
  (await t.db.select({ role: users.role }).from(users).where(eq(users.id, id)))[0]!.role;
const setRole = (client: typeof admin, id: string, role: unknown) =>
  client.request(`/api/admin/users/${id}/role`, { json: { role } });
const roleAudits = (id: string) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, 'user.role_changed'), eq(auditLog.targetId, id)));

describe('making and removing admins', () => {
  it('makes an account an admin, audited with who, whom and the change', async () => {
    await t.createAccount('nurse@example.com', PASSWORD);
    const id = await idOf('nurse@example.com');
    const response = await setRole(admin, id, 'admin');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ role: 'admin' });
    expect(await roleOf(id)).toBe('admin');
    const [entry] = await roleAudits(id);
    expect(entry).toMatchObject({
      actorEmail: 'admin@portal.test',
      targetType: 'user',
      details: { email: 'nurse@example.com', from: 'user', to: 'admin' },
    });
  });

  it('removes the role again, and records nothing when nothing changes', async () => {
    const id = await idOf('nurse@example.com');
    expect((await setRole(admin, id, 'user')).status).toBe(200);
    expect((await setRole(admin, id, 'user')).status).toBe(200);
    expect(await roleOf(id)).toBe('user');
    expect(await roleAudits(id)).toHaveLength(2);
  });

  it('refuses to remove the last admin', async () => {
    const adminId = await idOf('admin@portal.test');
    const response = await setRole(admin, adminId, 'user');
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({
      error: {
        code: 'last_admin',
        message: 'The last admin cannot be removed. Make another account an admin first.',
        requestId: expect.any(String),
      },
    });
    expect(await roleOf(adminId)).toBe('admin');
    expect(await roleAudits(adminId)).toHaveLength(0);
  });

  it('refuses an unknown role or a missing account, changing nothing', async () => {
    const id = await idOf('nurse@example.com');
    for (const role of ['superuser', 'reviewer ', null, 7]) {
      const response = await setRole(admin, id, role);
      expect(response.status).toBe(400);
    }
    expect((await setRole(admin, crypto.randomUUID(), 'admin')).status).toBe(404);
    expect((await setRole(admin, 'not-a-uuid', 'admin')).status).toBe(404);
    expect(await roleOf(id)).toBe('user');
  });

  it('takes the admin portal away from a removed admin at once', async () => {
    const deputy = await t.createAccount('deputy@example.com', PASSWORD);
    const id = await idOf('deputy@example.com');
    await setRole(admin, id, 'admin');
    expect((await deputy.request('/api/admin/users')).status).toBe(403);
    await enrolTwoFactor(deputy, PASSWORD);
    expect((await deputy.request('/api/admin/users')).status).toBe(200);
    await setRole(admin, id, 'user');
    expect((await deputy.request('/api/admin/users')).status).toBe(403);
  });

  it('shows the role on the user list and page: admin, reviewer or user', async () => {
    await t.createAccount('reader@example.com', PASSWORD);
    const id = await idOf('reader@example.com');
    const roleShown = async () => {
      const detail = (await (await admin.request(`/api/admin/users/${id}`)).json()) as {
        user: { role: string; isAdmin: boolean };
      };
      const list = (await (
        await admin.request('/api/admin/users?q=reader%40example.com')
      ).json()) as { users: { role: string }[] };
      expect(list.users.map((u) => u.role)).toEqual([detail.user.role]);
      return detail.user;
    };
    expect(await roleShown()).toMatchObject({ role: 'user', isAdmin: false });
    await setRole(admin, id, 'reviewer');
    expect(await roleShown()).toMatchObject({ role: 'reviewer', isAdmin: false });
    await setRole(admin, id, 'admin');
    expect(await roleShown()).toMatchObject({ role: 'admin', isAdmin: true });
  });
});
