import { execFile } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { TOTP } from 'otpauth';
import { URI } from 'otpauth';
import { createVerifiedAccount, submitSignIn, uniqueEmail } from './support/accounts';
import { adminAndInventorForFile, sendIdea } from './support/admin';
import { expectNoViolations } from './support/axe';
import { E2E_ADMIN, E2E_BASE_URL } from './support/environment';
import { adminSignature, enterSignInCode, nextCode, signInAdminOnPage } from './support/two-factor';

// The admin portal's own chrome, where sign-in takes staff, lists that fit the window, and an
// idea's page as it prints.

const headers = { origin: E2E_BASE_URL };
const inventor = {
  // A long address and name, as real ones are: the list must still fit.
  email: uniqueEmail('dr-alexandra-montgomery-whitfield.neurointervention'),
  password: 'Flow-Diverter-42',
  fullName: 'Dr. Alexandra Montgomery-Whitfield',
  jobTitle: 'Consultant Interventional Neuroradiologist and Stroke Lead',
};
const contexts = adminAndInventorForFile(inventor);
const marker = `fit${Date.now()}`;
const longTitle = `${marker} Flow diverter with a bioresorbable scaffold that dissolves after endothelialisation, so that dual antiplatelet therapy can stop early in elderly patients`;
const description = [
  `${marker}: a flow diverter whose scaffold dissolves once the neck is covered.`,
  'Patients on dual antiplatelet therapy bleed; a scaffold that leaves would let them stop.',
  'The last line of the description, which a printed page must still carry in full.',
].join('\n\n');
let ideaId = '';

/** The account id of `email`, looked up by an admin. */
async function userId(admin: APIRequestContext, email: string): Promise<string> {
  const answer = await admin.get(`/api/admin/users?q=${encodeURIComponent(email)}`);
  const { users } = (await answer.json()) as { users: { id: string }[] };
  return users[0]!.id;
}

/** Makes a new confirmed account staff in `role`, and enrols its second factor if asked. */
async function newStaff(
  role: 'admin' | 'reviewer',
  { enrol }: { enrol: boolean },
): Promise<{ email: string; password: string; authenticator: TOTP | null }> {
  const email = uniqueEmail(role);
  const password = 'Staff-Passw0rd-42';
  const admin = contexts().admin.request;
  const request = await (
    await import('@playwright/test')
  ).request.newContext({
    baseURL: E2E_BASE_URL,
  });
  await createVerifiedAccount(request, email, password);
  const made = await admin.post(`/api/admin/users/${await userId(admin, email)}/role`, {
    headers,
    data: { role },
  });
  expect(made.status(), await made.text()).toBe(200);
  let authenticator: TOTP | null = null;
  if (enrol) {
    await request.post('/api/auth/sign-in/email', { headers, data: { email, password } });
    const enabled = await request.post('/api/auth/two-factor/enable', {
      headers,
      data: { password },
    });
    authenticator = URI.parse(((await enabled.json()) as { totpURI: string }).totpURI) as TOTP;
    const confirmed = await request.post('/api/auth/two-factor/verify-totp', {
      headers,
      data: { code: await nextCode(authenticator) },
    });
    expect(confirmed.status(), await confirmed.text()).toBe(200);
  }
  await request.dispose();
  return { email, password, authenticator };
}

test.beforeAll(async () => {
  ideaId = await sendIdea(contexts().user.request, { title: longTitle, description });
  // Two more, so the list has rows with and without long words.
  await sendIdea(contexts().user.request, {
    title: `${marker} Coil`,
    description: 'Short title, short text.',
  });
  await sendIdea(contexts().user.request, {
    title: `${marker} Aspiration-catheter-with-an-integrated-pressure-sensor-at-the-distal-tip`,
    description: 'One long word in the title.',
  });
});

/** Sideways overflow of the page and of every list frame on it; each must be none. */
async function sidewaysOverflow(page: Page) {
  return page.evaluate(() => {
    const root = document.documentElement;
    const frames = [...document.querySelectorAll<HTMLElement>('[data-table-frame]')];
    return {
      page: root.scrollWidth - root.clientWidth,
      lists: frames.map((frame) => frame.scrollWidth - frame.clientWidth),
      count: frames.length,
    };
  });
}

test('at every desktop width the lists fit, and the title takes the free space', async () => {
  const page = await contexts().admin.newPage();
  const lists = [
    `/admin/submissions?q=${marker}`,
    `/admin/users?q=${encodeURIComponent(inventor.email)}`,
    '/admin/mail',
    '/admin/reviews',
  ];
  for (const width of [1024, 1280, 1440, 1920]) {
    await page.setViewportSize({ width, height: 900 });
    for (const list of lists) {
      await page.goto(list);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 15_000 });
      if (list.startsWith('/admin/submissions') || list.startsWith('/admin/users'))
        await expect(page.locator('[data-table-frame] tbody tr').first()).toBeVisible();
      const overflow = await sidewaysOverflow(page);
      expect(overflow.page, `${list} at ${width}px`).toBeLessThanOrEqual(0);
      for (const list_ of overflow.lists)
        expect(list_, `${list} at ${width}px`).toBeLessThanOrEqual(0);
    }

    // The title column is the widest, and even a 170-character title wraps to a few lines.
    await page.goto(`/admin/submissions?q=${marker}`);
    const row = page.getByRole('row').filter({ hasText: 'bioresorbable' });
    const widths = await row.evaluate((tr) =>
      [...tr.children].map((cell) => cell.getBoundingClientRect().width),
    );
    const title = await row.getByRole('rowheader').boundingBox();
    expect(title!.width, `title at ${width}px`).toBe(Math.max(...widths));
    const link = row.getByRole('link', { name: /bioresorbable/ });
    const lines = await link.evaluate(
      (element) =>
        element.getClientRects().length || Math.round(element.getBoundingClientRect().height / 20),
    );
    expect(lines, `title lines at ${width}px`).toBeLessThanOrEqual(6);
    // Every row's actions are on screen, not behind a scroll.
    const actions = await row.getByRole('button', { name: /^Actions for/ }).boundingBox();
    expect(actions!.x + actions!.width).toBeLessThanOrEqual(width);
  }
  await page.close();
});

test('on a phone the lists read as cards, without scrolling sideways', async () => {
  const page = await contexts().admin.newPage();
  await page.setViewportSize({ width: 390, height: 844 });
  for (const list of [
    `/admin/submissions?q=${marker}`,
    `/admin/users?q=${encodeURIComponent(inventor.email)}`,
    '/admin/mail',
    '/admin/reviews',
  ]) {
    await page.goto(list);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const overflow = await sidewaysOverflow(page);
    expect(overflow.page, list).toBeLessThanOrEqual(0);
    for (const list_ of overflow.lists) expect(list_, list).toBeLessThanOrEqual(0);
  }
  await page.close();
});

test('clicking a row opens the idea; its checkbox and its actions keep their own', async () => {
  const page = await contexts().admin.newPage();
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/admin/submissions?q=${marker}`);
  const row = page.getByRole('row').filter({ hasText: 'bioresorbable' });

  await row.getByRole('checkbox').click();
  await expect(row.getByRole('checkbox')).toBeChecked();
  await row.getByRole('button', { name: /^Actions for/ }).click();
  await expect(page.getByRole('menuitem', { name: 'View Details' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/admin\/submissions\?/);

  // A click on the row's status, away from any link or button.
  await row.locator('td').filter({ hasText: 'Pending' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/submissions/${ideaId}$`));

  await page.goto(`/admin/users?q=${encodeURIComponent(inventor.email)}`);
  await page
    .getByRole('row')
    .filter({ hasText: inventor.email })
    .getByText('Signed', { exact: true })
    .click();
  await expect(page).toHaveURL(/\/admin\/details\//);
  await expect(page.getByRole('heading', { level: 1, name: 'User Details' })).toBeVisible();
  await page.close();
});

test('the keyboard reaches each row’s link and actions; the row itself takes no focus', async () => {
  const page = await contexts().admin.newPage();
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/admin/submissions?q=${marker}`);
  const row = page.getByRole('row').filter({ hasText: 'bioresorbable' });
  await row.getByRole('link', { name: /bioresorbable/ }).focus();
  await page.keyboard.press('Tab');
  const actions = row.getByRole('button', { name: /^Actions for/ });
  await expect(actions).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'View Details' })).toBeFocused();
  await page.keyboard.press('Escape');
  // The menu gives focus back to its button as it closes; only then does Shift+Tab go from it.
  await expect(actions).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(row.getByRole('link', { name: /bioresorbable/ })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/admin/submissions/${ideaId}$`));
  await page.close();
});

test('an admin signing in lands on the admin dashboard, not the inventor’s', async ({ page }) => {
  await page.goto('/login');
  await signInAdminOnPage(page);
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
  await expect(page.getByText(/Sign the inventions agreement/)).toHaveCount(0);
});

test('a reviewer signing in lands on My reviews; a return path still wins', async ({
  page,
  browser,
}) => {
  const reviewer = await newStaff('reviewer', { enrol: true });
  await page.goto('/login');
  await submitSignIn(page, reviewer.email, reviewer.password);
  await enterSignInCode(page, reviewer.authenticator!);
  await expect(page).toHaveURL(/\/admin\/reviews$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My reviews' })).toBeVisible();

  // Sent to sign in from a page of their own, they come back to it.
  const other = await browser.newPage({ baseURL: E2E_BASE_URL });
  await other.goto('/user-dashboard/settings');
  await expect(other).toHaveURL(/\/login$/);
  await submitSignIn(other, reviewer.email, reviewer.password);
  await enterSignInCode(other, reviewer.authenticator!);
  await expect(other).toHaveURL(/\/user-dashboard\/settings$/);
  await other.close();
});

test('an admin who has not enrolled is taken to the two-factor set-up', async ({ page }) => {
  const admin = await newStaff('admin', { enrol: false });
  await page.goto('/login');
  await submitSignIn(page, admin.email, admin.password);
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByText('Staff accounts see confidential inventions')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Admin Portal' })).toHaveCount(0);
});

test('staff never see the agreement prompt, and roles read Administrator and Reviewer', async () => {
  const page = await contexts().admin.newPage();
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/user-dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByText(/inventions agreement/i)).toHaveCount(0);
  const account = page.getByRole('region', { name: 'Your account' });
  await expect(account.getByText('Administrator', { exact: true }).last()).toBeVisible();
  await expect(account.getByText(/^(User|Admin)$/)).toHaveCount(0);
  await page.getByRole('link', { name: 'Open the Admin Portal' }).click();
  await expect(page).toHaveURL(/\/admin$/);

  // The account menu names the role.
  await page.getByRole('button', { name: `Account menu for ${E2E_ADMIN.email}` }).click();
  await expect(page.getByRole('menu')).toContainText('Administrator');
  await page.keyboard.press('Escape');

  // The users list and a user's page.
  await page.goto(`/admin/users?q=${encodeURIComponent(E2E_ADMIN.email)}`);
  const row = page.getByRole('row').filter({ hasText: E2E_ADMIN.email });
  await expect(row.getByText('Administrator', { exact: true }).last()).toBeVisible();
  await row.getByRole('link', { name: `View details for ${E2E_ADMIN.email}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'User Details' })).toBeVisible();
  await expect(page.getByText('Administrator', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('Admin', { exact: true })).toHaveCount(0);
  await page.close();
});

test('the portal has its own chrome: one menu on a phone, and no site footer', async () => {
  const page = await contexts().admin.newPage();
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/admin');
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: /Admin Portal/ })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  await expect(
    page.getByRole('complementary').getByRole('navigation', { name: 'Admin Portal' }),
  ).toBeVisible();
  await expectNoViolations(page);

  await page.setViewportSize({ width: 390, height: 844 });
  const visibleButtons = header.locator('button:visible');
  await expect(visibleButtons).toHaveCount(1);
  await expect(visibleButtons).toHaveAccessibleName('Menu');
  await visibleButtons.click();
  const drawer = page.getByRole('dialog', { name: 'Admin Portal' });
  await expect(drawer.getByRole('link', { name: 'Submissions' })).toBeVisible();
  await expect(drawer.getByText(E2E_ADMIN.email)).toBeVisible();
  await expect(drawer.getByText('Administrator')).toBeVisible();
  await expect(drawer.getByRole('link', { name: 'Account settings' })).toBeVisible();
  await expect(drawer.getByRole('button', { name: 'Sign out' })).toBeVisible();
  await expectNoViolations(page);
  await drawer.getByRole('link', { name: 'Users' }).click();
  await expect(page).toHaveURL(/\/admin\/users$/);
  await expect(drawer).toBeHidden();
  await page.close();
});

/** Visible controls smaller than 44 px on the page (inline links in sentences are exempt). */
async function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const selector =
      'a, button, input:not([type="hidden"]), select, textarea, [role="tab"], summary';
    const small: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>(selector)) {
      const style = getComputedStyle(element);
      if (element.closest('[hidden], .sr-only') || style.visibility === 'hidden') continue;
      // A link within a line of text is exempt; a checkbox's target is its label.
      if (element.tagName === 'A' && style.display === 'inline') continue;
      const target =
        element instanceof HTMLInputElement && ['checkbox', 'radio'].includes(element.type)
          ? (element.closest('label') ?? element)
          : element;
      const box = target.getBoundingClientRect();
      if (box.width === 0 && box.height === 0) continue;
      const wide = element.tagName === 'BUTTON' ? box.width >= 43.5 : true;
      if (box.height < 43.5 || !wide)
        small.push(
          `${element.tagName} "${(element.getAttribute('aria-label') ?? target.textContent ?? '').trim().slice(0, 40)}" ${Math.round(box.width)}x${Math.round(box.height)}`,
        );
    }
    return small;
  });
}

test('on a phone every control of the portal is a 44 px target', async () => {
  const page = await contexts().admin.newPage();
  await page.setViewportSize({ width: 390, height: 844 });
  for (const path_ of [
    '/admin',
    `/admin/submissions?q=${marker}`,
    `/admin/users?q=${encodeURIComponent(inventor.email)}`,
    '/admin/reviews',
    '/admin/mail',
    `/admin/submissions/${ideaId}`,
  ]) {
    await page.goto(path_);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await smallTargets(page), path_).toEqual([]);
  }
  await page.close();
});

test('an idea’s page prints as a record: its text, scores and conversation, no controls', async () => {
  const admin = contexts().admin.request;
  // The admin scores the idea, and the inventor and staff exchange a message each.
  const me = (await (await admin.get('/api/me')).json()) as { user: { id: string } };
  const assigned = await admin.post('/api/admin/assignments', {
    headers,
    data: { submissionIds: [ideaId], reviewerIds: [me.user.id] },
  });
  expect(assigned.status(), await assigned.text()).toBeLessThan(300);
  const evaluation = (await (
    await admin.get(`/api/admin/submissions/${ideaId}/evaluation`)
  ).json()) as { criteria: { version: number; criteria: { id: string }[] } };
  const scored = await admin.post(`/api/admin/submissions/${ideaId}/scorecard`, {
    headers,
    data: {
      criteriaVersion: evaluation.criteria.version,
      scores: evaluation.criteria.criteria.map((criterion) => ({
        criterionId: criterion.id,
        score: 4,
        comment: `${marker} criterion note`,
      })),
      recommendation: 'advance',
      comment: `${marker} scorecard summary for the committee`,
      ...(await adminSignature()),
    },
  });
  expect(scored.status(), await scored.text()).toBeLessThan(300);
  const asked = await admin.post(`/api/admin/submissions/${ideaId}/messages`, {
    headers,
    data: { id: crypto.randomUUID(), text: `${marker} Which alloy is the scaffold made of?` },
  });
  expect(asked.status(), await asked.text()).toBeLessThan(300);
  const replied = await contexts().user.request.post(`/api/submissions/${ideaId}/messages`, {
    headers,
    data: { id: crypto.randomUUID(), text: `${marker} A magnesium alloy, resorbed in a year.` },
  });
  expect(replied.status(), await replied.text()).toBeLessThan(300);

  const page = await contexts().admin.newPage();
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/admin/submissions/${ideaId}`);
  await expect(page.getByText(`${marker} A magnesium alloy`)).toBeVisible();
  await expect(page.getByText(/scorecard summary/)).toBeAttached();
  await page.emulateMedia({ media: 'print' });

  for (const hidden of [
    page.getByRole('banner'),
    page.getByRole('navigation'),
    page.locator('form'),
    page.getByRole('button'),
    page.getByRole('textbox'),
  ])
    expect(
      await hidden.evaluateAll((all) => all.filter((e) => e.getClientRects().length).length),
    ).toBe(0);
  for (const shown of [
    'The last line of the description, which a printed page must still carry in full.',
    `${marker} scorecard summary for the committee`,
    `${marker} criterion note`,
    `${marker} Which alloy is the scaffold made of?`,
    `${marker} A magnesium alloy, resorbed in a year.`,
  ])
    await expect(page.getByText(shown).first(), shown).toBeVisible();

  // The printed file itself carries the same, and none of the controls.
  const folder = await mkdtemp(path.join(tmpdir(), 'print-'));
  const file = path.join(folder, 'idea.pdf');
  await writeFile(file, await page.pdf({ format: 'A4' }));
  const { stdout: text } = await promisify(execFile)('pdftotext', ['-layout', file, '-']);
  const flat = text.replace(/\s+/g, ' ');
  for (const words of [
    'A magnesium alloy, resorbed in a year.',
    'scorecard summary for the committee',
    'printed page must still carry in full.',
  ])
    expect(flat).toContain(words);
  for (const control of ['Update Status', 'Skip to main content', 'Sign out'])
    expect(flat).not.toContain(control);
  await page.close();
});
