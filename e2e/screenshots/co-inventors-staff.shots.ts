import { expect, test, type Browser } from '@playwright/test';
import { uniqueEmail } from '../support/accounts';
import { adminAndInventorForFile, sendIdea } from '../support/admin';
import { E2E_BASE_URL } from '../support/environment';
import { signedInContext, type IdeaUser } from '../support/ideas';
import { people } from '../support/people';
import { shoot, shootPart } from './shoot';

// Staff and an idea's co-inventors: the list's marker, and the idea page's Inventors panel with
// one co-inventor who confirmed, one who disputed and one invited at a mistyped address.
const inventor = { email: uniqueEmail('co-staff-shots'), ...people.maraQuinn };
const contexts = adminAndInventorForFile(inventor);

const marker = `Shots-${Date.now()}`;
const title = `Detachable coil pusher with a tactile stop ${marker}`;
const carol = { email: uniqueEmail('carol'), ...people.lenaPark, fullName: 'Dr. Carol Nguyen' };
const dave = { email: uniqueEmail('dave'), ...people.omarHaddad, fullName: 'Dave Okafor' };

/** Answers the idea's invitation as a co-inventor with an account and a signed agreement. */
async function answer(browser: Browser, person: IdeaUser, id: string, body: object) {
  const context = await signedInContext(browser, person);
  const answered = await context.request.post(`/api/submissions/${id}/attestation`, {
    headers: { origin: E2E_BASE_URL },
    data: { password: person.password, ...body },
  });
  expect(answered.status(), await answered.text()).toBe(200);
  await context.close();
}

test('the inventors on the staff list and the idea page', async ({ browser }) => {
  const id = await sendIdea(contexts().user.request, {
    title,
    description: 'A stop felt through the pusher tells the coil has left the microcatheter.',
    inventors: {
      submitterShare: 40,
      submitterLead: true,
      coInventors: [
        {
          name: carol.fullName,
          email: carol.email,
          affiliation: 'Lakeside University Hospital',
          share: 25,
        },
        { name: dave.fullName, email: dave.email, affiliation: '', share: 20 },
        {
          name: 'Dr. Frank Ito',
          email: 'frank.ito@exmaple.com',
          affiliation: 'Northgate Stroke Center',
          share: 15,
        },
      ],
    },
  });
  await answer(browser, carol, id, { decision: 'attest' });
  await answer(browser, dave, id, {
    decision: 'dispute',
    reason: 'different_share',
    claimedShare: 30,
    comment: 'I built the first two prototypes and ran the bench tests.\nThat is more than 20%.',
  });

  const page = await contexts().admin.newPage();
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(`/admin/submissions?q=${encodeURIComponent(marker)}`);
  await expect(page.getByText('2 of 4 inventors confirmed')).toBeVisible();
  await shoot(page, 'co-staff-list');

  await page.goto(`/admin/submissions/${id}`);
  const panel = page.getByRole('region', { name: 'Inventors', exact: true });
  await expect(panel.getByText('Invited, not answered')).toBeVisible();
  await shootPart(panel, 'co-staff-panel');
  await shoot(page, 'co-staff-page');

  await panel.getByRole('button', { name: 'Correct address of Dr. Frank Ito' }).click();
  const dialog = page.getByRole('dialog', { name: 'Correct address' });
  await dialog.getByRole('textbox', { name: 'Email' }).fill(carol.email);
  await dialog.getByRole('button', { name: 'Save address' }).click();
  await expect(dialog.getByText('This co-inventor is listed twice.')).toBeVisible();
  await shootPart(dialog, 'co-staff-correct-refused');
  await dialog.getByRole('textbox', { name: 'Email' }).fill('frank.ito@example.com');
  await dialog.getByRole('button', { name: 'Save address' }).click();
  await expect(page.getByText('Address Corrected', { exact: true })).toBeVisible();
  await shootPart(panel, 'co-staff-panel-corrected');
  await page.close();
});
