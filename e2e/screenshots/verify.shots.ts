import { expect, test } from '@playwright/test';
import { uniqueEmail } from '../support/accounts';
import { E2E_BASE_URL } from '../support/environment';
import { bundleWithEntryChanged, sentAndCertified } from '../support/evidence';
import { signedInContext } from '../support/ideas';
import { people } from '../support/people';
import { shoot } from './shoot';

// The public /verify page: empty, with a genuine bundle's record, and with an altered one.
test('verify', async ({ browser }) => {
  const inventor = await signedInContext(browser, {
    email: uniqueEmail('verify-shots'),
    ...people.lenaPark,
  });
  const evidence = await sentAndCertified(inventor.request, {
    title: 'Aspiration catheter with a pressure sensor',
    description: 'A sensor at the tip tells when the clot is engaged.',
  });
  // The agreement's long-term copy, once the portal has made it.
  const { profile } = (await (await inventor.request.get('/api/me')).json()) as {
    profile: { agreementId: string };
  };
  let longTerm = Buffer.alloc(0);
  await expect
    .poll(
      async () => {
        const response = await inventor.request.get(
          `/api/agreements/${profile.agreementId}/document`,
        );
        longTerm = Buffer.from(await response.body());
        return /DocTimeStamp/.test(longTerm.toString('latin1'));
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  await inventor.close();

  const visitor = await browser.newContext({ baseURL: E2E_BASE_URL });
  const page = await visitor.newPage();
  await page.goto('/verify');
  await page.locator('[data-island="verify-tool"]:not([inert])').waitFor();
  await shoot(page, 'verify-empty');

  const check = async (buffer: Buffer, heading: string) => {
    await page.getByLabel('Drop files here, or choose them').setInputFiles({
      name: `evidence-${evidence.id}.zip`,
      mimeType: 'application/zip',
      buffer,
    });
    await page.getByRole('button', { name: 'Check', exact: true }).click();
    await page.getByRole('status').getByRole('heading', { name: heading }).waitFor();
    await page.evaluate(() => window.scrollTo(0, 0));
  };
  await check(evidence.bundle, 'Genuine');
  await shoot(page, 'verify-genuine');

  await page.getByRole('button', { name: `Remove evidence-${evidence.id}.zip` }).click();
  await check(await bundleWithEntryChanged(evidence.bundle, '/agreement/agreement.pdf'), 'Altered');
  await shoot(page, 'verify-altered');

  await page.getByRole('button', { name: /^Remove / }).click();
  await page.getByLabel('Drop files here, or choose them').setInputFiles({
    name: 'agreement.pdf',
    mimeType: 'application/pdf',
    buffer: longTerm,
  });
  await page.getByRole('button', { name: 'Check', exact: true }).click();
  await page.getByRole('status').getByRole('heading', { name: 'Genuine' }).waitFor();
  await page.evaluate(() => window.scrollTo(0, 0));
  await shoot(page, 'verify-long-term');

  await page.goto(`/verify?code=${evidence.disclosureCode}`);
  await page.getByRole('status').getByRole('heading', { name: 'Genuine' }).waitFor();
  await page.evaluate(() => window.scrollTo(0, 0));
  await shoot(page, 'verify-code');
  await visitor.close();
});
