import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { E2E_BASE_URL } from './environment';

/** Saves a draft through the API as the signed-in user of `request`; returns its id. */
export async function saveDraft(request: APIRequestContext, title: string): Promise<string> {
  const id = randomUUID();
  const saved = await request.post('/api/submissions', {
    headers: { origin: E2E_BASE_URL },
    data: { id, status: 'draft', ideaTitle: title, ideaDescription: '' },
  });
  expect(saved.status(), await saved.text()).toBe(201);
  return id;
}

/** Opens Settings and its "Delete my account" dialog; returns the dialog. */
export async function openDeleteAccountDialog(page: Page): Promise<Locator> {
  await page.goto('/user-dashboard/settings');
  const section = page.getByRole('region', { name: 'Delete my account' });
  await section.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(dialog).toBeVisible();
  return dialog;
}
