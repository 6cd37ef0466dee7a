// The mail queue as admins see it.
export { mailAttentionQueryOptions, mailKey } from './api/mail-outbox';
export { MailStatusCard } from './components/mail-status-card';
export { MailTable } from './components/mail-table';
export { describeMailCounts } from './lib/describe-counts';
