import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { uniqueEmail } from './support/accounts';
import { adminAndInventorForFile, sendIdea } from './support/admin';
import { expectNoViolations } from './support/axe';
import { E2E_BASE_URL } from './support/environment';
import { waitForLink } from './support/inbox';
import { makePdf } from './support/ideas';

const inventor = {
  email: uniqueEmail('conversation'),
  password: 'Coil-Packing-42',
  fullName: 'Dr. Ines Varga',
  jobTitle: 'Neurointerventionalist',
};

const contexts = adminAndInventorForFile(inventor);

test('an admin asks for more information; the inventor follows the mail, replies with a file, and the admin sees the reply and downloads it', async () => {
  const title = `Coil with a detachment indicator ${Date.now()}`;
  const id = await sendIdea(contexts().user.request, {
    title,
    description: 'A colour change at the junction shows the coil has detached.',
  });

  // The admin requests more information, with the keyboard alone.
  const staffPage = await contexts().admin.newPage();
  await staffPage.goto(`/admin/submissions/${id}`);
  const conversation = staffPage.getByRole('region', { name: 'Conversation with the inventor' });
  await expect(conversation.getByText('No messages yet.', { exact: false })).toBeVisible();
  const question = 'Which colour did you test, and at what temperature?';
  const box = conversation.getByRole('textbox', { name: 'Message to the inventor' });
  await box.focus();
  await staffPage.keyboard.type(question);
  await staffPage.keyboard.press('Tab');
  await expect(conversation.getByLabel('Attach a file (optional)')).toBeFocused();
  await staffPage.keyboard.press('Tab');
  const requesting = conversation.getByRole('checkbox', { name: /Request more information/ });
  await expect(requesting).toBeFocused();
  await staffPage.keyboard.press('Space');
  await expect(requesting).toBeChecked();
  await staffPage.keyboard.press('Tab');
  await expect(conversation.getByRole('button', { name: 'Send Request' })).toBeFocused();
  await staffPage.keyboard.press('Enter');
  const requestItem = conversation.getByRole('listitem').filter({ hasText: question });
  await expect(requestItem).toBeVisible();
  await expect(requestItem.getByRole('heading', { name: /^You\b/ })).toBeVisible();
  await expect(requestItem.getByText('Request for more information')).toBeVisible();
  await expect(conversation.getByText('Awaiting inventor', { exact: true })).toBeVisible();
  await expectNoViolations(staffPage);

  // The mail says there is a message about the idea, with a link; never the question.
  const link = await waitForLink(inventor.email, `/user-dashboard/my-submissions?submission=${id}`);
  const page = await contexts().user.newPage();
  await page.goto(link);
  const details = page.getByRole('dialog', { name: title });
  await expect(details).toBeVisible();
  const thread = details.getByRole('region', { name: 'Conversation with our team' });
  await expect(thread.getByText('Awaiting your reply', { exact: true })).toBeVisible();
  const asked = thread.getByRole('listitem').filter({ hasText: question });
  await expect(asked.getByRole('heading', { name: /\(Staff\)/ })).toBeVisible();

  // The reply, with a file.
  const answer = 'Blue at 37 °C; the results are attached.';
  const pdf = await makePdf('Bench results: detachment indicator');
  await thread.getByRole('textbox', { name: 'Your message' }).fill(answer);
  await thread
    .getByLabel('Attach a file (optional)')
    .setInputFiles({ name: 'bench-results.pdf', mimeType: 'application/pdf', buffer: pdf });
  await thread.getByRole('button', { name: 'Send Message' }).click();
  await expect(thread.getByRole('listitem').filter({ hasText: answer })).toBeVisible();
  await expect(thread.getByText('You replied', { exact: true })).toBeVisible();
  await expectNoViolations(page);

  // The admin's open page shows the reply without a reload, marked Inventor replied.
  const reply = conversation.getByRole('listitem').filter({ hasText: answer });
  await expect(reply).toBeVisible();
  await expect(reply.getByRole('heading', { name: /Dr\. Ines Varga \(Inventor\)/ })).toBeVisible();
  await expect(conversation.getByText('Inventor replied', { exact: true })).toBeVisible();
  await expect(staffPage.getByRole('status').filter({ hasText: 'New message from' })).toHaveText(
    'New message from Dr. Ines Varga (Inventor).',
  );
  const download = staffPage.waitForEvent('download');
  await reply.getByRole('button', { name: 'Download bench-results.pdf' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('bench-results.pdf');
  expect(await readFile((await file.path())!)).toEqual(pdf);

  // The list marks it too, and the Inventor replied filter finds it.
  await staffPage.goto('/admin/submissions');
  await staffPage.getByRole('combobox', { name: 'Conversation' }).click();
  await staffPage.getByRole('option', { name: /^Inventor replied/ }).click();
  const row = staffPage.getByRole('row').filter({ hasText: title });
  await expect(row.getByText('Inventor replied', { exact: true })).toBeVisible();
  await expect(staffPage).toHaveURL(/conversation=inventor_replied/);
});

test('internal notes stay on the staff side', async () => {
  const title = `Stent with a staff-only note ${Date.now()}`;
  const id = await sendIdea(contexts().user.request, {
    title,
    description: 'A stent whose review needs a private note.',
  });
  const staffPage = await contexts().admin.newPage();
  await staffPage.goto(`/admin/submissions/${id}`);
  const notes = staffPage.getByRole('region', { name: 'Internal notes' });
  await expect(notes.getByText('Only staff can see this').first()).toBeVisible();
  const note = 'Prior art search pending with the patent attorneys.';
  await notes.getByRole('textbox', { name: 'Internal note' }).fill(note);
  await notes.getByRole('button', { name: 'Add Note' }).click();
  await expect(notes.getByRole('listitem').filter({ hasText: note })).toBeVisible();
  await expectNoViolations(staffPage);

  const page = await contexts().user.newPage();
  await page.goto(`/user-dashboard/my-submissions?submission=${id}`);
  const thread = page
    .getByRole('dialog', { name: title })
    .getByRole('region', { name: 'Conversation with our team' });
  await expect(thread.getByText('No messages yet.', { exact: false })).toBeVisible();
  await expect(page.getByText(note)).toHaveCount(0);
});

test('without a live stream, a new message still appears within seconds', async () => {
  const title = `Aspiration catheter without a stream ${Date.now()}`;
  const id = await sendIdea(contexts().user.request, {
    title,
    description: 'An aspiration catheter whose page cannot hold an event stream open.',
  });
  const page = await contexts().user.newPage();
  // As behind a proxy that refuses event streams: the page falls back to fetching.
  await page.route('**/api/events', (route) => route.fulfill({ status: 503, body: '' }));
  await page.goto(`/user-dashboard/my-submissions?submission=${id}`);
  const thread = page
    .getByRole('dialog', { name: title })
    .getByRole('region', { name: 'Conversation with our team' });
  await expect(thread.getByText('No messages yet.', { exact: false })).toBeVisible();

  const question = 'Which French size is the catheter?';
  const sent = await contexts().admin.request.post(`/api/admin/submissions/${id}/messages`, {
    headers: { origin: E2E_BASE_URL },
    data: { id: randomUUID(), kind: 'request', text: question },
  });
  expect(sent.status()).toBe(201);
  await expect(thread.getByRole('listitem').filter({ hasText: question })).toBeVisible({
    timeout: 20_000,
  });
  await expect(thread.getByText('Awaiting your reply', { exact: true })).toBeVisible();
});
