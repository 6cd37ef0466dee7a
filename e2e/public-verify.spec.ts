import { expect, test, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { verificationSchema, verificationTexts } from '#common/verification';
import { uniqueEmail } from './support/accounts';
import { expectNoViolations } from './support/axe';
import { E2E_BASE_URL } from './support/environment';
import {
  bundleWithEntryChanged,
  sentAndCertified,
  withOneByteChanged,
  type IssuedEvidence,
} from './support/evidence';
import { makePdf, signedInContextForFile } from './support/ideas';
import { people } from './support/people';

// /verify is open to anyone: an inventor's documents are checked here from a browser that has
// never signed in.

const inventor = { email: uniqueEmail('verify'), ...people.maraQuinn };
const signedIn = signedInContextForFile(inventor);

let evidence: IssuedEvidence;
let visitor: BrowserContext;
test.beforeAll(async ({ browser }) => {
  evidence = await sentAndCertified(signedIn().request, {
    title: `Flow diverter with a radiopaque braid ${Date.now()}`,
    description: 'A braid that shows under fluoroscopy how far the diverter has opened.',
  });
  visitor = await browser.newContext({ baseURL: E2E_BASE_URL });
});
test.afterAll(() => visitor?.close());

const GENUINE_BUNDLE =
  /^This is disclosure [0-9a-f]{8}, sent \d{4}-\d{2}-\d{2} \d{2}:\d{2}(:\d{2})? UTC, certified by Trusted Test TSA at .+ UTC; the agreement [\w-]{8} was signed on \d{4}-\d{2}-\d{2}(; the audit chain held at .+ UTC)?\.$/;

type Upload = { name: string; mimeType: string; buffer: Buffer };
const zip = (name: string, buffer: Buffer): Upload => ({
  name,
  mimeType: 'application/zip',
  buffer,
});
const pdf = (name: string, buffer: Buffer): Upload => ({
  name,
  mimeType: 'application/pdf',
  buffer,
});

async function openVerify(path = '/verify'): Promise<Page> {
  const page = await visitor.newPage();
  await page.goto(path);
  await expect(
    page.getByRole('heading', { level: 1, name: verificationTexts.heading }),
  ).toBeVisible();
  return page;
}

const picker = (page: Page) => page.getByLabel('Drop files here, or choose them');
const result = (page: Page) => page.getByRole('status').filter({ has: page.getByRole('heading') });

/** Chooses the files, presses Check and answers the live region once it holds a verdict. */
async function check(page: Page, files: Upload[]): Promise<Locator> {
  await picker(page).setInputFiles(files);
  const chosen = page.getByRole('list', { name: 'Chosen files' });
  for (const file of files) await expect(chosen).toContainText(file.name);
  const answered = page.waitForResponse(
    (r) => r.url() === `${E2E_BASE_URL}/api/verify` && r.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Check', exact: true }).click();
  const response = await answered;
  expect(response.status(), await response.text()).toBe(200);
  // Checked without the visitor's session: no cookie goes with it.
  expect(await response.request().headerValue('cookie')).toBeNull();
  return result(page);
}

const verdict = (region: Locator, name: string) =>
  expect(region.getByRole('heading', { level: 2, name })).toBeVisible();

test('the evidence bundle as downloaded is genuine, with its references, times and hashes', async () => {
  const page = await openVerify();
  const region = await check(page, [zip(`evidence-${evidence.id}.zip`, evidence.bundle)]);
  await verdict(region, verificationTexts.genuine);
  await expect(region.getByText(GENUINE_BUNDLE)).toBeVisible();
  const record = page.getByRole('region', { name: 'The record' });
  await expect(record.getByRole('definition').first()).toHaveText('Evidence bundle');
  await expect(record).toContainText(evidence.id.slice(0, 8));
  await expect(record).toContainText('By Trusted Test TSA');
  await expect(
    record.getByRole('button', { name: 'Show the full SHA-256 of the submission manifest' }),
  ).toBeVisible();
  const files = page.getByRole('region', { name: 'Files checked' });
  await expect(files).toContainText('disclosure.pdf');
  await expect(files).toContainText('agreement/agreement.pdf');
  // Nothing of the idea or of a person is shown.
  await expect(page.getByRole('main')).not.toContainText('Flow diverter');
  await expect(page.getByRole('main')).not.toContainText(people.maraQuinn.fullName);
  await expect(page.getByRole('region', { name: 'What does not match' })).toHaveCount(0);
  await expectNoViolations(page);
  await page.close();
});

test('the bundle with one byte changed in the agreement is altered, naming that file', async () => {
  const altered = await bundleWithEntryChanged(evidence.bundle, '/agreement/agreement.pdf');
  const page = await openVerify();
  const region = await check(page, [zip(`evidence-${evidence.id}.zip`, altered)]);
  await verdict(region, verificationTexts.altered);
  await expect(region).toContainText('agreement/agreement.pdf does not match what was issued');
  const mismatches = page
    .getByRole('region', { name: 'What does not match' })
    .getByRole('listitem');
  await expect(mismatches).toHaveCount(1);
  await expect(mismatches).toContainText('agreement/agreement.pdf');
  await expect(mismatches).toContainText('Changed since it was issued');
  await expectNoViolations(page);
  await page.close();
});

test('disclosure.pdf alone is genuine, and altered with one byte changed', async () => {
  const page = await openVerify();
  let region = await check(page, [pdf('disclosure.pdf', evidence.disclosurePdf)]);
  await verdict(region, verificationTexts.genuine);
  await expect(region).toContainText(`This is disclosure ${evidence.id.slice(0, 8)}`);
  await expect(page.getByRole('region', { name: 'The record' })).toContainText(
    evidence.disclosureCode,
  );

  // The chosen file is taken off before the next is chosen.
  await page.getByRole('button', { name: 'Remove disclosure.pdf' }).click();
  await expect(picker(page)).toBeFocused();
  region = await check(page, [pdf('disclosure.pdf', withOneByteChanged(evidence.disclosurePdf))]);
  await verdict(region, verificationTexts.altered);
  await expect(region).toContainText(`This claims to be disclosure ${evidence.id.slice(0, 8)}`);
  await expect(
    page.getByRole('region', { name: 'What does not match' }).getByRole('listitem'),
  ).toContainText(['disclosure.pdf']);
  await page.close();
});

test('the sealed agreement is genuine, and a PDF from elsewhere was not issued here', async () => {
  const page = await openVerify();
  let region = await check(page, [pdf('agreement.pdf', evidence.agreementPdf)]);
  await verdict(region, verificationTexts.genuine);
  await expect(
    region.getByText(
      /^This is agreement [\w-]{8}, signed on \d{4}-\d{2}-\d{2}, certified by Trusted Test TSA at .+ UTC/,
    ),
  ).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'The record' }).getByRole('definition').first(),
  ).toHaveText('Signed agreement');

  await page.getByRole('button', { name: 'Remove agreement.pdf' }).click();
  region = await check(page, [pdf('invoice.pdf', await makePdf('An invoice from elsewhere'))]);
  await verdict(region, verificationTexts.notIssued);
  await expect(region).toContainText('This file was not issued by this portal.');
  await expectNoViolations(page);
  await page.close();
});

test("the agreement's long-term copy is genuine, and says which revision it is", async () => {
  const request = signedIn().request;
  const { profile } = (await (await request.get('/api/me')).json()) as {
    profile: { agreementId: string };
  };
  // The portal makes it soon after signing (a queue): the download is then that copy, which
  // begins with the file as signed.
  let longTerm = Buffer.alloc(0);
  await expect
    .poll(
      async () => {
        const response = await request.get(`/api/agreements/${profile.agreementId}/document`);
        longTerm = Buffer.from(await response.body());
        return longTerm.length > evidence.agreementPdf.length;
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  expect(longTerm.subarray(0, evidence.agreementPdf.length).equals(evidence.agreementPdf)).toBe(
    true,
  );
  const page = await openVerify();
  const region = await check(page, [pdf('agreement.pdf', longTerm)]);
  await verdict(region, verificationTexts.genuine);
  await expect(region).toContainText(
    /this copy is its long-term revision 1, with a document timestamp by Trusted Test TSA at/,
  );
  await expect(page.getByRole('region', { name: 'The record' })).toContainText(
    /Long-term copy\s*Revision 1, timestamped by Trusted Test TSA/,
  );
  await expectNoViolations(page);
  await page.close();
});

test('the code printed on disclosure.pdf opens its record, as its QR code does', async () => {
  const page = await openVerify(`/verify?code=${evidence.disclosureCode}`);
  const region = result(page);
  await verdict(region, verificationTexts.genuine);
  await expect(region).toContainText(`This is disclosure ${evidence.id.slice(0, 8)}`);
  await expect(page.getByRole('region', { name: 'The record' })).toContainText(
    evidence.disclosureCode,
  );
  await expectNoViolations(page);

  // Typed in another hand: lower case, no hyphen. An unknown code is said to be unknown.
  const field = page.getByLabel('Verification code');
  await expect(field).toHaveValue(evidence.disclosureCode);
  await field.fill('0000000000');
  await page.getByRole('button', { name: 'Look up' }).click();
  await expect(result(page).getByRole('heading', { name: 'Unknown code' })).toBeVisible();
  await expect(result(page)).toContainText(verificationTexts.unknownCode);
  await expect(page).toHaveURL(`${E2E_BASE_URL}/verify?code=0000000000`);
  await field.fill(evidence.disclosureCode.replace('-', '').toLowerCase());
  await page.getByRole('button', { name: 'Look up' }).click();
  await verdict(result(page), verificationTexts.genuine);
  await expect(page).toHaveURL(
    `${E2E_BASE_URL}/verify?code=${evidence.disclosureCode.replace('-', '')}`,
  );

  await field.fill('not a code');
  await page.getByRole('button', { name: 'Look up' }).click();
  await expect(field).toHaveAccessibleDescription(/A verification code is 10 letters and digits/);
  await page.close();
});

test('inside the app, the footer leads to the same page, which looks a code up', async () => {
  const page = await signedIn().newPage();
  await page.goto('/user-dashboard/settings');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Check a document' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: verificationTexts.heading }),
  ).toBeVisible();
  await page.getByLabel('Verification code').fill(evidence.disclosureCode);
  await page.getByRole('button', { name: 'Look up' }).click();
  await verdict(result(page), verificationTexts.genuine);
  await expect(page).toHaveURL(
    `${E2E_BASE_URL}/verify?code=${evidence.disclosureCode.replace('-', '')}`,
  );
  await page.close();
});

test('the API answers anyone without a session, with JSON', async ({ playwright }) => {
  const anonymous = await playwright.request.newContext({ baseURL: E2E_BASE_URL });
  const response = await anonymous.post('/api/verify', {
    multipart: {
      file: {
        name: 'disclosure.pdf',
        mimeType: 'application/pdf',
        buffer: evidence.disclosurePdf,
      },
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^application\/json/);
  const answer = verificationSchema.parse(await response.json());
  expect(answer).toMatchObject({ verdict: 'genuine', kind: 'disclosure-pdf' });
  expect(answer.issued?.code).toBe(evidence.disclosureCode.replace('-', ''));

  const byCode = await anonymous.get(`/api/verify/${evidence.disclosureCode}`);
  expect(byCode.status()).toBe(200);
  expect(verificationSchema.parse(await byCode.json()).verdict).toBe('genuine');
  expect((await anonymous.get('/api/verify/0000000000')).status()).toBe(404);
  await anonymous.dispose();
});

test('the page is used with the keyboard alone, and a file can be dropped on it', async () => {
  const page = await openVerify();
  const input = picker(page);
  // The picker is reached with Tab, and Enter opens it.
  for (let i = 0; i < 40 && !(await input.evaluate((el) => el === document.activeElement)); i++)
    await page.keyboard.press('Tab');
  await expect(input).toBeFocused();
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    page.keyboard.press('Enter'),
  ]);
  expect(chooser.isMultiple()).toBe(true);
  await chooser.setFiles(pdf('disclosure.pdf', evidence.disclosurePdf));
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Remove disclosure.pdf' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Check', exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await verdict(result(page), verificationTexts.genuine);
  // From the button, the next stop is in the answer.
  await page.keyboard.press('Tab');
  await expect(page.locator(':focus')).toHaveAccessibleName(/^Show the full /);

  // Nothing chosen: the check is refused before anything is sent, on the field.
  await page.getByRole('button', { name: 'Remove disclosure.pdf' }).click();
  await page.getByRole('button', { name: 'Check', exact: true }).click();
  await expect(input).toHaveAccessibleDescription(new RegExp(verificationTexts.noFile));
  await expect(input).toBeFocused();

  // Dropped on the zone, the bundle is listed as if chosen.
  const transfer = await page.evaluateHandle((base64) => {
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const data = new DataTransfer();
    data.items.add(new File([bytes], 'evidence.zip', { type: 'application/zip' }));
    return data;
  }, evidence.bundle.toString('base64'));
  const zone = page.getByTestId('verify-drop-zone');
  await zone.dispatchEvent('dragover', { dataTransfer: transfer });
  await zone.dispatchEvent('drop', { dataTransfer: transfer });
  await expect(page.getByRole('list', { name: 'Chosen files' })).toContainText('evidence.zip');
  await expect(input).not.toHaveAttribute('aria-invalid');

  // Two documents are one too many, before anything is sent.
  await input.setInputFiles(pdf('disclosure.pdf', evidence.disclosurePdf));
  await page.getByRole('button', { name: 'Check', exact: true }).click();
  await expect(input).toHaveAccessibleDescription(
    new RegExp(verificationTexts.tooManyFiles.replace(/[.()]/g, '\\$&')),
  );
  await expectNoViolations(page);
  await page.close();
});

test('a refusal is told in plain words, with the wait of a limit', async () => {
  const page = await openVerify();
  await page.route('**/api/verify', (route) =>
    route.fulfill({
      status: 429,
      headers: { 'retry-after': '42', 'content-type': 'application/json' },
      body: JSON.stringify({
        error: {
          code: 'rate_limited',
          message: 'Too many checks from this address.',
          requestId: 'r1',
        },
      }),
    }),
  );
  await picker(page).setInputFiles(pdf('disclosure.pdf', evidence.disclosurePdf));
  await page.getByRole('button', { name: 'Check', exact: true }).click();
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Too many checks');
  await expect(alert).toContainText('You can check again in 42 seconds.');
  await expectNoViolations(page);
  await page.close();
});

test('the page works on a phone, and a signed-in inventor’s session stays behind', async () => {
  // check() sees that no cookie went with the files, though this browser has a session.
  const page = await signedIn().newPage();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/verify');
  const region = await check(page, [zip('evidence.zip', evidence.bundle)]);
  await verdict(region, verificationTexts.genuine);
  // Nothing is wider than the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoViolations(page);
  await page.close();
});
