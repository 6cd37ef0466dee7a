import { expect, test, type Page } from '@playwright/test';
import { uniqueEmail } from './support/accounts';
import {
  fillIdea,
  listSubmissions,
  makePdf,
  openIdeaDialog,
  signedInContext,
  signedInContextForFile,
  submissionRow,
} from './support/ideas';

const QUEUE_KEY = 'pendingInventionSubmissions';

const user = {
  email: uniqueEmail('offline'),
  password: 'Carotid-Stenting-42',
  fullName: 'Dr. Ines Moreau',
  jobTitle: 'Vascular Neurologist',
};

const context = signedInContextForFile(user);

const storedQueue = (page: Page) => page.evaluate((key) => localStorage.getItem(key), QUEUE_KEY);

/** Opens Submit Your Idea with calls to `refused` failing to connect, and fills in the dialog. */
async function ideaDialogWhileRefused(
  page: Page,
  refused: string,
  idea: { title: string; description: string },
) {
  await page.goto('/user-dashboard/submit-idea');
  await page.route(refused, (route) => route.abort('connectionrefused'));
  const dialog = await openIdeaDialog(page);
  await fillIdea(dialog, idea);
  return dialog;
}

/** Follows the My Submissions tab from the keyboard: the toast just shown can sit over it. */
const openMySubmissions = (page: Page) =>
  page.getByRole('link', { name: 'My Submissions' }).press('Enter');

test('an idea sent while offline is kept in the browser and delivered exactly once when back online', async () => {
  const page = await context().newPage();
  const idea = {
    title: `Offline idea ${Date.now()}`,
    description: 'Written on a hospital network that dropped.',
  };
  const pdf = await makePdf('Sketch made offline');
  await page.goto('/user-dashboard/submit-idea');
  await expect(
    page.getByRole('region', { name: 'Inventions Agreement' }).getByText('Completed'),
  ).toBeVisible();

  await context().setOffline(true);

  // A draft is never queued: saving it offline fails and says so.
  let dialog = await openIdeaDialog(page);
  await fillIdea(dialog, { title: 'Offline draft', description: '' });
  await dialog.getByRole('button', { name: 'Save as Draft' }).click();
  await expect(dialog.getByRole('alert')).toContainText('Draft Save Failed');
  expect(await storedQueue(page)).toBeNull();
  // What was typed is not thrown away without a word.
  await page.keyboard.press('Escape');
  const discard = page.getByRole('alertdialog', { name: 'Discard This Idea?' });
  await discard.getByRole('button', { name: 'Discard', exact: true }).click();
  await expect(dialog).toBeHidden();

  // The idea with its attachment: the upload fails three times, then the user is asked.
  dialog = await openIdeaDialog(page);
  await fillIdea(dialog, idea);
  await dialog
    .getByLabel('Attachments (optional)')
    .setInputFiles({ name: 'offline sketch.pdf', mimeType: 'application/pdf', buffer: pdf });
  await dialog.getByRole('button', { name: 'Submit Idea' }).click();
  await expect(page.getByText('Connection Warning', { exact: true })).toBeVisible();
  const question = page.getByRole('alertdialog', { name: 'Attachment Upload Failed' });
  await expect(question).toBeVisible({ timeout: 15_000 });
  await expect(question).toContainText('Please check your internet connection');
  await question.getByRole('button', { name: 'Send Later with Attachment' }).click();
  await expect(page.getByText('Submission Stored Locally', { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();

  const queued = await storedQueue(page);
  const [item] = JSON.parse(queued!) as Record<string, unknown>[];
  expect(item).toMatchObject({
    idea_title: idea.title,
    idea_description: idea.description,
    status: 'pending',
    attachment_name: 'offline sketch.pdf',
    attachment_is_temporary: true,
    // The spec's fields name the first file; the list holds each, its bytes kept here.
    attachments: [expect.objectContaining({ name: 'offline sketch.pdf', temporary: true })],
    retryCount: 0,
    lastError: null,
    errorMessage: null,
  });
  expect(item!.pendingTimestamp).toEqual(expect.any(String));

  // My Submissions shows it as pending-local, with the connection down.
  await openMySubmissions(page);
  await expect(page.getByRole('status').filter({ hasText: 'Disconnected' })).toBeVisible();
  const row = submissionRow(page, idea.title);
  await expect(row.locator('[data-status="pending-local"]')).toHaveText('Pending (stored locally)');
  await expect(row.getByText('offline sketch.pdf')).toBeVisible();

  // Back online: the browser's online event sends it.
  await context().setOffline(false);
  await expect(page.getByText('Stored Submission Sent', { exact: true })).toBeVisible({
    timeout: 15_000,
  });
  await expect(row.locator('[data-status="pending"]', { hasText: 'Submitted' })).toBeVisible();
  await expect.poll(() => storedQueue(page)).toBeNull();

  let mine = (await listSubmissions(page.request)).filter((s) => s.ideaTitle === idea.title);
  expect(mine).toHaveLength(1);
  expect(mine[0]).toMatchObject({
    id: item!.id,
    status: 'pending',
    attachmentName: 'offline sketch.pdf',
  });

  // The same item sent again (as after an answer lost on the way) is still one submission.
  await page.evaluate(([key, value]) => localStorage.setItem(key!, value!), [QUEUE_KEY, queued]);
  await page.reload();
  await expect(page.getByText('Stored Submission Sent', { exact: true })).toBeVisible({
    timeout: 15_000,
  });
  await expect.poll(() => storedQueue(page)).toBeNull();
  mine = (await listSubmissions(page.request)).filter((s) => s.ideaTitle === idea.title);
  expect(mine).toHaveLength(1);
  expect(mine[0]!.id).toBe(item!.id);
  await page.close();
});

test('a file of 5 MB or more is not kept offline, and the stored idea says why', async () => {
  const page = await context().newPage();
  const idea = {
    title: `Offline large scan ${Date.now()}`,
    description: 'A full-resolution angiogram, sent from a ward without signal.',
  };
  await page.goto('/user-dashboard/submit-idea');
  await expect(
    page.getByRole('region', { name: 'Inventions Agreement' }).getByText('Completed'),
  ).toBeVisible();
  await context().setOffline(true);

  const dialog = await openIdeaDialog(page);
  await fillIdea(dialog, idea);
  await dialog.getByLabel('Attachments (optional)').setInputFiles({
    name: 'angiogram.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.concat([await makePdf('Angiogram'), Buffer.alloc(5 * 1024 * 1024)]),
  });
  await dialog.getByRole('button', { name: 'Submit Idea' }).click();
  const question = page.getByRole('alertdialog', { name: 'Attachment Upload Failed' });
  await expect(question).toContainText('File too large for temporary storage', {
    timeout: 15_000,
  });
  await expect(question.getByRole('button', { name: 'Send Later with Attachment' })).toHaveCount(0);
  await question.getByRole('button', { name: 'Continue without Attachment' }).click();
  await expect(page.getByText('Submission Stored Locally', { exact: true })).toBeVisible();
  await expect(
    page.getByText('It will be sent without the attachment: File too large for temporary storage'),
  ).toBeVisible();

  await openMySubmissions(page);
  const row = submissionRow(page, idea.title);
  await expect(row.getByText('angiogram.pdf')).toBeVisible();
  await expect(row.getByText('File too large for temporary storage')).toBeVisible();

  await context().setOffline(false);
  await expect(row.locator('[data-status="pending"]', { hasText: 'Submitted' })).toBeVisible({
    timeout: 15_000,
  });
  const mine = (await listSubmissions(page.request)).filter((s) => s.ideaTitle === idea.title);
  expect(mine).toMatchObject([{ attachmentName: null }]);
  await page.close();
});

test('an idea the server could not take while the browser stayed online is delivered exactly once on Refresh', async () => {
  const page = await context().newPage();
  const idea = {
    title: `Server down idea ${Date.now()}`,
    description: 'Sent while the portal was restarting.',
  };
  // The network is up; the portal does not answer for submissions.
  const dialog = await ideaDialogWhileRefused(page, '**/api/submissions', idea);
  await dialog.getByRole('button', { name: 'Submit Idea' }).click();
  await expect(page.getByText('Submission Stored Locally', { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();
  await page.unroute('**/api/submissions');

  // The browser never went offline, so nothing has sent it yet.
  await openMySubmissions(page);
  const row = submissionRow(page, idea.title);
  await expect(row.locator('[data-status="pending-local"]')).toHaveText('Pending (stored locally)');

  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect(page.getByText('Stored Submission Sent', { exact: true })).toBeVisible();
  await expect(row.locator('[data-status="pending"]', { hasText: 'Submitted' })).toBeVisible();
  await expect.poll(() => storedQueue(page)).toBeNull();
  const mine = (await listSubmissions(page.request)).filter((s) => s.ideaTitle === idea.title);
  expect(mine).toHaveLength(1);
  await page.close();
});

test('an idea waiting for the server is sent when a health check finds the server back', async ({
  browser,
}) => {
  const own = await signedInContext(browser, { ...user, email: uniqueEmail('offline-health') });
  const page = await own.newPage();
  await page.clock.install();
  const idea = {
    title: `Health check idea ${Date.now()}`,
    description: 'Sent while the portal and its database were down.',
  };
  await page.goto('/user-dashboard/submit-idea');

  // The portal is down: its health check fails and it takes no submissions.
  await page.route('**/api/health', (route) => route.fulfill({ status: 503, json: {} }));
  await page.route('**/api/submissions', (route) => route.abort('connectionrefused'));
  const dialog = await openIdeaDialog(page);
  await fillIdea(dialog, idea);
  await dialog.getByRole('button', { name: 'Submit Idea' }).click();
  await expect(page.getByText('Submission Stored Locally', { exact: true })).toBeVisible();
  await openMySubmissions(page);
  await expect(page.getByRole('status').filter({ hasText: 'Disconnected' })).toBeVisible();
  const row = submissionRow(page, idea.title);
  await expect(row.locator('[data-status="pending-local"]')).toBeVisible();

  // The portal is back; the next check, 30 s on, finds it and the idea goes.
  await page.unrouteAll();
  await page.clock.fastForward(30_000);
  await expect(page.getByRole('status').filter({ hasText: 'Connected' })).toBeVisible();
  await expect(page.getByText('Stored Submission Sent', { exact: true })).toBeVisible();
  await expect(row.locator('[data-status="pending"]', { hasText: 'Submitted' })).toBeVisible();
  const mine = (await listSubmissions(page.request)).filter((s) => s.ideaTitle === idea.title);
  expect(mine).toHaveLength(1);
  await own.close();
});

test('a stored idea whose upload the server dropped sends its file again from this browser', async () => {
  const page = await context().newPage();
  const idea = {
    title: `Dropped upload idea ${Date.now()}`,
    description: 'Kept on a laptop for days before the portal saw it.',
  };
  // Uploads fail, so the idea waits here with its file.
  const dialog = await ideaDialogWhileRefused(page, '**/api/uploads**', idea);
  await dialog.getByLabel('Attachments (optional)').setInputFiles({
    name: 'dropped.pdf',
    mimeType: 'application/pdf',
    buffer: await makePdf('Dropped upload'),
  });
  await dialog.getByRole('button', { name: 'Submit Idea' }).click();
  const question = page.getByRole('alertdialog', { name: 'Attachment Upload Failed' });
  await question.getByRole('button', { name: 'Send Later with Attachment' }).click();
  await expect(page.getByText('Submission Stored Locally', { exact: true })).toBeVisible();
  await page.unroute('**/api/uploads**');

  // The first send finds the upload gone, as after the server's clean-up of unused files.
  let refused = false;
  await page.route('**/api/submissions', (route) => {
    if (route.request().method() !== 'POST' || refused) return route.fallback();
    refused = true;
    return route.fulfill({
      status: 400,
      json: { error: { code: 'invalid_attachment', message: 'Attachment information is missing' } },
    });
  });
  await openMySubmissions(page);
  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect(page.getByText('Stored Submission Sent', { exact: true })).toBeVisible();
  expect(refused).toBe(true);
  const mine = (await listSubmissions(page.request)).filter((s) => s.ideaTitle === idea.title);
  expect(mine).toMatchObject([{ attachmentName: 'dropped.pdf' }]);
  await page.close();
});

test('My Submissions says when the list cannot be loaded, and Check Connection loads it again', async () => {
  const page = await context().newPage();
  await page.route('**/api/submissions', (route) =>
    route.request().method() === 'GET'
      ? route.fulfill({
          status: 503,
          json: { error: { code: 'unavailable', message: 'The service is unavailable.' } },
        })
      : route.fallback(),
  );
  await page.goto('/user-dashboard/my-submissions');
  const error = page.getByRole('alert').filter({ hasText: 'Could not load your submissions' });
  await expect(error).toContainText('Failed to load your submissions. Please try again.');
  await expect(error.getByRole('link', { name: 'Go to Homepage' })).toHaveAttribute('href', '/');

  await page.unroute('**/api/submissions');
  await error.getByRole('button', { name: 'Check Connection' }).click();
  await expect(error).toBeHidden();
  await expect(
    page
      .getByRole('table', { name: /Your submissions/ })
      .or(page.getByText('No submissions yet', { exact: true })),
  ).toBeVisible();
  await page.close();
});
