import { randomUUID } from 'node:crypto';
import {
  expect,
  test,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Page,
} from '@playwright/test';
import type { InventorsInput } from '#common/co-inventors';
import type { InventionFactsInput } from '#common/invention-facts';
import { E2E_BASE_URL } from './environment';
import { signedInContext, type IdeaUser } from './ideas';
import { signInAdminWithCode } from './two-factor';

/**
 * A browser context signed in as the first admin, with its second factor (through the API:
 * sign-ins are limited).
 */
export async function adminContext(browser: Browser): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: E2E_BASE_URL });
  await signInAdminWithCode(context.request);
  return context;
}

/**
 * Sends an idea through the API as the signed-in user of `request`, with an optional file and
 * optional co-inventors (the `inventors` of common/co-inventors.ts). `phiAttestation` is the
 * inventor's word that it identifies no patient, which the PHI guard asks of an idea in which it
 * finds what looks like a patient identifier. `facts` are its invention facts (a planned talk
 * that sets bar dates, say).
 */
export async function sendIdea(
  request: APIRequestContext,
  idea: {
    title: string;
    description: string;
    file?: { name: string; bytes: Buffer };
    inventors?: InventorsInput;
    phiAttestation?: boolean;
    facts?: InventionFactsInput;
  },
): Promise<string> {
  let attachmentId: string | null = null;
  if (idea.file) {
    const upload = await request.post('/api/attachments', {
      headers: {
        origin: E2E_BASE_URL,
        'x-file-name': encodeURIComponent(idea.file.name),
        'content-type': 'application/octet-stream',
      },
      data: idea.file.bytes,
    });
    expect(upload.status(), await upload.text()).toBe(201);
    attachmentId = ((await upload.json()) as { attachment: { id: string } }).attachment.id;
  }
  const id = randomUUID();
  const created = await request.post('/api/submissions', {
    headers: { origin: E2E_BASE_URL },
    data: {
      id,
      status: 'pending',
      ideaTitle: idea.title,
      ideaDescription: idea.description,
      attachmentId,
      inventors: idea.inventors,
      phiAttestation: idea.phiAttestation,
      facts: idea.facts,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return id;
}

/**
 * The first admin's context and a signed-in inventor's, made before a spec file's first test
 * and closed after its last; read them through the returned function.
 */
export function adminAndInventorForFile(
  inventor: IdeaUser,
): () => { admin: BrowserContext; user: BrowserContext } {
  let contexts: { admin: BrowserContext; user: BrowserContext } | undefined;
  test.beforeAll(async ({ browser }) => {
    contexts = {
      admin: await adminContext(browser),
      user: await signedInContext(browser, inventor),
    };
  });
  test.afterAll(async () => {
    await contexts?.admin.close();
    await contexts?.user.close();
  });
  return () => contexts!;
}

/** Finds an account by its address on /admin/users and opens its user page. */
export async function openUserPage(page: Page, email: string): Promise<void> {
  await page.goto('/admin/users');
  await page.getByRole('searchbox', { name: 'Search users' }).fill(email);
  await expect(page).toHaveURL(/[?&]q=/);
  await page
    .getByRole('row')
    .filter({ hasText: email })
    .getByRole('link', { name: `View details for ${email}` })
    .click();
}
