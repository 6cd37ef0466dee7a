import type { StaffRole } from '#common/roles';

/** Who is signed in, as the header's account menu shows them. */
export interface HeaderAccount {
  email: string;
  /** The profile's full name, shown beside the address when there is one. */
  name?: string | null;
  /** Admins and reviewers: the admin portal is theirs too; outside counsel have their own area. */
  role: StaffRole;
}

/** An admin or a reviewer: the admin portal is theirs (never outside counsel's). */
export const isStaffAccount = (account: HeaderAccount | null | undefined): boolean =>
  account?.role === 'admin' || account?.role === 'reviewer';
