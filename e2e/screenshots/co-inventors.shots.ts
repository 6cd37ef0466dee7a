import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { uniqueEmail } from '../support/accounts';
import { sendIdea } from '../support/admin';
import { E2E_BASE_URL } from '../support/environment';
import {
  fillIdea,
  openIdeaDialog,
  signedInContext,
  signedInContextForFile,
  submissionRow,
} from '../support/ideas';
import { people } from '../support/people';
import { shoot, shootInView } from './shoot';

// Co-inventors: the idea form's Inventors section, the Co-inventions page with its attestation
// form (confirming and disputing), the answer once signed, the submitter's details, and a
// co-inventor's edit of a draft someone saved first.
test.describe.configure({ mode: 'serial' });

const inventor = { email: uniqueEmail('co-shots-submitter'), ...people.lenaPark };
const colleague = { email: uniqueEmail('co-shots-colleague'), ...people.omarHaddad };
const inventorContext = signedInContextForFile(inventor);
const title = 'Steerable microcatheter with a shape-memory tip';

/** The whole page from its top: a field focused further down leaves it scrolled. */
async function shootPage(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await shoot(page, name);
}

test('the Inventors section of the idea form', async () => {
  const page = await inventorContext().newPage();
  page.on('dialog', (dialog) => void dialog.accept());
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/user-dashboard/submit-idea');
  const dialog = await openIdeaDialog(page);
  await fillIdea(dialog, {
    title: 'Shape-memory tip, drafted',
    description: 'A nitinol tip that takes its set curve at body temperature.',
  });
  const inventors = dialog.getByRole('group', { name: 'Inventors' });
  await shootInView(inventors, 'co-inventors-form-empty');
  await inventors.getByRole('button', { name: 'Add a co-inventor' }).click();
  await inventors.getByLabel('Co-inventor 1 Name').fill(colleague.fullName);
  await inventors.getByLabel('Co-inventor 1 Email').fill(colleague.email);
  await inventors
    .getByLabel('Co-inventor 1 Affiliation (optional)')
    .fill('St. Elsewhere University Hospital');
  await inventors.getByLabel('Co-inventor 1 Contribution (%)').fill('30');
  await inventors.getByRole('button', { name: 'Add a co-inventor' }).click();
  await inventors.getByLabel('Co-inventor 2 Name').fill('Dr. Mara Quinn');
  await inventors.getByLabel('Co-inventor 2 Email').fill(colleague.email.toUpperCase());
  await inventors.getByLabel('Co-inventor 2 Contribution (%)').fill('20');
  await inventors.getByRole('checkbox', { name: 'Co-inventor 2 Lead inventor' }).check();
  // Refused as the server refuses it: the total, and an address listed twice.
  await dialog.getByRole('button', { name: 'Save as Draft' }).click();
  await expect(inventors.getByLabel('Your contribution (%)')).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await shootInView(inventors, 'co-inventors-form-refused');
  await inventors.getByLabel('Your contribution (%)').fill('50');
  await inventors.getByLabel('Co-inventor 2 Email').fill('mara.quinn@example.com');
  await expect(inventors.getByText('Total: 100%')).toBeVisible();
  await shootInView(inventors, 'co-inventors-form-filled');
  await shootInView(inventors, 'co-inventors-form-total', 'end');
  await page.close();
});

let colleagueContext: BrowserContext | undefined;
test.afterAll(async () => {
  await colleagueContext?.close();
});

test('the Co-inventions page, its attestation form, and the answer', async ({ browser }) => {
  const id = await sendIdea(inventorContext().request, {
    title,
    description: 'A nitinol tip that takes its set curve at body temperature.',
    inventors: {
      submitterShare: 60,
      submitterLead: true,
      coInventors: [
        {
          name: colleague.fullName,
          email: colleague.email,
          affiliation: 'St. Elsewhere University Hospital',
          share: 40,
        },
      ],
    },
  });
  colleagueContext = await signedInContext(browser, colleague);
  const page = await colleagueContext.newPage();
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/user-dashboard/co-inventions');
  await expect(page.getByRole('table', { name: /co-inventor/ })).toBeVisible();
  await shootPage(page, 'co-inventions-list');

  await page.goto(`/user-dashboard/co-inventions?submission=${id}`);
  const form = page.getByRole('form', { name: 'Attest or dispute' });
  await expect(form).toBeVisible();
  await shootPage(page, 'co-invention-attest');

  await form.getByRole('radio', { name: 'Something is wrong' }).check();
  await form.getByRole('radio', { name: 'My share is different' }).check();
  await form.getByRole('button', { name: 'Sign', exact: true }).click();
  await expect(form.getByLabel('Tell staff what is wrong')).toHaveAttribute('aria-invalid', 'true');
  await shootPage(page, 'co-invention-dispute-refused');

  await form.getByRole('radio', { name: 'I confirm' }).check();
  await form.getByLabel('Your password').fill(colleague.password);
  await form.getByRole('button', { name: 'Sign', exact: true }).click();
  await expect(page.getByText('Attestation Signed', { exact: true })).toBeVisible();
  await shootPage(page, 'co-invention-answered');
  await page.close();

  const own = await inventorContext().newPage();
  await own.emulateMedia({ reducedMotion: 'reduce' });
  await own.goto('/user-dashboard/my-submissions');
  await expect(submissionRow(own, title).getByText('2 of 2 inventors confirmed')).toBeVisible();
  await shootPage(own, 'co-inventors-my-submissions');
  await submissionRow(own, title).getByRole('button', { name: /^View/ }).click();
  const details = own.getByRole('dialog', { name: title });
  await shootInView(details.getByRole('list', { name: 'Inventors' }), 'co-inventors-details');
  await own.close();
});

test('a co-inventor editing a draft, and a save someone made first', async () => {
  const draftId = crypto.randomUUID();
  const request = inventorContext().request;
  const headers = { origin: E2E_BASE_URL };
  const ideaTitle = 'Radiopaque marker bands';
  await request.post('/api/submissions', {
    headers,
    data: {
      id: draftId,
      status: 'draft',
      ideaTitle,
      ideaDescription: 'Platinum bands at both ends.',
      inventors: {
        submitterShare: 50,
        coInventors: [{ name: colleague.fullName, email: colleague.email, share: 50 }],
      },
    },
  });
  const page = await colleagueContext!.newPage();
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(`/user-dashboard/submit-idea?edit=${draftId}`);
  const dialog = page.getByRole('dialog', { name: 'Edit Draft' });
  await shootInView(dialog.getByRole('group', { name: 'Inventors' }), 'co-inventors-read-only');

  await request.patch(`/api/submissions/${draftId}`, {
    headers,
    data: { ideaTitle, ideaDescription: 'Platinum bands, 1 mm wide.', version: 1 },
  });
  await dialog.getByLabel('Description').fill('Platinum-iridium bands at both ends.');
  await dialog.getByRole('button', { name: 'Update Draft' }).click();
  const notice = dialog.getByRole('alert').filter({ hasText: 'Your changes were not saved.' });
  await notice.getByText('Your unsaved text').click();
  await shootInView(notice, 'co-inventors-stale-draft');
  await page.close();
});
