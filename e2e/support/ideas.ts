import {
  expect,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
  test,
} from '@playwright/test';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { createVerifiedAccount, nextSetUpAddress } from './accounts';
import { E2E_BASE_URL } from './environment';

/** A 1×1 PNG, as the built-in signing page's drawn signature. */
const SIGNATURE_PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

export interface IdeaUser {
  email: string;
  password: string;
  fullName: string;
  jobTitle: string;
}

/**
 * Signs the invention agreement through the API with the built-in provider, in a request
 * context that is signed in as the user (the browser's own `page.request`, or a context made by
 * `signedInContext`): start signing, then sign as the signing page would.
 */
export async function signAgreementThroughApi(
  request: APIRequestContext,
  details: { fullName: string; jobTitle: string; password: string },
): Promise<{ documentId: string; agreementId: string }> {
  // Set-up, as separate people would do it: from an address of its own, so the journeys' own
  // signings stay within one address's limit.
  const started = await request.post('/api/agreements/signing', {
    headers: { origin: E2E_BASE_URL, 'x-forwarded-for': nextSetUpAddress() },
    data: { fullName: details.fullName, jobTitle: details.jobTitle },
  });
  expect(started.status(), await started.text()).toBe(201);
  const { documentId } = (await started.json()) as { documentId: string };
  const signed = await request.post(`/api/signing/builtin/${encodeURIComponent(documentId)}/sign`, {
    headers: { origin: E2E_BASE_URL },
    data: {
      consent: true,
      typedName: details.fullName,
      signature: SIGNATURE_PNG,
      password: details.password,
    },
  });
  expect(signed.status(), await signed.text()).toBe(200);
  const { status, agreementId } = (await signed.json()) as {
    status: string;
    agreementId: string;
  };
  expect(status).toBe('signed');
  return { documentId, agreementId };
}

/**
 * A confirmed account that has signed the agreement, and a browser context signed in as it.
 * Signs in once through the API (sign-ins are rate limited), then hands the cookies to the
 * browser context.
 */
export async function signedInContext(
  browser: Browser,
  user: IdeaUser,
  { signAgreement = true }: { signAgreement?: boolean } = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: E2E_BASE_URL });
  await createVerifiedAccount(context.request, user.email, user.password);
  const signIn = await context.request.post('/api/auth/sign-in/email', {
    headers: { origin: E2E_BASE_URL, 'x-forwarded-for': nextSetUpAddress() },
    data: { email: user.email, password: user.password },
  });
  expect(signIn.status(), await signIn.text()).toBe(200);
  if (signAgreement) await signAgreementThroughApi(context.request, user);
  return context;
}

/**
 * One signed-in context for all of a spec file's tests: made before the first, closed after the
 * last. Call it at the top of the file and read the context through the returned function.
 */
export function signedInContextForFile(user: IdeaUser): () => BrowserContext {
  let context: BrowserContext | undefined;
  test.beforeAll(async ({ browser }) => {
    context = await signedInContext(browser, user);
  });
  test.afterAll(async () => {
    await context?.close();
  });
  return () => {
    if (!context) throw new Error('The signed-in context is made before the first test.');
    return context;
  };
}

/** A small PDF with the given text, made in the test. */
export async function makePdf(text: string): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([400, 200]);
  page.drawText(text, {
    x: 40,
    y: 100,
    size: 14,
    font: await pdf.embedFont(StandardFonts.Helvetica),
  });
  return Buffer.from(await pdf.save());
}

/** The bytes of a Windows executable (an MZ header and a PE signature), whatever it is named. */
export function executableBytes(): Buffer {
  const bytes = Buffer.alloc(1024);
  bytes.write('MZ', 0, 'latin1');
  bytes.writeUInt32LE(0x80, 0x3c);
  bytes.write('PE\0\0', 0x80, 'latin1');
  return bytes;
}

/** Opens the idea dialog from the Home tab's Step 2 card. */
export async function openIdeaDialog(page: Page, name = 'Submit Your Idea'): Promise<Locator> {
  await page
    .getByRole('region', { name: 'Submit Your Idea' })
    .getByRole('button', { name: 'Submit Idea', exact: true })
    .click();
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Fills in the idea dialog's title and description. */
export async function fillIdea(
  dialog: Locator,
  idea: { title: string; description: string },
): Promise<void> {
  await dialog.getByLabel('Title').fill(idea.title);
  await dialog.getByLabel('Description').fill(idea.description);
}

/** The row of My Submissions' table whose title is `title`. */
export function submissionRow(page: Page, title: string): Locator {
  return page
    .getByRole('table', { name: /Your submissions/ })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader').filter({ hasText: title }) });
}

/** The user's own submissions as the server has them. */
export async function listSubmissions(
  request: APIRequestContext,
): Promise<{ id: string; ideaTitle: string; status: string; attachmentName: string | null }[]> {
  const response = await request.get('/api/submissions');
  expect(response.status()).toBe(200);
  return ((await response.json()) as { submissions: never[] }).submissions;
}
