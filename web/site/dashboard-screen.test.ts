import { describe, expect, it } from 'vitest';
import type { MeResponse, Profile } from '#common/contracts/me';
import { renderDashboardScreen } from './dashboard-screen';

const at = '2026-11-20T10:00:00.000Z';
const user = {
  id: '6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b',
  email: 'dana@example.com',
  emailVerified: true,
  isAdmin: false,
  isReviewer: false,
  isCounsel: false,
  twoFactorEnabled: false,
  twoFactorVerified: false,
  staffStep: null,
  idleMinutes: 720,
};
const profile: Profile = {
  id: user.id,
  fullName: 'Dana Reyes',
  jobTitle: 'Interventional Neuroradiologist',
  phoneNumber: null,
  avatarUrl: null,
  signature: null,
  agreementId: null,
  createdAt: at,
  updatedAt: at,
  lastLogin: at,
  previousLogin: null,
  lastPasswordChange: null,
};
const home = 'http://localhost/user-dashboard/submit-idea';

describe("the dashboard's Home tab rendered for its user", () => {
  it('shows their name, job title and both steps, inert until the app takes over', async () => {
    const html = (await renderDashboardScreen({ user, profile }, home)) ?? '';
    expect(html).toContain('<div inert="">');
    expect(html).toContain('Dana Reyes');
    expect(html).toContain('Interventional Neuroradiologist');
    expect(html).toContain('Inventions Agreement');
    expect(html).toContain('Submit Your Idea');
    expect(html).not.toContain('Loading your dashboard...');
    expect(html).not.toContain('Admin Dashboard');
  });

  it('shows the agreement as being checked, signed or not: nothing looks ready before it is', async () => {
    const signed = { ...profile, signature: 'signed', agreementId: user.id };
    for (const shown of [profile, signed]) {
      const html = await renderDashboardScreen({ user, profile: shown }, home);
      expect(html).toContain('Checking Status...');
      expect(html).not.toContain('Completed');
      expect(html).not.toContain('Sign Agreement');
      expect(html).not.toMatch(/>Submit Idea</);
    }
  });

  it('gives an admin the Admin badge and the Admin Dashboard button', async () => {
    const html = await renderDashboardScreen({ user: { ...user, isAdmin: true }, profile }, home);
    expect(html).toContain('Admin Dashboard');
  });

  it('renders the Home tab for /user-dashboard, where the app redirects to it', async () => {
    const html = await renderDashboardScreen({ user, profile }, 'http://localhost/user-dashboard');
    expect(html).toContain('Submit Your Idea');
  });

  it('carries the account for the app, with nothing a name can use to close the element', async () => {
    const hostile = { ...profile, fullName: '</script><script>alert(1)</script>' };
    const reply: MeResponse = { user, profile: hostile };
    const html = (await renderDashboardScreen(reply, home)) ?? '';
    const data = /<script type="application\/json" id="session-in-page">(.*?)<\/script>/.exec(html);
    expect(JSON.parse(data?.[1] ?? 'null')).toEqual(reply);
    expect(html).not.toContain('<script>alert(1)');
    expect(html).toContain('&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('renders nothing for a visitor or an unconfirmed email: the app decides there', async () => {
    expect(await renderDashboardScreen({ user: null, profile: null }, home)).toBeNull();
    const unconfirmed = { user: { ...user, emailVerified: false }, profile };
    expect(await renderDashboardScreen(unconfirmed, home)).toBeNull();
  });
});
