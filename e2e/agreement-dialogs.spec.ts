import { expect, test, type Page } from '@playwright/test';
import {
  createVerifiedAccount,
  submitSignIn,
  uniqueEmail,
  withSetUpRequest,
} from './support/accounts';
import { openSigningFrame, stepCards } from './support/agreements';

const user = { email: uniqueEmail('dialogs'), password: 'Coil-Embolization-42' };

test.beforeAll(({ playwright }) =>
  withSetUpRequest(playwright.request, (request) =>
    createVerifiedAccount(request, user.email, user.password),
  ),
);

async function signIn(page: Page) {
  await page.goto('/login');
  await submitSignIn(page, user.email, user.password);
  await expect(page).toHaveURL(/\/user-dashboard\/submit-idea$/);
}

const isCompleteCall = (url: string) => /\/api\/agreements\/signing\/[^/]+\/complete$/.test(url);

declare global {
  interface Window {
    /** Completion checks the page has started, counted as it starts them. */
    __completeCalls: number;
  }
}

test("the details dialog asks for both fields with 'Missing Information'", async ({ page }) => {
  await signIn(page);
  const signButton = stepCards(page).agreement.getByRole('button', { name: 'Sign Agreement' });
  await signButton.click();
  const dialog = page.getByRole('dialog', { name: 'Agreement Details' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Full Name')).toBeFocused();

  await dialog.getByLabel('Full Name').fill('   ');
  await dialog.getByLabel('Job Title').fill('Interventional Neuroradiologist');
  await dialog.getByRole('button', { name: 'Continue to Signing' }).click();
  // Said once, on the field that is missing, and read with it.
  await expect(dialog.getByLabel('Full Name')).toHaveAccessibleDescription(
    'Missing Information: Please provide your full name and job title.',
  );
  await expect(dialog.getByLabel('Full Name')).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByLabel('Job Title')).not.toHaveAttribute('aria-invalid');
  await expect(dialog.getByLabel('Full Name')).toBeFocused();
  await expect(dialog).toBeVisible();

  // Cancel closes it and gives the focus back to the button that opened it.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(signButton).toBeFocused();
});

test('forged completion messages and events change nothing without a signed document', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const fetchOriginal = window.fetch.bind(window);
    window.__completeCalls = 0;
    window.fetch = (input, init) => {
      if (/\/complete$/.test(String(input))) window.__completeCalls += 1;
      return fetchOriginal(input, init);
    };
  });
  await signIn(page);
  const cards = stepCards(page);
  const completeCalls: string[] = [];
  page.on('request', (request) => {
    if (isCompleteCall(request.url())) completeCalls.push(request.url());
  });

  // The dashboard has drawn its cards, so it is listening for the event.
  await expect(cards.agreement.getByRole('button', { name: 'Sign Agreement' })).toBeVisible();

  // An event naming a document that is not the user's: the server knows nothing of it.
  let checked = page.waitForResponse((response) => isCompleteCall(response.url()));
  await page.evaluate(() =>
    window.dispatchEvent(
      new CustomEvent('agreement-signed', { detail: { documentId: 'forged-document-0001' } }),
    ),
  );
  expect((await checked).status()).toBe(404);
  await expect(page.getByText('No document ID found. Please try again.').first()).toBeVisible();

  const { documentId } = await openSigningFrame(page, {
    fullName: 'Dr. Sam Reyes',
    jobTitle: 'Stroke Neurologist',
  });

  // The frame's message is checked with the provider, which has no signature.
  const signingFrame = page.frames().find((frame) => frame.url().includes('/signing/'))!;
  checked = page.waitForResponse((response) => isCompleteCall(response.url()));
  await signingFrame.evaluate(
    (id) =>
      window.parent.postMessage(
        { type: 'agreement-signed', status: 'Signed', documentId: id, agreementId: null },
        window.location.origin,
      ),
    documentId,
  );
  expect(await (await checked).json()).toEqual({ status: 'viewed', agreementId: null });
  await expect(page.getByText('Signing Incomplete', { exact: true }).first()).toBeVisible();
  await expect(page.getByText("We couldn't verify your signature...").first()).toBeVisible();
  // Toasts are hidden from screen readers behind a modal dialog: the dialog says it too.
  await expect(
    page.getByRole('dialog', { name: 'Sign the Inventions Agreement' }).getByRole('alert'),
  ).toHaveText("Signing Incomplete: We couldn't verify your signature...");

  // The window event with the real document id: checked again, still not signed.
  checked = page.waitForResponse((response) => isCompleteCall(response.url()));
  await page.evaluate(
    (id) =>
      window.dispatchEvent(new CustomEvent('agreement-signed', { detail: { documentId: id } })),
    documentId,
  );
  expect(await (await checked).json()).toEqual({ status: 'viewed', agreementId: null });

  // A message from the page itself, not from the signing frame, is not even checked. A second
  // message marks when the first has been handled (messages arrive in order).
  const callsBefore = await page.evaluate(() => window.__completeCalls);
  await page.evaluate(
    (id) =>
      new Promise<void>((resolve) => {
        window.addEventListener('message', function barrier(event) {
          if (event.data !== 'barrier') return;
          window.removeEventListener('message', barrier);
          resolve();
        });
        window.postMessage(
          { type: 'agreement-signed', status: 'Signed', documentId: id },
          window.location.origin,
        );
        window.postMessage('barrier', window.location.origin);
      }),
    documentId,
  );
  expect(await page.evaluate(() => window.__completeCalls)).toBe(callsBefore);
  expect(completeCalls).toHaveLength(3);

  await page.getByRole('button', { name: 'Close signing' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(cards.agreement.getByRole('button', { name: 'Sign Agreement' })).toBeFocused();
  await expect(cards.agreement.getByText('Completed', { exact: true })).toHaveCount(0);
  await expect(cards.idea.getByRole('button', { name: 'Submit Idea' })).toBeDisabled();

  // The next visit asks about the pending document quietly; it is still not signed.
  checked = page.waitForResponse((response) => isCompleteCall(response.url()));
  await page.reload();
  expect(await (await checked).json()).toEqual({ status: 'viewed', agreementId: null });
  await expect(cards.agreement.getByRole('button', { name: 'Sign Agreement' })).toBeVisible();

  const state = await page.evaluate(() => ({
    pending: localStorage.getItem('pendingSigningDocumentId'),
    signature: (JSON.parse(localStorage.getItem('userData') ?? '{}') as { signature?: unknown })
      .signature,
  }));
  expect(state).toEqual({ pending: documentId, signature: null });
  const me = await (await page.request.get('/api/me')).json();
  expect(me.profile).toMatchObject({ signature: null, agreementId: null });
});
