/** The admin portal's pages, as its side navigation names them. */
export type AdminPage =
  | 'dashboard'
  | 'reviews'
  | 'submissions'
  | 'docket'
  | 'users'
  | 'erasure-requests'
  | 'settings'
  | 'audit-trail'
  | 'audit-integrity'
  | 'mail';

/**
 * The pages a staff member can use: admins all of them; reviewers their review queue, the
 * submissions assigned to them, and Settings for their own calendar feed (the dashboard's
 * figures, the patent docket, users, erasure requests, the portal's settings, the audit trail,
 * audit integrity and mail are admins' alone).
 */
export const adminPagesFor = (isAdmin: boolean): AdminPage[] =>
  isAdmin
    ? [
        'dashboard',
        'reviews',
        'submissions',
        'docket',
        'users',
        'erasure-requests',
        'settings',
        'audit-trail',
        'audit-integrity',
        'mail',
      ]
    : ['reviews', 'submissions', 'settings'];
