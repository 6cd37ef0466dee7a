import { expect, type Browser, type BrowserContext } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { createVerifiedAccount } from './accounts';
import { E2E_BASE_URL } from './environment';

const headers = { origin: E2E_BASE_URL };

/** A reviewer made by the admin through the API and signed in with a second factor. */
export async function reviewerContext(
  browser: Browser,
  adminContext: BrowserContext,
  email: string,
) {
  const password = 'Review-Passw0rd-42';
  const context = await browser.newContext({ baseURL: E2E_BASE_URL });
  await createVerifiedAccount(context.request, email, password);
  const admin = adminContext.request;
  const { users } = (await (
    await admin.get(`/api/admin/users?q=${encodeURIComponent(email)}`)
  ).json()) as { users: { id: string }[] };
  const id = users[0]!.id;
  const made = await admin.post(`/api/admin/users/${id}/role`, {
    headers,
    data: { role: 'reviewer' },
  });
  expect(made.status(), await made.text()).toBe(200);
  expect(
    (
      await context.request.post('/api/auth/sign-in/email', { headers, data: { email, password } })
    ).status(),
  ).toBe(200);
  const enabled = await context.request.post('/api/auth/two-factor/enable', {
    headers,
    data: { password },
  });
  const { totpURI } = (await enabled.json()) as { totpURI: string };
  const secret = new URL(totpURI).searchParams.get('secret')!;
  const confirmed = await context.request.post('/api/auth/two-factor/verify-totp', {
    headers,
    data: { code: new TOTP({ secret: Secret.fromBase32(secret) }).generate() },
  });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
  return { context, id };
}

/** Assigns the reviewer to the idea, as the admin. */
export async function assignReviewer(
  adminContext: BrowserContext,
  submissionId: string,
  reviewerId: string,
) {
  const assigned = await adminContext.request.post('/api/admin/assignments', {
    headers,
    data: { submissionIds: [submissionId], reviewerIds: [reviewerId] },
  });
  expect(assigned.status(), await assigned.text()).toBe(200);
}
