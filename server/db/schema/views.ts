// The admin views of the spec. Their SQL lives in a migration; these declarations type the reads.
import { bigint, boolean, pgView, text, uuid } from 'drizzle-orm/pg-core';
import { submissionStatus } from './submissions';
import { at } from './columns';

export const adminUserView = pgView('admin_user_view', {
  id: uuid('id').notNull(),
  email: text('email').notNull(),
  fullName: text('full_name'),
  jobTitle: text('job_title'),
  userCreatedAt: at('user_created_at').notNull(),
  lastSignInAt: at('last_sign_in_at'),
  emailConfirmedAt: at('email_confirmed_at'),
  agreementStatus: text('agreement_status', { enum: ['signed', 'not signed'] }).notNull(),
  agreementId: uuid('agreement_id'),
  agreementDocumentId: text('agreement_document_id'),
  isAdmin: boolean('is_admin').notNull(),
  submissionCount: bigint('submission_count', { mode: 'number' }).notNull(),
  profileCreatedAt: at('profile_created_at'),
  profileUpdatedAt: at('profile_updated_at'),
  lastLogin: at('last_login'),
  lastPasswordChange: at('last_password_change'),
}).existing();

export const adminSubmissionsView = pgView('admin_submissions_view', {
  submissionId: uuid('submission_id').notNull(),
  userId: uuid('user_id').notNull(),
  fullName: text('full_name'),
  userEmail: text('user_email').notNull(),
  jobTitle: text('job_title'),
  submissionTitle: text('submission_title').notNull(),
  submissionDescription: text('submission_description').notNull(),
  attachmentName: text('attachment_name'),
  attachmentUrl: text('attachment_url'),
  submissionStatus: submissionStatus('submission_status').notNull(),
  adminNotes: text('admin_notes'),
  submissionDate: at('submission_date').notNull(),
  submissionUpdatedAt: at('submission_updated_at').notNull(),
  reviewedAt: at('reviewed_at'),
  reviewedBy: uuid('reviewed_by'),
  agreementId: uuid('agreement_id'),
}).existing();
