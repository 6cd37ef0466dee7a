import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { uniqueEmail } from './support/accounts';
import { adminAndInventorForFile, sendIdea } from './support/admin';
import { expectNoViolations } from './support/axe';
import { E2E_BASE_URL } from './support/environment';
import { listSubmissions, openIdeaDialog, submissionRow } from './support/ideas';

// One inventor's journey: the steps build on each other, and the last signs out.
test.describe.configure({ mode: 'serial' });

const inventor = {
  email: uniqueEmail('inventor'),
  password: 'Flow-Diverter-42',
  fullName: 'Dr. Elif Kaya',
  jobTitle: 'Neurosurgeon',
};

const contexts = adminAndInventorForFile(inventor);

/** Counts the browser's "leave this page?" questions, answering each with Leave. */
function countUnloadQuestions(page: Page) {
  const asked = { count: 0 };
  page.on('dialog', (dialog) => {
    if (dialog.type() === 'beforeunload') asked.count += 1;
    void dialog.accept();
  });
  return asked;
}

test('the idea dialog keeps what is typed: closing asks, a reload restores it, a title makes a draft', async () => {
  const page = await contexts().user.newPage();
  const unloads = countUnloadQuestions(page);
  await page.goto('/user-dashboard/submit-idea');
  const title = `Stent retriever with a softer leading edge ${Date.now()}`;
  const description = 'The first two cells are laser-cut thinner, so the tip bends first.';

  let dialog = await openIdeaDialog(page);
  await dialog.getByLabel('Description').fill(description);
  // No title yet: kept in this browser only, and said so.
  await expect(
    dialog.getByRole('status').filter({ hasText: 'Saved on this device' }),
  ).toBeVisible();

  // Esc asks before anything is thrown away; Keep Editing keeps every word.
  await page.keyboard.press('Escape');
  const question = page.getByRole('alertdialog', { name: 'Discard This Idea?' });
  await expect(question).toBeVisible();
  await expect(question.getByRole('button', { name: 'Keep Editing' })).toBeFocused();
  await expectNoViolations(page);
  await question.getByRole('button', { name: 'Keep Editing' }).click();
  await expect(question).toBeHidden();
  await expect(dialog.getByLabel('Description')).toHaveValue(description);
  // A click outside asks too.
  await page.mouse.click(5, 5);
  await expect(question).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(question).toBeHidden();
  await expect(dialog).toBeVisible();

  // A reload is warned about, then the words come back when the dialog opens again.
  await page.reload();
  expect(unloads.count).toBe(1);
  dialog = await openIdeaDialog(page);
  await expect(dialog.getByLabel('Description')).toHaveValue(description);
  await expect(dialog.getByText('Restored what you typed earlier.')).toBeVisible();

  // With a title it becomes a server draft a moment after typing stops.
  await dialog.getByLabel('Title').fill(title);
  await expect(dialog.getByRole('status').filter({ hasText: 'Saved as a draft' })).toBeVisible();
  const drafts = (await listSubmissions(page.request)).filter((s) => s.ideaTitle === title);
  expect(drafts.map((s) => s.status)).toEqual(['draft']);
  // Saved on the server, leaving is not questioned; My Submissions lists the draft.
  await page.goto('/user-dashboard/my-submissions');
  expect(unloads.count).toBe(1);
  await expect(submissionRow(page, title).getByText('Draft', { exact: true })).toBeVisible();

  // Opened again it carries on in the same draft; Discard removes it altogether.
  await page.goto('/user-dashboard/submit-idea');
  dialog = await openIdeaDialog(page);
  await expect(dialog.getByLabel('Title')).toHaveValue(title);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await question.getByRole('button', { name: 'Discard', exact: true }).click();
  await expect(dialog).toBeHidden();
  expect((await listSubmissions(page.request)).filter((s) => s.ideaTitle === title)).toEqual([]);
  dialog = await openIdeaDialog(page);
  await expect(dialog.getByLabel('Title')).toHaveValue('');
  await expect(dialog.getByLabel('Description')).toHaveValue('');
  // Nothing typed, nothing asked.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(question).toBeHidden();
  await page.close();
});

test('an idea sent after its draft was kept is one submission, sent once', async () => {
  const page = await contexts().user.newPage();
  await page.goto('/user-dashboard/submit-idea');
  const title = `Aspiration catheter with a flared mouth ${Date.now()}`;
  const dialog = await openIdeaDialog(page);
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Description').fill('A mouth that flares at body temperature.');
  await expect(dialog.getByRole('status').filter({ hasText: 'Saved as a draft' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Submit Idea' }).click();
  await expect(page.getByText('Idea Submitted', { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();
  const mine = (await listSubmissions(page.request)).filter((s) => s.ideaTitle === title);
  expect(mine.map((s) => s.status)).toEqual(['pending']);
  await page.close();
});

test('a sent idea awaiting a reply opens on the conversation, its reply box on the first screen', async () => {
  const title = `Intrasaccular device sizing ${Date.now()}`;
  const id = await sendIdea(contexts().user.request, {
    title,
    description: 'A sizing guide printed on the delivery wire.\n'.repeat(12),
  });
  const question = 'Which aneurysm widths did you size it for?';
  const asked = await contexts().admin.request.post(`/api/admin/submissions/${id}/messages`, {
    headers: { origin: E2E_BASE_URL },
    data: { id: randomUUID(), kind: 'request', text: question },
  });
  expect(asked.status(), await asked.text()).toBe(201);

  const page = await contexts().user.newPage();
  for (const size of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(size);
    await page.goto('/user-dashboard/my-submissions');
    await submissionRow(page, title).getByRole('button', { name: /^View/ }).click();
    const details = page.getByRole('dialog', { name: title });
    await expect(details.getByRole('tab', { name: /Conversation/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const thread = details.getByRole('region', { name: 'Conversation with our team' });
    await expect(thread.getByRole('listitem').filter({ hasText: question })).toBeVisible();
    // The box to answer in sits wholly within the first screen, without scrolling.
    const box = thread.getByRole('textbox', { name: 'Your message' });
    const rect = await box.evaluate((element) => {
      const { top, bottom } = element.getBoundingClientRect();
      return { top, bottom, viewport: window.innerHeight };
    });
    expect(rect.top).toBeGreaterThanOrEqual(0);
    expect(rect.bottom).toBeLessThanOrEqual(rect.viewport);
    await expectNoViolations(page);

    // The details and the proof have their own tabs; the hash is short until asked for.
    await details.getByRole('tab', { name: 'Details' }).click();
    await expect(details.getByText('Which aneurysm widths')).toBeHidden();
    await expect(details.getByText(/A sizing guide printed/)).toBeVisible();
    await details.getByRole('tab', { name: 'Proof' }).click();
    const proof = details.getByRole('region', { name: 'Proof of disclosure' });
    const show = proof.getByRole('button', { name: /^Show the full SHA-256/ });
    await expect(show).toHaveAttribute('aria-expanded', 'false');
    await expect(proof.getByText(/^[0-9a-f]{12}…$/)).toBeVisible();
    await show.click();
    await expect(proof.getByText(/^[0-9a-f]{64}$/)).toBeVisible();
    await expect(proof.getByRole('button', { name: /^Copy the SHA-256/ })).toBeVisible();
    await expectNoViolations(page);
    await page.keyboard.press('Escape');
  }
  await page.close();
});

test('the name is changed in Settings and shown at once; signing out leaves no notice behind', async () => {
  const page = await contexts().user.newPage();
  await page.goto('/user-dashboard/settings');
  const name = page.getByLabel('Full Name');
  await expect(name).toHaveValue(inventor.fullName);
  await name.fill('   ');
  await page.getByRole('button', { name: 'Save Name' }).click();
  await expect(name).toHaveAccessibleDescription(/Please enter your full name\./);
  await name.fill('Dr. Elif Kaya-Demir');
  await page.getByRole('button', { name: 'Save Name' }).click();
  await expect(page.getByText('Name Saved', { exact: true })).toBeVisible();
  const account = page.getByRole('region', { name: 'Your account' });
  await expect(account.getByText('Dr. Elif Kaya-Demir', { exact: true })).toBeVisible();
  await expect(
    page.getByRole('button', { name: `Account menu for ${inventor.email}` }),
  ).toContainText('Dr. Elif Kaya-Demir');
  await expectNoViolations(page);

  // Signed out, the notices said to the account go with it.
  await account.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page.getByText('Signed Out', { exact: true })).toBeVisible();
  await expect(page.getByText('Name Saved', { exact: true })).toHaveCount(0);
  await page.close();
});
