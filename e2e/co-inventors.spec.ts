import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { runVerifySteps, verifySteps } from '#server/test/verify-steps';
import { attestationMeaning, inventorMessages } from '#common/co-inventors';
import { registerOnPage, submitSignIn, uniqueEmail, waitForLink } from './support/accounts';
import { adminContext } from './support/admin';
import { expectNoViolations } from './support/axe';
import { E2E_BASE_URL } from './support/environment';
import {
  fillIdea,
  openIdeaDialog,
  signAgreementThroughApi,
  signedInContextForFile,
  submissionRow,
} from './support/ideas';
import { people } from './support/people';

// An inventor lists a colleague who has no account yet; the colleague registers, reads the idea
// from their invitation and confirms their part with a signature. The steps build on each other.
test.describe.configure({ mode: 'serial' });

const inventor = { email: uniqueEmail('co-submitter'), ...people.lenaPark };
const colleague = { email: uniqueEmail('co-inventor'), ...people.omarHaddad };
const inventorContext = signedInContextForFile(inventor);
const idea = {
  title: 'Steerable microcatheter with a shape-memory tip',
  description: 'A nitinol tip that takes its set curve at body temperature.',
};

let colleagueContext: BrowserContext | undefined;
test.beforeAll(async ({ browser }) => {
  colleagueContext = await browser.newContext({ baseURL: E2E_BASE_URL });
});
test.afterAll(async () => {
  await colleagueContext?.close();
});
/** The colleague's browser, signed in once they have registered. */
const colleaguePage = () => colleagueContext!.newPage();

/** The link of the colleague's newest mail about the idea, and the reference it carries. */
let invitation = { link: '', reference: '' };

/** The attestation form of the idea open in `page`. */
const attestation = (page: Page) => page.getByRole('form', { name: 'Attest or dispute' });

test('an inventor lists a co-inventor with no account on a draft, and sends it', async () => {
  const page = await inventorContext().newPage();
  await page.goto('/user-dashboard/submit-idea');
  const dialog = await openIdeaDialog(page);
  await fillIdea(dialog, idea);

  const inventors = dialog.getByRole('group', { name: 'Inventors' });
  const own = inventors.getByLabel('Your contribution (%)');
  const total = inventors.getByRole('status').filter({ hasText: 'Total' });
  await expect(own).toHaveValue('100');
  await expect(total).toHaveText('Total: 100%');
  await inventors.getByRole('button', { name: 'Add a co-inventor' }).click();
  await expect(inventors.getByLabel('Co-inventor 1 Name')).toBeFocused();
  await inventors.getByLabel('Co-inventor 1 Name').fill(colleague.fullName);
  await inventors.getByLabel('Co-inventor 1 Email').fill(colleague.email);
  await inventors
    .getByLabel('Co-inventor 1 Affiliation (optional)')
    .fill('St. Elsewhere University Hospital');
  await inventors.getByLabel('Co-inventor 1 Contribution (%)').fill('40');
  await expect(total).toHaveText('Total: 140% (the contributions must add up to 100%)');

  // The server's rule, with its words, on the field it names, before anything is sent.
  await dialog.getByRole('button', { name: 'Save as Draft' }).click();
  await expect(own).toHaveAccessibleDescription(inventorMessages.sharesNot100(140));
  await expect(own).toBeFocused();
  await own.fill('60');
  await expect(total).toHaveText('Total: 100%');
  await inventors.getByRole('checkbox', { name: 'Lead inventor', exact: true }).check();
  await dialog.getByRole('button', { name: 'Save as Draft' }).click();
  await expect(page.getByText('Draft Saved', { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();

  // Listed on a draft, the colleague is invited to read it.
  const draftLink = await waitForLink(colleague.email, '/user-dashboard/co-inventions');

  await page.goto('/user-dashboard/my-submissions');
  const row = submissionRow(page, idea.title);
  await expect(row.getByText('1 of 2 inventors confirmed')).toBeVisible();
  await row.getByRole('button', { name: /^Submit/ }).click();
  await page
    .getByRole('alertdialog', { name: 'Submit Draft' })
    .getByRole('button', { name: 'Submit', exact: true })
    .click();
  await expect(page.getByText('Idea Submitted', { exact: true })).toBeVisible();
  await expect(row.locator('[data-status="pending"]')).toBeVisible();

  // Sent, the idea asks them to confirm their part, at the same address.
  const link = await waitForLink(colleague.email, '/user-dashboard/co-inventions', { count: 2 });
  expect(link).toBe(draftLink);
  const id = new URL(link).searchParams.get('submission')!;
  invitation = { link, reference: id.slice(0, 8) };

  // The details show who is listed, and that the colleague has not answered.
  await row.getByRole('button', { name: /^View/ }).click();
  const details = page.getByRole('dialog', { name: idea.title });
  const listed = details.getByRole('list', { name: 'Inventors' });
  await expect(listed.getByRole('listitem')).toHaveCount(2);
  await expect(listed.getByRole('listitem').nth(1)).toContainText(colleague.fullName);
  await expect(listed.getByRole('listitem').nth(1)).toContainText('Invited, not yet answered');
  await page.close();
});

test('the co-inventor registers, signs the agreement and opens the idea from the mail', async () => {
  const page = await colleaguePage();
  await registerOnPage(page, colleague.email, colleague.password);
  await page.goto(await waitForLink(colleague.email, '/auth/callback'));
  await expect(page).toHaveURL(/\/login$/);
  await submitSignIn(page, colleague.email, colleague.password);
  await expect(page).toHaveURL(/\/user-dashboard\/submit-idea$/);
  await signAgreementThroughApi(page.request, colleague);

  await page.goto(invitation.link);
  await expect(page.getByRole('heading', { level: 2, name: idea.title })).toBeFocused();
  const form = attestation(page);
  await expect(form).toContainText(attestationMeaning(invitation.reference, 40));
  await expect(form.getByRole('radio', { name: 'I confirm' })).toBeChecked();
  await expectNoViolations(page);

  // The idea itself, as its submitter's details show it.
  await page.getByRole('button', { name: 'Read the disclosure' }).click();
  const details = page.getByRole('dialog', { name: idea.title });
  await expect(details.getByText(idea.description)).toBeVisible();
  await details.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Read the disclosure' })).toBeFocused();

  // Among their co-inventions, waiting for their answer.
  await page.getByRole('link', { name: 'All co-inventions' }).click();
  const row = page
    .getByRole('table', { name: /co-inventor/ })
    .getByRole('row')
    .filter({ hasText: idea.title });
  await expect(row).toContainText(inventor.fullName);
  await expect(row).toContainText('40%');
  await expect(row).toContainText('Waiting for your answer');
  await expectNoViolations(page);
  await page.close();
});

test('a wrong password is said on the password field, and nothing is signed', async () => {
  const page = await colleaguePage();
  await page.goto(invitation.link);
  const form = attestation(page);
  const password = form.getByLabel('Your password');
  await password.fill('Not-My-Password-42');
  await form.getByRole('button', { name: 'Sign', exact: true }).click();
  await expect(password).toHaveAccessibleDescription(/The password is not right\./);
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  await expect(password).toBeFocused();
  await expect(form).toBeVisible();
  await page.close();
});

test('the co-inventor attests with their password, and the inventor sees it', async () => {
  const page = await colleaguePage();
  await page.goto(invitation.link);
  const form = attestation(page);
  await form.getByLabel('Your password').fill(colleague.password);
  await form.getByRole('button', { name: 'Sign', exact: true }).click();
  await expect(page.getByText('Attestation Signed', { exact: true })).toBeVisible();
  await expect(form).toBeHidden();
  // Focus moves to what was recorded: the form it was on is gone.
  const answered = page.getByText(`(signed as: ${colleague.fullName})`).first();
  await expect(answered).toBeFocused();
  await expect(answered).toHaveText(/^Confirmed on /);
  await expect(page.getByText(attestationMeaning(invitation.reference, 40))).toBeVisible();
  await page.close();

  const own = await inventorContext().newPage();
  await own.goto('/user-dashboard/my-submissions');
  await expect(
    submissionRow(own, idea.title).getByText('2 of 2 inventors confirmed'),
  ).toBeVisible();
  await own.close();
});

test('staff see 2 of 2 confirmed, and the bundle proves both signatures with openssl and sha256sum', async ({
  browser,
}) => {
  const id = new URL(invitation.link).searchParams.get('submission')!;
  const admin = await adminContext(browser);
  const page = await admin.newPage();
  await page.goto(`/admin/submissions?q=${encodeURIComponent(idea.title)}`);
  const row = page.getByRole('row').filter({ hasText: idea.title });
  await expect(row.getByText('2 of 2 inventors confirmed', { exact: true })).toBeVisible();

  // The bundle as the co-inventor downloads it: theirs to keep too. It holds the attestation's
  // token once the authority has answered, which the portal asks for as the attestation is made.
  const dir = await mkdtemp(path.join(tmpdir(), 'co-inventor-bundle-'));
  const download = async () => {
    const bundle = await colleagueContext!.request.get(`/api/submissions/${id}/evidence`);
    expect(bundle.status()).toBe(200);
    await writeFile(path.join(dir, `evidence-${id}.zip`), await bundle.body());
    return verifySteps(dir, id);
  };
  try {
    let steps: string[] = [];
    await expect
      .poll(async () =>
        (steps = await download()).some((step) => step.includes('attestation-1.tsr')),
      )
      .toBe(true);
    const outputs = await runVerifySteps(dir, steps);
    const of = (step: string) => outputs.get(step)!;
    expect(of('sha256sum -c SHA256SUMS')).not.toContain('FAILED');
    // The disclosure's own timestamp and the attestation's, each checked by openssl.
    const stamps = steps.filter((step) => step.startsWith('openssl ts -verify -data'));
    expect(stamps).toEqual(
      expect.arrayContaining([
        expect.stringContaining('-data submission-manifest.json'),
        expect.stringContaining('-data attestations/attestation-1.json'),
      ]),
    );
    for (const step of stamps) expect(of(step)).toContain('Verification: OK');
    // The attestation names exactly this disclosure's manifest.
    const manifest = of('sha256sum submission-manifest.json').slice(0, 64);
    expect(
      of(`grep -o '"disclosureManifestSha256":"[0-9a-f]*"' attestations/attestation-1.json`),
    ).toContain(manifest);
    const attestationHash = of('sha256sum attestations/attestation-1.json').slice(0, 64);
    const record = await colleagueContext!.request.get(`/api/submissions/${id}`);
    const { submission } = (await record.json()) as {
      submission: { inventors: { coInventors: { manifestSha256: string }[] } };
    };
    expect(submission.inventors.coInventors[0]!.manifestSha256).toBe(attestationHash);
  } finally {
    await rm(dir, { recursive: true, force: true });
    await admin.close();
  }
});

test('a co-inventor edits a draft, and a save made since is never overwritten', async () => {
  const draftId = crypto.randomUUID();
  const request = inventorContext().request;
  const created = await request.post('/api/submissions', {
    headers: { origin: E2E_BASE_URL },
    data: {
      id: draftId,
      status: 'draft',
      ideaTitle: 'Radiopaque marker bands',
      ideaDescription: 'Platinum bands at both ends.',
      inventors: {
        submitterShare: 50,
        coInventors: [{ name: colleague.fullName, email: colleague.email, share: 50 }],
      },
    },
  });
  expect(created.status(), await created.text()).toBe(201);

  const page = await colleaguePage();
  await page.goto(`/user-dashboard/co-inventions?submission=${draftId}`);
  await page.getByRole('link', { name: 'Edit draft' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Draft' });
  // Who the inventors are is the submitter's to say: read, not changed, here.
  const inventors = dialog.getByRole('group', { name: 'Inventors' });
  await expect(inventors).toContainText(inventorMessages.onlySubmitterLists);
  await expect(inventors.getByRole('textbox')).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: 'Submit Idea' })).toHaveCount(0);

  // The submitter saves first.
  const theirs = 'Platinum bands at both ends, 1 mm wide.';
  const saved = await request.patch(`/api/submissions/${draftId}`, {
    headers: { origin: E2E_BASE_URL },
    data: { ideaTitle: 'Radiopaque marker bands', ideaDescription: theirs, version: 1 },
  });
  expect(saved.status(), await saved.text()).toBe(200);

  const mine = 'Platinum-iridium bands at both ends.';
  await dialog.getByLabel('Description').fill(mine);
  await dialog.getByRole('button', { name: 'Update Draft' }).click();
  const notice = dialog.getByRole('alert').filter({ hasText: 'Your changes were not saved.' });
  await expect(notice).toContainText(inventorMessages.staleDraft);
  await expect(notice).toBeFocused();
  await expect(dialog.getByLabel('Description')).toHaveValue(theirs);
  await notice.getByText('Your unsaved text').click();
  await expect(notice.getByText(mine)).toBeVisible();

  // Saved over the newer version, with what they add to it.
  await dialog.getByLabel('Description').fill(`${theirs} ${mine}`);
  await dialog.getByRole('button', { name: 'Update Draft' }).click();
  await expect(page.getByText('Draft Updated', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(
    new RegExp(`/user-dashboard/co-inventions\\?submission=${draftId}$`),
  );
  const draft = await request.get(`/api/submissions/${draftId}`);
  expect(
    ((await draft.json()) as { submission: { ideaDescription: string } }).submission,
  ).toMatchObject({ ideaDescription: `${theirs} ${mine}` });
  await page.close();
});
