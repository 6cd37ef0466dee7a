import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';
import { agreementTemplate } from '../server/lib/agreement-pdf/template';
import {
  createVerifiedAccount,
  submitSignIn,
  uniqueEmail,
  withSetUpRequest,
} from './support/accounts';
import { drawSignature, openSigningFrame, stepCards } from './support/agreements';
import { people } from './support/people';
import { signInAdminOnPage } from './support/two-factor';

// One signer's agreement, then who else may have its PDF: the steps build on each other.
test.describe.configure({ mode: 'serial' });

const signer = { email: uniqueEmail('signer'), ...people.lenaPark };
const other = { email: uniqueEmail('other'), password: 'Flow-Diverter-42' };

let agreementId = '';
let signedPdf: Buffer | null = null;

test.beforeAll(({ playwright }) =>
  withSetUpRequest(playwright.request, async (request) => {
    await createVerifiedAccount(request, signer.email, signer.password);
    await createVerifiedAccount(request, other.email, other.password);
  }),
);

test('a user signs the agreement with the built-in provider and downloads the signed PDF', async ({
  page,
}) => {
  await page.goto('/login');
  await submitSignIn(page, signer.email, signer.password);
  await expect(page).toHaveURL(/\/user-dashboard\/submit-idea$/);
  const cards = stepCards(page);
  await expect(cards.idea.getByRole('button', { name: 'Submit Idea' })).toBeDisabled();

  const { frame, documentId } = await openSigningFrame(page, signer);
  // The built-in page shows the versioned agreement, without the site's header and footer.
  await expect(
    frame.getByRole('heading', {
      level: 1,
      name: 'Invention Submission and Confidentiality Agreement',
    }),
  ).toBeVisible();
  await expect(frame.getByText('Version 2025-04')).toBeVisible();
  await expect(frame.getByRole('banner')).toHaveCount(0);
  await expect(frame.getByRole('contentinfo')).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('pendingSigningDocumentId'))).toBe(
    documentId,
  );

  // 'Sign' checks the form first, with the server's own words.
  await frame.getByRole('button', { name: 'Sign', exact: true }).click();
  await expect(frame.getByText('Please agree to sign electronically.').first()).toBeVisible();
  await expect(frame.getByLabel('I agree to sign this agreement electronically')).toBeFocused();

  await frame.getByLabel('I agree to sign this agreement electronically').check();
  await frame.getByLabel('Type your full name').fill(signer.fullName);
  await drawSignature(page, frame);
  await expect(frame.getByText('recorded as Signed as inventor')).toBeVisible();
  // Signing asks who is signing again, even mid-session (21 CFR 11.200): a wrong password is
  // refused on its field, and nothing is signed.
  await frame.getByLabel('Your password').fill('not-the-password');
  await frame.getByRole('button', { name: 'Sign', exact: true }).click();
  await expect(frame.getByText('The password is not right.')).toBeVisible();
  await expect(frame.getByLabel('Your password')).toBeFocused();
  expect((await (await page.request.get('/api/me')).json()).profile.signature).not.toBe('signed');
  await frame.getByLabel('Your password').fill(signer.password);
  await frame.getByRole('button', { name: 'Sign', exact: true }).click();

  await expect(page).toHaveURL(/\/thank-you$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Thank You for Your Submission' }),
  ).toBeVisible();

  // The browser keys of spec 02 §3: the document id kept, nothing pending.
  const stored = await page.evaluate(() => ({
    documentId: localStorage.getItem('boldsignDocumentId'),
    pending: localStorage.getItem('pendingSigningDocumentId'),
    lastUrl: localStorage.getItem('lastSigningUrl'),
    userData: JSON.parse(localStorage.getItem('userData') ?? 'null') as Record<string, unknown>,
  }));
  const me = await (await page.request.get('/api/me')).json();
  expect(me.profile).toMatchObject({ signature: 'signed', fullName: signer.fullName });
  agreementId = me.profile.agreementId;
  expect(stored).toEqual({
    documentId,
    pending: null,
    lastUrl: null,
    userData: expect.objectContaining({
      signature: 'signed',
      agreementId,
      boldsignDocumentId: documentId,
    }),
  });

  await page.getByRole('link', { name: 'Go to Dashboard' }).click();
  await expect(page).toHaveURL(/\/user-dashboard\/submit-idea$/);
  await expect(cards.agreement.getByText('Completed', { exact: true })).toBeVisible();
  await expect(cards.agreement.getByRole('button', { name: 'Sign Agreement' })).toHaveCount(0);
  await expect(cards.idea.getByRole('button', { name: 'Submit Idea' })).toBeEnabled();

  const downloading = page.waitForEvent('download');
  await cards.agreement.getByRole('button', { name: 'Download Signed Agreement' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`agreement_${documentId.slice(0, 8)}.pdf`);
  await expect(page.getByText('Download Complete', { exact: true })).toBeVisible();
  signedPdf = await readFile((await download.path())!);

  const { text: pages } = await extractText(await getDocumentProxy(new Uint8Array(signedPdf)), {
    mergePages: false,
  });
  const flat = pages.map((page) => page.replace(/\s+/g, ' '));
  for (const fact of [signer.fullName, signer.jobTitle, 'version 2025-04']) {
    expect(flat.join(' ')).toContain(fact);
  }
  // The certificate page names this document and the SHA-256 of the exact agreement text signed.
  const certificate = flat.at(-1)!;
  expect(certificate).toContain('Certificate of Electronic Signature');
  expect(certificate).toContain('Signed as inventor: agreed to the terms of this agreement');
  expect(certificate).toContain('Password re-entered at signing');
  expect(certificate).toContain(`Document ID ${documentId}`);
  expect(certificate).toContain(
    `SHA-256 of the agreement text ${agreementTemplate('2025-04').sha256}`,
  );
});

test('an admin downloads the same agreement', async ({ page }) => {
  expect(signedPdf, 'the signer downloaded the agreement first').not.toBeNull();
  await page.goto('/login');
  await signInAdminOnPage(page);
  await expect(page).toHaveURL(/\/admin$/);
  const response = await page.request.get(`/api/agreements/${agreementId}/document`);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/pdf');
  // The same file, or its long-term copy if the portal has made one since: that begins with
  // the signed file, byte for byte.
  const body = Buffer.from(await response.body());
  expect(body.subarray(0, signedPdf!.length).equals(signedPdf!)).toBe(true);
});

test("another signed-in user may not download someone else's agreement", async ({ page }) => {
  expect(agreementId).not.toBe('');
  await page.goto('/login');
  await submitSignIn(page, other.email, other.password);
  await expect(page).toHaveURL(/\/user-dashboard\/submit-idea$/);
  const response = await page.request.get(`/api/agreements/${agreementId}/document`);
  // Answered as an agreement that does not exist: a guessed id confirms nothing.
  const missing = await page.request.get(`/api/agreements/${randomUUID()}/document`);
  expect(response.status()).toBe(404);
  // The same answer but for the id every request gets.
  const answer = async (r: typeof response) => {
    const { error } = (await r.json()) as { error: { requestId?: string } };
    expect(error.requestId).toBeTruthy();
    return { ...error, requestId: undefined };
  };
  expect(await answer(response)).toEqual(await answer(missing));
});
