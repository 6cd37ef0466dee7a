import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { uniqueEmail } from '../support/accounts';
import { adminContext, sendIdea } from '../support/admin';
import { signedInContext } from '../support/ideas';
import { shoot } from './shoot';

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
