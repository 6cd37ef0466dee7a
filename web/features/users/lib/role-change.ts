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
  user: {
    to: 'user',
    label: 'Remove staff role',
    title: 'Remove staff role?',
    description: (email) => `${email} will no longer reach the admin portal.`,
    destructive: true,
  },
};

/**
 * The two changes offered for an account's role, in a fixed order of places: the first place
 * makes an admin or takes the staff role away from one, so the button a person used stays
 * where it was (and keeps focus) once the role has changed.
 */
export function roleChanges(role: StaffRole): [RoleChange, RoleChange] {
  switch (role) {
    case 'admin':
      return [changes.user, changes.reviewer];
    case 'reviewer':
      return [changes.admin, changes.user];
    case 'user':
      return [changes.admin, changes.reviewer];
  }
}
