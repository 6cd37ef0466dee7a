import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { uniqueEmail } from '../support/accounts';
import { adminContext, sendIdea } from '../support/admin';
import { signedInContext } from '../support/ideas';
import { E2E_BASE_URL } from '../support/environment';
import { shoot, shootInView } from './shoot';

// Every admin screen, at a laptop's and a phone's size, and an idea's page as it prints.

test('admin portal screens', async ({ browser }) => {
  const inventor = await signedInContext(browser, {
    email: uniqueEmail('dr-alexandra-montgomery-whitfield'),
    password: 'Flow-Diverter-42',
    fullName: 'Dr. Alexandra Montgomery-Whitfield',
    jobTitle: 'Consultant Interventional Neuroradiologist',
  });
  const id = await sendIdea(inventor.request, {
    title:
      'Flow diverter with a bioresorbable scaffold that dissolves after endothelialisation, so antiplatelet therapy can stop early',
    description:
      'A flow diverter whose scaffold dissolves once the aneurysm neck is covered.\n\nPatients on dual antiplatelet therapy bleed; a scaffold that leaves would let them stop.',
  });
  await sendIdea(inventor.request, { title: 'Softer distal tip', description: 'Short.' });
  const admin = await adminContext(browser);
  const page = await admin.newPage();
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const screens: [string, string][] = [
    ['/admin', 'admin-dashboard'],
    ['/admin/submissions', 'admin-submissions'],
    [`/admin/submissions/${id}`, 'admin-submission'],
    ['/admin/users', 'admin-users'],
    ['/admin/settings', 'admin-settings'],
    ['/admin/audit-trail', 'admin-audit-trail'],
    ['/admin/audit-integrity', 'admin-audit-integrity'],
    ['/admin/mail', 'admin-mail'],
    ['/admin/reviews', 'admin-reviews'],
    ['/user-dashboard', 'admin-staff-dashboard-home'],
  ];
  for (const [url, name] of screens) {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 15_000 });
    // Live updates keep a stream open, so the network never idles: the heading is the sign.
    await page.waitForLoadState('load');
    await shoot(page, name);
  }

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/admin/users');
  await page
    .getByRole('link', { name: /^View details for dr-alexandra/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'User Details' })).toBeVisible();
  await shoot(page, 'admin-user-detail');

  // The phone's one menu, open.
  const folder = process.env.SCREENSHOTS_DIR ?? 'screenshots';
  await mkdir(folder, { recursive: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/admin/submissions');
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Admin Portal' })).toBeVisible();
  await page.screenshot({ path: path.join(folder, 'admin-menu-390.png') });

  // An idea's page as printed.
  await page.goto(`/admin/submissions/${id}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  await page.setViewportSize({ width: 794, height: 1123 });
  await page.screenshot({ path: path.join(folder, 'admin-submission-print.png'), fullPage: true });

  await admin.close();
  await inventor.close();
});

test('legal hold and retention', async ({ browser }) => {
  const inventor = await signedInContext(browser, {
    email: uniqueEmail('dr-ines-varga'),
    password: 'Flow-Diverter-42',
    fullName: 'Dr. Ines Varga',
    jobTitle: 'Interventional Neuroradiologist',
  });
  const id = await sendIdea(inventor.request, {
    title: 'Stent retriever with a distal basket that closes as it is withdrawn',
    description: 'A basket at the tip closes over the clot, so fragments do not embolise distally.',
  });
  const admin = await adminContext(browser);
  const headers = { origin: E2E_BASE_URL };
  const reason =
    'Litigation hold requested by Legal on 4 March: Acme Medical v. St. Mary Hospital, case 26-cv-0142. Keep every record of this idea until counsel releases it.';
  const held = await admin.request.put(`/api/admin/submissions/${id}/legal-hold`, {
    headers,
    data: { reason },
  });
  expect(held.status(), await held.text()).toBe(200);
  const page = await admin.newPage();
  await page.emulateMedia({ reducedMotion: 'reduce' });

  // The idea's page with its hold, the Lift dialog, and a deletion refused for the hold.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/admin/submissions/${id}`);
  const panel = page.getByRole('region', { name: 'Legal hold' });
  await expect(panel.getByText(reason, { exact: false })).toBeVisible();
  await shootInView(panel, 'admin-legal-hold', 'center');
  await panel.getByRole('button', { name: 'Lift legal hold' }).click();
  const dialog = page.getByRole('dialog', { name: 'Lift legal hold' });
  await dialog.getByRole('button', { name: 'Lift legal hold', exact: true }).click();
  await expect(dialog.getByRole('textbox', { name: 'Reason' })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await shootInView(dialog, 'admin-legal-hold-dialog');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete Submission' });
  await confirm.getByRole('button', { name: 'Delete Permanently' }).click();
  await expect(confirm.getByRole('alert')).toBeVisible();
  await shootInView(confirm, 'admin-legal-hold-delete-refused');
  await page.keyboard.press('Escape');

  // The retention card, with a period saved; then declined ideas are kept for good again.
  const saveRetention = async (months: number | null) => {
    const { version } = (await (await admin.request.get('/api/admin/retention')).json()) as {
      version: number;
    };
    const saved = await admin.request.put('/api/admin/retention', {
      headers,
      data: { declinedRetentionMonths: months, basedOn: version },
    });
    expect(saved.status(), await saved.text()).toBe(200);
  };
  await saveRetention(24);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/admin/settings');
  const card = page.getByRole('region', { name: 'Retention of declined ideas' });
  await expect(card.getByRole('spinbutton', { name: 'Months after the decision' })).toHaveValue(
    '24',
  );
  await shootInView(card, 'admin-retention');
  await saveRetention(null);

  await admin.request.post(`/api/admin/submissions/${id}/legal-hold/lift`, {
    headers,
    data: { reason: 'Screenshots taken.' },
  });
  await admin.close();
  await inventor.close();
});
