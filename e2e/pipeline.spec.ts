import { once } from 'node:events';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { Secret, TOTP, URI } from 'otpauth';
import { Webhook } from 'standardwebhooks';
import { addMonths } from '#common/bar-dates';
import { createVerifiedAccount, uniqueEmail } from './support/accounts';
import { adminAndInventorForFile, sendIdea } from './support/admin';
import { expectNoViolations } from './support/axe';
import { E2E_ADMIN, E2E_BASE_URL, E2E_DIR } from './support/environment';
import { makePdf, submissionRow } from './support/ideas';
import { nextCode } from './support/two-factor';

const inventor = {
  email: uniqueEmail('pipeline'),
  password: 'Coil-Embolisation-42',
  fullName: 'Dr. Mara Quint',
  jobTitle: 'Neurointerventionalist',
};
const counsel = { email: uniqueEmail('counsel'), password: 'Patent-Counsel-Passw0rd' };
const headers = { origin: E2E_BASE_URL };
const title = 'Self-expanding flow diverter with radiopaque braid';
/** A PCT application number of this run's, so the docket's row is this idea's. */
const pctNumber = `PCT/US2026/${String(Date.now() % 10_000_000).padStart(7, '0')}`;

/** A calendar date as the pages show it: "Mar 4, 2029". */
const shownDate = (date: string) =>
  new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));

/** Whole days from one calendar date to another. */
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);

// One journey, in its order: each step starts where the one before left the idea.
test.describe.configure({ mode: 'serial' });

const contexts = adminAndInventorForFile(inventor);
let ideaId = '';
let counselContext: BrowserContext;
let counselAuthenticator: TOTP;
let noteText = '';

/** The first admin's authenticator, enrolled by the admin context's sign-in. */
async function adminAuthenticator(): Promise<TOTP> {
  const uri = await readFile(path.join(E2E_DIR, 'admin-authenticator.txt'), 'utf8');
  return URI.parse(uri) as TOTP;
}

/** Signs the dialog's statement with a password and the next authenticator code. */
async function sign(page: Page, password: string, authenticator: TOTP, meaning: RegExp) {
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Sign with your password' })).toBeFocused();
  await expect(dialog.getByRole('blockquote')).toHaveText(meaning);
  await dialog.getByLabel('Your password').fill(password);
  await dialog.getByLabel('Authenticator code').fill(await nextCode(authenticator));
  await dialog.getByRole('button', { name: 'Sign', exact: true }).click();
  await expect(dialog).toBeHidden();
}

test.beforeAll(async ({ browser }) => {
  const { admin, user } = contexts();
  ideaId = await sendIdea(user.request, {
    title,
    description: 'A braided diverter that shows under fluoroscopy along its whole length.',
  });
  const approved = await admin.request.patch(`/api/admin/submissions/${ideaId}/status`, {
    headers,
    data: { status: 'approved', adminNotes: '' },
  });
  expect(approved.status(), await approved.text()).toBe(200);
  noteText = `Prior art search attached for counsel ${Date.now()}`;
  const note = await admin.request.post(`/api/admin/submissions/${ideaId}/messages`, {
    headers,
    data: { id: crypto.randomUUID(), text: noteText, kind: 'note' },
  });
  expect(note.status(), await note.text()).toBe(201);

  // Outside counsel: an account of their own, given the role, with two-factor sign-in.
  counselContext = await browser.newContext({ baseURL: E2E_BASE_URL });
  await createVerifiedAccount(counselContext.request, counsel.email, counsel.password);
  const { users } = (await (
    await admin.request.get(`/api/admin/users?q=${encodeURIComponent(counsel.email)}`)
  ).json()) as { users: { id: string }[] };
  const made = await admin.request.post(`/api/admin/users/${users[0]!.id}/role`, {
    headers,
    data: { role: 'counsel' },
  });
  expect(made.status(), await made.text()).toBe(200);
  const signIn = await counselContext.request.post('/api/auth/sign-in/email', {
    headers,
    data: counsel,
  });
  expect(signIn.status(), await signIn.text()).toBe(200);
});

test.afterAll(async () => {
  await counselContext.close();
  receiver.close();
});

/** The company's docketing system: it receives the portal's webhooks on this machine. */
const receiver = {
  received: [] as { headers: Record<string, string>; body: string }[],
  url: '',
  close() {},
};
const integration = { webhookSecret: '', apiKey: '' };

test.beforeAll(async () => {
  const server = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      receiver.received.push({ headers: request.headers as Record<string, string>, body });
      response.end('ok');
    });
  }).listen(0, '127.0.0.1');
  await once(server, 'listening');
  receiver.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/portal-events`;
  receiver.close = () => {
    server.closeAllConnections();
    server.close();
  };
});

test('counsel without two-factor sign-in are led to set it up', async () => {
  const page = await counselContext.newPage();
  await page.goto('/counsel');
  await expect(
    page.getByText('The ideas you are invited to are confidential', { exact: false }),
  ).toBeVisible();
  await expect(page).toHaveTitle(/Set up two-factor sign-in/);
  // Set up through the API, as the page would, for the journeys below.
  const enabled = await counselContext.request.post('/api/auth/two-factor/enable', {
    headers,
    data: { password: counsel.password },
  });
  const { totpURI } = (await enabled.json()) as { totpURI: string };
  const secret = new URL(totpURI).searchParams.get('secret')!;
  counselAuthenticator = new TOTP({ secret: Secret.fromBase32(secret) });
  const confirmed = await counselContext.request.post('/api/auth/two-factor/verify-totp', {
    headers,
    data: { code: await nextCode(counselAuthenticator) },
  });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
  await page.close();
});

test('an admin moves an approved idea into the pipeline, invites counsel and shares a note', async () => {
  const page = await contexts().admin.newPage();
  await page.goto(`/admin/submissions/${ideaId}`);
  const panel = page.getByRole('region', { name: 'Patent pipeline' });
  await expect(panel.getByText('Approved, not yet in the pipeline')).toBeVisible();
  await expect(panel.getByText('Decision due in 120 days')).toBeVisible();

  await panel.getByRole('button', { name: 'Move to Patentability review' }).click();
  const dialog = page.getByRole('dialog', { name: 'Move to Patentability review' });
  await dialog.getByRole('button', { name: 'Move', exact: true }).click();
  await expect(dialog.getByText('Say why.')).toBeVisible();
  await dialog.getByLabel('Reason').fill('Strong clinical need; counsel to assess novelty.');
  await dialog.getByRole('button', { name: 'Move', exact: true }).click();
  await expect(dialog).toBeHidden();
  // The button that moved it is gone: focus lands on the stage it moved to.
  await expect(panel.locator('p', { hasText: 'Stage:' })).toBeFocused();
  await expect(panel.getByText('Patentability review', { exact: true })).toBeVisible();
  await expect(
    panel.getByRole('list', { name: 'Stage moves' }).getByText('Approved → Patentability review'),
  ).toBeVisible();

  const invite = panel.getByRole('form', { name: 'Invite counsel' });
  await invite.getByLabel('Email address').fill(counsel.email);
  await invite.getByLabel('Name (optional)').fill('Avery Counsel');
  await invite.getByRole('button', { name: 'Invite counsel' }).click();
  const invited = panel.getByRole('list', { name: 'Invited counsel' });
  await expect(invited.getByText('Avery Counsel')).toBeVisible();
  await expect(invited.getByText('Has an account')).toBeVisible();

  const notes = page.getByRole('list', { name: 'Internal notes' });
  const note = notes.getByRole('listitem').filter({ hasText: noteText });
  await note.getByRole('button', { name: 'Share with counsel' }).click();
  await expect(note.getByText('Shared with counsel')).toBeVisible();
  await expect(note.getByRole('button', { name: 'Stop sharing' })).toBeVisible();
  await expectNoViolations(page);
  await page.close();

  const mine = await contexts().user.newPage();
  await mine.goto('/user-dashboard/my-submissions');
  await submissionRow(mine, title).getByRole('button', { name: /View/ }).click();
  const details = mine.getByRole('dialog');
  await expect(details.getByText('Patent stage: Patentability review')).toBeVisible();
  await expect(details.getByText(/^Decision expected by \w{3} \d{1,2}, \d{4}$/)).toBeVisible();
  await mine.close();
});

test('counsel read the disclosure and sign an opinion with a file', async () => {
  const page = await counselContext.newPage();
  await page.goto('/counsel');
  await expect(page.getByRole('heading', { level: 1, name: 'Invited Ideas' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row.getByText('Patentability review')).toBeVisible();
  await expect(row.getByText('No opinion yet')).toBeVisible();
  await expectNoViolations(page);
  await row.getByRole('link', { name: title }).click();

  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('A braided diverter that shows under fluoroscopy')).toBeVisible();
  await expect(page.getByText(noteText)).toBeVisible();
  await expect(page.getByText('SHA-256 of the submission manifest')).toBeVisible();
  await expect(page.getByText('Conversation with the inventor')).toHaveCount(0);

  await page.getByRole('button', { name: 'Write an opinion' }).click();
  const dialog = page.getByRole('dialog', { name: 'Write an opinion' });
  await dialog.getByRole('button', { name: 'Continue to signing' }).click();
  await expect(dialog.getByText('Choose a recommendation.')).toBeVisible();
  await dialog.getByRole('radio', { name: 'File a provisional application' }).check();
  await dialog.getByLabel('Reasoning').fill('Novel braid geometry; no anticipating art found.');
  await dialog.getByLabel('Files (optional)').setInputFiles({
    name: 'search-report.pdf',
    mimeType: 'application/pdf',
    buffer: await makePdf('Search report'),
  });
  await expect(dialog.getByRole('list', { name: 'Chosen files' })).toContainText(
    'search-report.pdf',
  );
  await dialog.getByRole('button', { name: 'Continue to signing' }).click();
  await sign(
    page,
    counsel.password,
    counselAuthenticator,
    /^Patentability opinion on disclosure .+: File a provisional application\.$/,
  );

  const opinions = page.getByRole('list', { name: 'Opinions' });
  await expect(
    opinions.getByRole('heading', { name: 'File a provisional application' }),
  ).toBeVisible();
  await expect(opinions.getByText('In force')).toBeVisible();
  await expect(opinions.getByRole('list', { name: 'Files of the opinion' })).toContainText(
    'search-report.pdf',
  );
  await opinions.getByText('Reasoning').click();
  await expect(opinions.getByText('Novel braid geometry')).toBeVisible();
  await expectNoViolations(page);
  await page.close();
});

test('the admin records the signed decision, and the inventor sees only the stage', async () => {
  const page = await contexts().admin.newPage();
  await page.goto(`/admin/submissions/${ideaId}`);
  const panel = page.getByRole('region', { name: 'Patent pipeline' });
  await expect(
    panel.getByRole('heading', { name: 'File a provisional application' }),
  ).toBeVisible();
  await panel.getByRole('button', { name: 'Move to Decision' }).click();
  const move = page.getByRole('dialog', { name: 'Move to Decision' });
  await move.getByLabel('Reason').fill('Opinion received.');
  await move.getByRole('button', { name: 'Move', exact: true }).click();
  await expect(move).toBeHidden();

  await panel.getByRole('button', { name: 'Record decision' }).click();
  const dialog = page.getByRole('dialog', { name: 'Record decision' });
  await expect(dialog.getByLabel('Why the opinion is waived')).toHaveCount(0);
  await dialog.getByRole('radio', { name: 'File a patent application' }).check();
  await dialog.getByLabel('Reason').fill('Follow counsel: file a provisional.');
  await dialog.getByRole('button', { name: 'Continue to signing' }).click();
  await sign(
    page,
    E2E_ADMIN.password,
    await adminAuthenticator(),
    /^Decision on disclosure .+: File a patent application\.$/,
  );
  await expect(panel.getByText('Follow counsel: file a provisional.')).toBeVisible();
  await expect(panel.getByRole('heading', { name: 'Decision', exact: true })).toBeFocused();
  await expect(panel.getByRole('button', { name: 'Record decision' })).toHaveCount(0);
  await expect(panel.getByText('Decided', { exact: true })).toBeVisible();
  await page.close();

  const mine = await contexts().user.newPage();
  await mine.goto('/user-dashboard/my-submissions');
  await submissionRow(mine, title).getByRole('button', { name: /View/ }).click();
  const details = mine.getByRole('dialog');
  await expect(details.getByText('Patent stage: Decision')).toBeVisible();
  await expect(details.getByText('File a provisional application')).toHaveCount(0);
  await mine.close();
});

test('the admin connects the docketing system on Settings: a webhook for filings and an API key', async () => {
  const page = await contexts().admin.newPage();
  await page.goto('/admin/settings#webhooks');
  const webhooks = page.getByRole('region', { name: 'Webhooks' });
  await webhooks.getByRole('button', { name: 'Add endpoint' }).click();
  const add = page.getByRole('dialog', { name: 'Add endpoint' });
  await add.getByRole('textbox', { name: 'Endpoint URL' }).fill(receiver.url);
  await add.getByRole('button', { name: 'Add endpoint', exact: true }).click();
  await expect(add.getByText('Choose at least one event to send.')).toBeVisible();
  await add.getByRole('checkbox', { name: /A filing is recorded/ }).check();
  await add.getByRole('button', { name: 'Add endpoint', exact: true }).click();
  await expect(add).toBeHidden();
  const signingSecret = webhooks.getByRole('textbox', { name: 'Signing secret' });
  await expect(signingSecret).toBeFocused();
  integration.webhookSecret = await signingSecret.inputValue();
  expect(integration.webhookSecret).toMatch(/^whsec_/);
  await webhooks.getByRole('button', { name: 'I have copied it' }).click();
  await expect(signingSecret).toHaveCount(0);
  const endpoint = webhooks
    .getByRole('list', { name: 'Webhook endpoints' })
    .getByRole('listitem')
    .filter({ hasText: receiver.url });
  await expect(endpoint).toContainText('On');

  const keys = page.getByRole('region', { name: 'API keys' });
  await keys.getByRole('button', { name: 'Create API key' }).click();
  const create = page.getByRole('dialog', { name: 'Create API key' });
  await create.getByRole('textbox', { name: 'Name' }).fill('Docketing system');
  await create.getByRole('checkbox', { name: 'Read the docket' }).check();
  await create.getByLabel('Expires after').click();
  await page.getByRole('option', { name: '30 days' }).click();
  await create.getByRole('button', { name: 'Create key' }).click();
  await expect(create).toBeHidden();
  const apiKey = keys.getByRole('textbox', { name: 'API key' });
  await expect(apiKey).toBeFocused();
  integration.apiKey = await apiKey.inputValue();
  expect(integration.apiKey).toMatch(/^ipk_/);
  await keys.getByRole('button', { name: 'I have copied it' }).click();
  const row = keys.getByRole('row').filter({ hasText: 'Docketing system' });
  await expect(row).toContainText('Read the docket');
  await expect(row).toContainText('Never');
  const in30Days = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  await expect(row).toContainText(shownDate(in30Days));
  await expectNoViolations(page);
  await page.close();
});

test('the admin records a PCT filing, its docket follows, and the idea moves to Filed', async () => {
  // The longest step of the journey: the filing, the docket, the calendar and the receiver.
  test.setTimeout(120_000);
  // The server dates filings and deadlines in UTC.
  const today = new Date().toISOString().slice(0, 10);
  const nationalPhase = addMonths(today, 30);
  const page = await contexts().admin.newPage();
  await page.goto(`/admin/submissions/${ideaId}`);
  const panel = page.getByRole('region', { name: 'Patent pipeline' });
  const filings = panel.getByRole('region', { name: 'Filings' });
  await expect(filings.getByText('No filing has been recorded yet.')).toBeVisible();

  await filings.getByRole('button', { name: 'Record a filing' }).click();
  const dialog = page.getByRole('dialog', { name: 'Record a filing' });
  await dialog.getByLabel('Office').click();
  await page.getByRole('option', { name: 'International (PCT)' }).click();
  await dialog.getByLabel('Type').click();
  await page.getByRole('option', { name: 'PCT', exact: true }).click();
  await expect(dialog.getByLabel('Claims priority from (optional)')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Record filing' }).click();
  await expect(dialog.getByText('Enter the application number.')).toBeVisible();
  await expect(dialog.getByLabel('Application number')).toBeFocused();
  await dialog.getByLabel('Application number').fill(pctNumber);
  await dialog.getByLabel('Filing date').fill(today);
  await dialog.getByRole('button', { name: 'Record filing' }).click();
  await expect(dialog).toBeHidden();
  await expect(filings.getByRole('button', { name: 'Record a filing' })).toBeFocused();
  const filing = filings.getByRole('list', { name: 'Filings' }).getByRole('listitem');
  await expect(filing).toContainText(pctNumber);
  await expect(filing).toContainText('International (PCT) · PCT');
  await expect(filing).toContainText(`Filed ${shownDate(today)}`);

  // The same number again is refused on its field.
  await filings.getByRole('button', { name: 'Record a filing' }).click();
  await dialog.getByLabel('Office').click();
  await page.getByRole('option', { name: 'International (PCT)' }).click();
  await dialog.getByLabel('Application number').fill(pctNumber);
  await dialog.getByRole('button', { name: 'Record filing' }).click();
  await expect(
    dialog.getByText('This application number is already recorded for that office.'),
  ).toBeVisible();
  await expect(dialog.getByLabel('Application number')).toBeFocused();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  const docket = panel.getByRole('list', { name: 'Deadlines' });
  const national = docket.getByRole('article', { name: 'PCT national phase entry' });
  await expect(national).toContainText(`Due ${shownDate(nationalPhase)}`);
  await expect(national).toContainText(`in ${daysBetween(today, nationalPhase)} days`);
  await expect(national).toContainText('PCT Art. 22 and 39: 30 months from the priority date');
  await expect(national.getByText('Open', { exact: true })).toBeVisible();

  // Not applicable needs a reason; then the deadline says who marked it, and may be reopened.
  const regional = docket.getByRole('article', { name: 'European regional phase entry' });
  await regional.getByRole('button', { name: /^Not applicable/ }).click();
  const reasonDialog = page.getByRole('dialog', { name: 'Not applicable' });
  await reasonDialog.getByRole('button', { name: 'Mark not applicable' }).click();
  await expect(reasonDialog.getByText('Say why the deadline does not apply.')).toBeVisible();
  await reasonDialog.getByLabel('Why it does not apply').fill('No European protection wanted.');
  await reasonDialog.getByRole('button', { name: 'Mark not applicable' }).click();
  await expect(reasonDialog).toBeHidden();
  await expect(regional).toBeFocused();
  await expect(regional.getByText('Not applicable', { exact: true })).toBeVisible();
  await expect(regional).toContainText('No European protection wanted.');
  await expect(regional).toContainText('Marked not applicable by');
  await regional.getByRole('button', { name: /^Reopen/ }).click();
  await expect(regional.getByText('Open', { exact: true })).toBeVisible();
  await expect(regional).toBeFocused();
  await expectNoViolations(page);

  await panel.getByRole('button', { name: 'Move to Filed' }).click();
  const move = page.getByRole('dialog', { name: 'Move to Filed' });
  await move.getByLabel('Reason').fill('PCT application filed.');
  await move.getByRole('button', { name: 'Move', exact: true }).click();
  await expect(move).toBeHidden();
  await expect(panel.getByText('Filed', { exact: true })).toBeVisible();
  await page.close();

  // The docket page lists it, and its downloads answer.
  const docketPage = await contexts().admin.newPage();
  await docketPage.goto('/admin/docket');
  await expect(docketPage.getByRole('heading', { level: 1, name: 'Docket' })).toBeVisible();
  const row = docketPage
    .getByRole('row')
    .filter({ hasText: pctNumber })
    .filter({ hasText: 'PCT national phase entry' });
  await expect(row).toContainText(shownDate(nationalPhase));
  await expect(row).toContainText(`in ${daysBetween(today, nationalPhase)} days`);
  await expect(row.getByText('Open', { exact: true })).toBeVisible();
  await expectNoViolations(docketPage);
  const csvLink = docketPage.getByRole('link', { name: 'Export CSV' });
  await expect(csvLink).toHaveAttribute('download', '');
  const csv = await docketPage.request.get((await csvLink.getAttribute('href'))!);
  expect(csv.status()).toBe(200);
  expect(await csv.text()).toContain(pctNumber);
  await expect(docketPage.getByRole('link', { name: 'Export iCalendar' })).toHaveAttribute(
    'href',
    '/api/pipeline/docket.ics',
  );
  await docketPage.getByLabel('State').click();
  await docketPage.getByRole('option', { name: 'All' }).click();
  await expect(docketPage).toHaveURL(/[?&]state=all/);
  await row.getByRole('link').click();
  await expect(docketPage).toHaveURL(new RegExp(`/admin/submissions/${ideaId}$`));
  await docketPage.close();

  // Counsel read the filing and the docket, and change nothing.
  const counselPage = await counselContext.newPage();
  await counselPage.goto(`/counsel/ideas/${ideaId}`);
  await expect(counselPage.getByRole('list', { name: 'Filings' })).toContainText(pctNumber);
  const counselDocket = counselPage.getByRole('list', { name: 'Deadlines' });
  await expect(
    counselDocket.getByRole('article', { name: 'PCT national phase entry' }),
  ).toContainText(`Due ${shownDate(nationalPhase)}`);
  await expect(counselPage.getByRole('button', { name: /^Mark met/ })).toHaveCount(0);
  await expect(counselPage.getByRole('button', { name: 'Record a filing' })).toHaveCount(0);
  await expectNoViolations(counselPage);
  await counselPage.close();

  // The docketing system heard of the filing, signed, with ids and dates and no idea text...
  await expect.poll(() => receiver.received.length).toBe(1);
  const [delivered] = receiver.received;
  const event = new Webhook(integration.webhookSecret).verify(
    delivered!.body,
    delivered!.headers,
  ) as {
    type: string;
    data: Record<string, unknown>;
  };
  expect(event.type).toBe('filing.recorded');
  expect(event.data).toMatchObject({
    ideaId,
    jurisdiction: 'PCT',
    applicationNumber: pctNumber,
    filedOn: today,
  });
  expect(delivered!.body).not.toContain('diverter');
  // ...reads the 30-month date with its key, and the log shows the delivery.
  const docketByKey = await contexts().user.request.get('/api/v1/docket', {
    headers: { authorization: `Bearer ${integration.apiKey}` },
  });
  expect(docketByKey.status()).toBe(200);
  const { deadlines } = (await docketByKey.json()) as {
    deadlines: { reference: string; label: string; dueOn: string }[];
  };
  expect(deadlines).toContainEqual(
    expect.objectContaining({
      reference: ideaId.slice(0, 8),
      label: 'PCT national phase entry',
      dueOn: nationalPhase,
    }),
  );
  const settings = await contexts().admin.newPage();
  await settings.goto('/admin/settings#webhooks');
  await settings.getByRole('button', { name: `Delivery log of ${receiver.url}` }).click();
  const log = settings.getByRole('dialog', { name: 'Delivery log' });
  const deliveryRow = log.locator(`tr[data-delivery-id="${delivered!.headers['webhook-id']}"]`);
  await expect(deliveryRow).toContainText('A filing is recorded');
  await expect(deliveryRow).toContainText('Delivered');
  await expect(deliveryRow).toContainText('200');
  await expectNoViolations(settings);
  await settings.close();

  const mine = await contexts().user.newPage();
  await mine.goto('/user-dashboard/my-submissions');
  await submissionRow(mine, title).getByRole('button', { name: /View/ }).click();
  const details = mine.getByRole('dialog');
  await expect(details.getByText('Patent stage: Filed')).toBeVisible();
  await expect(details.getByText('File a provisional application')).toHaveCount(0);
  await expect(details.getByText('Novel braid geometry')).toHaveCount(0);
  await mine.close();
});

test('revoking counsel ends their access to the idea at once', async () => {
  const page = await contexts().admin.newPage();
  await page.goto(`/admin/submissions/${ideaId}`);
  const panel = page.getByRole('region', { name: 'Patent pipeline' });
  await panel.getByRole('button', { name: 'Revoke Avery Counsel' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Revoke Invitation' });
  await confirm.getByRole('button', { name: 'Revoke', exact: true }).click();
  await expect(panel.getByText('No outside counsel is invited to this idea.')).toBeVisible();
  await expect(panel.getByRole('heading', { name: 'Outside counsel' })).toBeFocused();
  await page.close();

  const counselPage = await counselContext.newPage();
  await counselPage.goto(`/counsel/ideas/${ideaId}`);
  await expect(
    counselPage.getByText('This idea was not found, or you are no longer invited to it.'),
  ).toBeVisible();
  await counselPage.goto('/counsel');
  await expect(counselPage.getByText('No ideas yet')).toBeVisible();
  await counselPage.close();
});
