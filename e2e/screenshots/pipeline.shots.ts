import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  expect,
  test,
  type APIResponse,
  type BrowserContext,
  type Locator,
} from '@playwright/test';
import { Secret, TOTP, URI } from 'otpauth';
import { createVerifiedAccount, uniqueEmail } from '../support/accounts';
import { adminAndInventorForFile, sendIdea } from '../support/admin';
import { E2E_ADMIN, E2E_BASE_URL, E2E_DIR } from '../support/environment';
import { nextCode } from '../support/two-factor';
import { screenSizes, shoot, shootInView, shootPart } from './shoot';

// The patent pipeline (ADR 40): an idea with an opinion, a decision to file, two filings and
// their docket, as admins and counsel see it; the docket page; the clock's settings; the staff
// list by stage; the dashboard's pipeline card.

const inventor = {
  email: uniqueEmail('shots-pipeline'),
  password: 'Coil-Embolisation-42',
  fullName: 'Dr. Mara Quint',
  jobTitle: 'Neurointerventionalist',
};
const counsel = { email: uniqueEmail('shots-counsel'), password: 'Patent-Counsel-Passw0rd' };
const headers = { origin: E2E_BASE_URL };
const contexts = adminAndInventorForFile(inventor);
const folder = process.env.SCREENSHOTS_DIR ?? 'screenshots';

/** Pictures one part of the page whole, at both sizes: `<name>-1280.png`, `<name>-390.png`. */
async function shootElement(part: Locator, name: string): Promise<void> {
  await mkdir(folder, { recursive: true });
  for (const size of screenSizes) {
    await part.page().setViewportSize(size);
    await part
      .page()
      .evaluate(() => new Promise((done) => requestAnimationFrame(() => done(null))));
    await part.screenshot({ path: path.join(folder, `${name}-${size.width}.png`) });
  }
}

async function ok(response: Promise<APIResponse>, status = 200) {
  const answer = await response;
  expect(answer.status(), await answer.text()).toBe(status);
  return answer.json() as Promise<Record<string, unknown>>;
}

test('the patent pipeline, its filings and docket', async ({ browser }) => {
  test.setTimeout(600_000);
  const { admin, user } = contexts();
  const today = new Date().toISOString().slice(0, 10);
  const id = await sendIdea(user.request, {
    title: 'Self-expanding flow diverter with radiopaque braid',
    description: 'A braided diverter that shows under fluoroscopy along its whole length.',
  });
  await ok(
    admin.request.patch(`/api/admin/submissions/${id}/status`, {
      headers,
      data: { status: 'approved', adminNotes: '' },
    }),
  );
  const base = `/api/pipeline/ideas/${id}`;
  await ok(
    admin.request.post(`${base}/stage`, {
      headers,
      data: { to: 'patentability_review', from: null, reason: 'Strong clinical need.' },
    }),
  );

  // Counsel with two-factor sign-in, invited, sign an opinion.
  const counselContext: BrowserContext = await browser.newContext({ baseURL: E2E_BASE_URL });
  await createVerifiedAccount(counselContext.request, counsel.email, counsel.password);
  const { users } = (await (
    await admin.request.get(`/api/admin/users?q=${encodeURIComponent(counsel.email)}`)
  ).json()) as { users: { id: string }[] };
  await ok(
    admin.request.post(`/api/admin/users/${users[0]!.id}/role`, {
      headers,
      data: { role: 'counsel' },
    }),
  );
  await ok(counselContext.request.post('/api/auth/sign-in/email', { headers, data: counsel }));
  const { totpURI } = (await ok(
    counselContext.request.post('/api/auth/two-factor/enable', {
      headers,
      data: { password: counsel.password },
    }),
  )) as { totpURI: string };
  const counselAuthenticator = new TOTP({
    secret: Secret.fromBase32(new URL(totpURI).searchParams.get('secret')!),
  });
  await ok(
    counselContext.request.post('/api/auth/two-factor/verify-totp', {
      headers,
      data: { code: await nextCode(counselAuthenticator) },
    }),
  );
  await ok(
    admin.request.post(`${base}/counsel`, {
      headers,
      data: { email: counsel.email, name: 'Avery Counsel' },
    }),
    201,
  );
  await ok(
    counselContext.request.post(`${base}/opinions`, {
      headers,
      data: {
        recommendation: 'file_nonprovisional_or_pct',
        reasoning: 'Novel braid geometry; no anticipating art found.',
        attachmentIds: [],
        password: counsel.password,
        code: await nextCode(counselAuthenticator),
      },
    }),
    201,
  );

  // The decision to file, a US provisional and a PCT application claiming its priority.
  await ok(
    admin.request.post(`${base}/stage`, {
      headers,
      data: { to: 'decision', from: 'patentability_review', reason: 'Opinion received.' },
    }),
  );
  const adminAuthenticator = URI.parse(
    await readFile(path.join(E2E_DIR, 'admin-authenticator.txt'), 'utf8'),
  ) as TOTP;
  await ok(
    admin.request.post(`${base}/decision`, {
      headers,
      data: {
        outcome: 'file',
        reason: 'Follow counsel: file a PCT application.',
        password: E2E_ADMIN.password,
        code: await nextCode(adminAuthenticator),
      },
    }),
    201,
  );
  const provisional = (await ok(
    admin.request.post(`${base}/filings`, {
      headers,
      data: {
        jurisdiction: 'US',
        type: 'provisional',
        applicationNumber: `63/${String(Date.now() % 1_000_000).padStart(6, '0')}`,
        filedOn: today,
        priorityFilingId: null,
      },
    }),
    201,
  )) as { filings: { id: string }[] };
  const pipeline = (await ok(
    admin.request.post(`${base}/filings`, {
      headers,
      data: {
        jurisdiction: 'PCT',
        type: 'pct',
        applicationNumber: `PCT/US2026/${String(Date.now() % 10_000_000).padStart(7, '0')}`,
        filedOn: today,
        priorityFilingId: provisional.filings[0]!.id,
      },
    }),
    201,
  )) as { deadlines: { key: string; rule: string }[] };
  const regional = pipeline.deadlines.find((deadline) => deadline.rule === 'ep_regional_phase')!;
  await ok(
    admin.request.put(`${base}/deadlines/${encodeURIComponent(regional.key)}`, {
      headers,
      data: { state: 'not_applicable', reason: 'No European protection wanted for this device.' },
    }),
  );

  const page = await admin.newPage();
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(`/admin/submissions/${id}`);
  const panel = page.getByRole('region', { name: 'Patent pipeline' });
  await expect(panel.getByRole('list', { name: 'Deadlines' })).toBeVisible();
  await shootElement(panel, 'pipeline-admin-panel');
  await shootPart(panel.getByRole('region', { name: 'Filings' }), 'pipeline-admin-filings');

  await panel.getByRole('button', { name: 'Record a filing' }).click();
  const dialog = page.getByRole('dialog', { name: 'Record a filing' });
  await dialog.getByRole('button', { name: 'Record filing' }).click();
  await expect(dialog.getByText('Enter the application number.')).toBeVisible();
  await shootInView(dialog, 'pipeline-record-filing', 'center');
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  await panel.getByRole('button', { name: /^Not applicable: PCT national phase entry/ }).click();
  const reason = page.getByRole('dialog', { name: 'Not applicable' });
  await reason.getByRole('button', { name: 'Mark not applicable' }).click();
  await expect(reason.getByText('Say why the deadline does not apply.')).toBeVisible();
  await shootInView(reason, 'pipeline-not-applicable', 'center');
  await reason.getByRole('button', { name: 'Cancel' }).click();

  await page.goto('/admin/docket');
  await expect(page.getByRole('table')).toBeVisible();
  await shoot(page, 'pipeline-docket');
  await page.goto('/admin/docket?state=all');
  await expect(page.getByRole('table')).toBeVisible();
  await shoot(page, 'pipeline-docket-all');

  await page.goto('/admin/settings');
  await shootPart(page.getByRole('region', { name: 'Decision clock' }), 'pipeline-settings-clock');
  await page.goto('/admin/submissions?stage=decision');
  await expect(page.getByRole('table')).toBeVisible();
  await shoot(page, 'pipeline-staff-list-stage');
  await page.goto('/admin');
  await shootPart(page.getByRole('region', { name: 'Patent pipeline' }), 'pipeline-dashboard-card');

  const counselPage = await counselContext.newPage();
  await counselPage.emulateMedia({ reducedMotion: 'reduce' });
  await counselPage.goto('/counsel');
  await expect(counselPage.getByRole('table').first()).toBeVisible();
  await expect(counselPage.getByRole('heading', { name: 'Docket' })).toBeVisible();
  await shoot(counselPage, 'pipeline-counsel-list');
  await counselPage.goto(`/counsel/ideas/${id}`);
  await expect(counselPage.getByRole('list', { name: 'Deadlines' })).toBeVisible();
  await expect(counselPage.getByText('A braided diverter')).toBeVisible();
  await shoot(counselPage, 'pipeline-counsel-idea');
  await counselContext.close();
});
