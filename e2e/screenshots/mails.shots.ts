import { test } from '@playwright/test';
import type { Template } from '#server/services/mail/layout';
import {
  accountExistsMail,
  accountSecurityMail,
  agreementSignedMail,
  conversationNoticeMail,
  resetPasswordMail,
  reviewAssignedMail,
  reviewOverdueMail,
  statusChangeMail,
  submissionReceiptMail,
  verifyEmailMail,
  type SecurityChange,
} from '#server/services/mail/templates';
import { staffNotificationMail } from '#server/services/notifications/staff';
import { retentionNoticeMail } from '#server/services/records/notice-mail';
import { webhookDisabledMail } from '#server/services/webhooks/disabled-mail';
import { adminContext } from '../support/admin';
import { shoot, shootMail } from './shoot';

// Sample data as long as real data gets: a long title, a long token, a full UUID.
const APP = 'https://innovation.neurovascular.example.com';
const ID = '7264c0de-5a1b-4c2d-9e8f-0123456789ab';
const USER = '0f1e2d3c-4b5a-4968-8776-655443322110';
const TOKEN =
  'eyJhbGciOiJIUzI1NiJ9.eyJlbWFpbCI6ImxlbmEucGFya0BleGFtcGxlLmNvbSJ9.c2lnbmF0dXJlLXRoYXQtaXMtbG9uZw';
const TITLE = 'Steerable microcatheter with a radiopaque marker band for distal aneurysm access';
const AT = new Date('2026-05-01T15:24:07Z');
const idea = `${APP}/user-dashboard/my-submissions?submission=${ID}`;
const adminIdea = `${APP}/admin/submissions/${ID}`;

const securityChanges: SecurityChange[] = [
  'password-changed',
  'password-reset',
  'two-factor-enabled',
  'two-factor-disabled',
  'backup-codes-regenerated',
  'passkey-added',
  'passkey-removed',
];

const mails: Record<string, Template> = {
  'verify-email': verifyEmailMail(`${APP}/auth/callback?token=${TOKEN}&redirect=/login`),
  'reset-password': resetPasswordMail(`${APP}/reset-password?token=${TOKEN}`),
  'account-exists': accountExistsMail(`${APP}/login`, `${APP}/forgot-password`),
  receipt: submissionReceiptMail({
    id: ID,
    title: TITLE,
    receivedAt: AT,
    manifestSha256: '3f7a9c0e5b2d4f6a8c1e3b5d7f9a2c4e6b8d0f1a3c5e7b9d2f4a6c8e0b1d3f5a',
    trustedTimestamps: true,
    url: idea,
  }),
  'status-approved': statusChangeMail({
    id: ID,
    title: TITLE,
    status: 'approved',
    notes: 'Promising: we would like to schedule an engineering review with you next month.',
    url: idea,
  }),
  'status-rejected': statusChangeMail({
    id: ID,
    title: TITLE,
    status: 'rejected',
    notes: null,
    url: idea,
  }),
  'conversation-one': conversationNoticeMail([
    { submissionId: ID, title: TITLE, url: idea, count: 1, mention: false },
  ]),
  'conversation-several': conversationNoticeMail([
    { submissionId: ID, title: TITLE, url: adminIdea, count: 3, mention: false },
    {
      submissionId: USER,
      title: 'Balloon guide catheter',
      url: adminIdea,
      count: 1,
      mention: true,
    },
  ]),
  'review-assigned': reviewAssignedMail({ count: 1, dueOn: '2026-11-30', url: adminIdea }),
  'review-overdue': reviewOverdueMail({ dueOn: '2026-11-30', url: adminIdea }),
  'retention-notice': retentionNoticeMail(
    [
      { id: ID, removeOn: '2026-12-12' },
      { id: USER, removeOn: '2026-12-19' },
    ],
    24,
    APP,
  ),
  'webhook-disabled': webhookDisabledMail(APP, {
    url: 'https://docketing.neurovascular.example.com/hooks/innovation-portal/events',
  }),
  'agreement-signed': agreementSignedMail({
    signerName: 'Dr. Lena Park',
    signedAt: AT,
    url: `${APP}/user-dashboard/submit-idea`,
  }),
  ...Object.fromEntries(
    securityChanges.map((change) => [
      `security-${change}`,
      accountSecurityMail({
        change,
        at: AT,
        browser: 'Chrome on macOS',
        ipAddress: '2001:db8:85a3::8a2e:370:7334',
        resetUrl: `${APP}/forgot-password`,
      }),
    ]),
  ),
  'staff-user-signup': staffNotificationMail(
    {
      type: 'user-signup',
      data: {
        id: USER,
        email: 'lena.park@example.com',
        full_name: null,
        registration_date: AT.toISOString(),
      },
    },
    APP,
  ),
  'staff-agreement-signed': staffNotificationMail(
    {
      type: 'agreement-signed',
      data: {
        id: ID,
        user_id: USER,
        full_name: 'Dr. Lena Park',
        email: 'lena.park@example.com',
        agreement_type: 'NDA',
      },
    },
    APP,
  ),
  'staff-invention-submission': staffNotificationMail(
    {
      type: 'invention-submission',
      data: {
        id: ID,
        idea_title: TITLE,
        user_id: USER,
        full_name: 'Dr. Lena Park',
        email: 'lena.park@example.com',
        earliest_bar_date: { date: '2027-03-10', where: 'Europe (EPC)', planned: true },
      },
    },
    APP,
  ),
  'staff-contact-form': staffNotificationMail(
    {
      type: 'contact-form',
      data: {
        id: ID,
        name: 'Ines Ortega',
        email: 'ines.ortega@hospital.example.org',
        subject: 'Partnering on a pilot',
        message: 'Hello,\n\nCould we talk about a pilot at our stroke centre?\n\nInes',
      },
    },
    APP,
  ),
};

test('every mail at 600 and 390 px', async ({ page }) => {
  for (const [name, mail] of Object.entries(mails)) await shootMail(page, mail.html!, name);
});

test('the dashboard when no one receives staff notices', async ({ browser }) => {
  const context = await adminContext(browser);
  const page = await context.newPage();
  await page.route('**/api/admin/stats', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...(await response.json()), staffNoticesTo: null } });
  });
  await page.goto('/admin');
  await page.getByRole('heading', { name: 'No one receives staff notices' }).waitFor();
  await shoot(page, 'admin-dashboard-no-staff-notices');
  await context.close();
});
