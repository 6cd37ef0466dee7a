import { pagePaths } from './page-paths';

/**
 * An account's role and how it is named on screen. Kept apart from the admin contracts (and
 * their schema library) so the header's account menu can name the role on every page.
 */
export const staffRoles = ['admin', 'reviewer', 'counsel', 'user'] as const;
export type StaffRole = (typeof staffRoles)[number];

export const roleLabels: Record<StaffRole, string> = {
  admin: 'Administrator',
  reviewer: 'Reviewer',
  counsel: 'Outside counsel',
  user: 'Regular User',
};

/**
 * Whether a stored role reads other people's ideas (admins, reviewers, outside counsel): such an
 * account signs with its second factor and idles out as staff do.
 */
export const readsOthersIdeas = (
  role: string | null | undefined,
): role is Exclude<StaffRole, 'user'> =>
  role === 'admin' || role === 'reviewer' || role === 'counsel';

/** The role of a signed-in user, from the flags GET /api/me answers with. */
export const roleOf = (user: {
  isAdmin?: unknown;
  isReviewer?: unknown;
  isCounsel?: unknown;
}): StaffRole =>
  user.isAdmin === true
    ? 'admin'
    : user.isReviewer === true
      ? 'reviewer'
      : user.isCounsel === true
        ? 'counsel'
        : 'user';

/**
 * Where staff begin: admins on the dashboard, reviewers on their review queue, outside counsel
 * on the ideas they are invited to.
 */
export const staffHome: Record<Exclude<StaffRole, 'user'>, string> = {
  admin: pagePaths.admin,
  reviewer: pagePaths.adminReviews,
  counsel: pagePaths.counsel,
};
