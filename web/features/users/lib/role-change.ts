import type { StaffRole } from '#common/roles';

/** A role change the user page offers: its button, and the question that confirms it. */
export interface RoleChange {
  to: StaffRole;
  label: string;
  title: string;
  description: (email: string) => string;
  details?: string;
  destructive: boolean;
}

const TWO_FACTOR_FIRST =
  'They must set up two-factor sign-in before the admin portal opens for them.';

const changes: Record<StaffRole, RoleChange> = {
  admin: {
    to: 'admin',
    label: 'Make admin',
    title: 'Make admin?',
    description: (email) =>
      `${email} will be able to read every submission, change statuses, delete submissions and manage users.`,
    details: TWO_FACTOR_FIRST,
    destructive: false,
  },
  reviewer: {
    to: 'reviewer',
    label: 'Make reviewer',
    title: 'Make reviewer?',
    description: (email) =>
      `${email} will see only the submissions assigned to them, and score them.`,
    details: TWO_FACTOR_FIRST,
    destructive: false,
  },
  counsel: {
    to: 'counsel',
    label: 'Make outside counsel',
    title: 'Make outside counsel?',
    description: (email) => `${email} will become outside counsel.`,
    details:
      'Outside counsel see only the ideas an admin invites them to, after two-factor sign-in.',
    destructive: false,
  },
  user: {
    to: 'user',
    label: 'Remove staff role',
    title: 'Remove staff role?',
    description: (email) => `${email} will no longer reach the admin portal.`,
    destructive: true,
  },
};

/** Taking the role away from outside counsel, who never had the admin portal. */
const removeCounsel: RoleChange = {
  ...changes.user,
  description: (email) => `${email} will no longer see the ideas they were invited to.`,
};

/**
 * The three changes offered for an account's role, in a fixed order of places: admin, reviewer,
 * outside counsel. The place of the account's own role takes that role away instead, so the
 * button a person used stays where it was (and keeps focus) once the role has changed.
 */
export function roleChanges(role: StaffRole): [RoleChange, RoleChange, RoleChange] {
  switch (role) {
    case 'admin':
      return [changes.user, changes.reviewer, changes.counsel];
    case 'reviewer':
      return [changes.admin, changes.user, changes.counsel];
    case 'counsel':
      return [changes.admin, changes.reviewer, removeCounsel];
    case 'user':
      return [changes.admin, changes.reviewer, changes.counsel];
  }
}
