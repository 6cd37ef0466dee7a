import { randomUUID } from 'node:crypto';
import { test } from '@playwright/test';
import { uniqueEmail } from '../support/accounts';
import { adminAndInventorForFile } from '../support/admin';
import { E2E_ADMIN, E2E_BASE_URL } from '../support/environment';
import { adminSignature } from '../support/two-factor';
import { shoot } from './shoot';

// The screens that show when an idea was sent: the inventor's list (a draft by its last save),
// the admin idea page's facts beside a scorecard, and the dashboard's time to a first review.
const headers = { origin: E2E_BASE_URL };
const contexts = adminAndInventorForFile({
  email: uniqueEmail('dates-shots'),
  password: 'Coil-Detacher-42',
  fullName: 'Dr. Omar Haddad',
  jobTitle: 'Neurosurgeon',
});

test('submission dates', async () => {
  const user = contexts().user.request;
  const id = randomUUID();
  await user.post('/api/submissions', {
    headers,
    data: {
      id,
      status: 'draft',
      ideaTitle: 'Detachable coil with a visible release zone',
      ideaDescription: 'Saved first, sent later.',
    },
  });
  await user.post(`/api/submissions/${id}/submit`, { headers });
  await user.post('/api/submissions', {
    headers,
    data: {
      id: randomUUID(),
      status: 'draft',
      ideaTitle: 'Balloon guide catheter with a softer tip',
      ideaDescription: '',
    },
  });

  const page = await contexts().user.newPage();
  await page.goto('/user-dashboard/my-submissions');
  await page.getByText('Last saved').first().waitFor();
  await shoot(page, 'dates-my-submissions');
  await page.close();

  const admin = contexts().admin;
  const { users } = (await (
    await admin.request.get(`/api/admin/users?q=${encodeURIComponent(E2E_ADMIN.email)}`)
  ).json()) as { users: { id: string; email: string }[] };
  const me = users.find((u) => u.email === E2E_ADMIN.email)!;
  await admin.request.post('/api/admin/assignments', {
    headers,
    data: { submissionIds: [id], reviewerIds: [me.id] },
  });
  const { criteria } = (await (
    await admin.request.get(`/api/admin/submissions/${id}/evaluation`)
  ).json()) as { criteria: { version: number; criteria: { id: string }[] } };
  await admin.request.post(`/api/admin/submissions/${id}/scorecard`, {
    headers,
    data: {
      criteriaVersion: criteria.version,
      scores: criteria.criteria.map((c) => ({ criterionId: c.id, score: 4 })),
      recommendation: 'advance',
      ...(await adminSignature()),
    },
  });

  const staff = await admin.newPage();
  await staff.goto(`/admin/submissions/${id}`);
  await staff.getByText('1 submitted').waitFor();
  await shoot(staff, 'dates-admin-idea');
  await staff.goto('/admin');
  await staff.getByText('Average time to first review').waitFor();
  await staff
    .getByText(/Under a minute|minutes?$/)
    .first()
    .waitFor();
  await shoot(staff, 'dates-admin-dashboard');
  await staff.goto('/admin/submissions');
  await staff.getByRole('table').first().waitFor();
  await shoot(staff, 'dates-admin-submissions');
  await staff.close();
});
