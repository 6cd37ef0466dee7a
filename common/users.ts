import { z } from 'zod';
import { listDirection, listPage, listPageSize, listSearch } from './list-query';
import { staffRoles } from './roles';
import { adminSubmissionSchema } from './staff-submissions';

// Accounts as staff see them (/api/admin/users/...): the list, one user's page, the role change.

export const userSortKeys = ['email', 'name', 'jobTitle', 'created'] as const;
export type UserSortKey = (typeof userSortKeys)[number];

/** GET /api/admin/users. Default: newest accounts first. */
export const adminUsersQuerySchema = z.object({
  q: listSearch,
  sort: z.enum(userSortKeys).catch('created'),
  dir: listDirection.catch('desc'),
  page: listPage,
  pageSize: listPageSize,
});
export type AdminUsersQuery = z.infer<typeof adminUsersQuerySchema>;

const text = z.string().nullable();

/** One row of the user list (the spec's admin_user_view, camel-cased). */
export const adminUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  fullName: text,
  jobTitle: text,
  createdAt: z.string(),
  isAdmin: z.boolean(),
  /** Staff or not: 'admin', 'reviewer' (sees only their assignments) or 'user'. */
  role: z.enum(['admin', 'reviewer', 'counsel', 'user']),
  /** Read from the user's signed agreement itself. */
  agreementSigned: z.boolean(),
  agreementId: text,
  agreementDocumentId: text,
  submissionCount: z.number(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminUserListSchema = z.object({
  users: z.array(adminUserSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type AdminUserList = z.infer<typeof adminUserListSchema>;

/** GET /api/admin/users/:id: the User Information and Account Activity cards, and their ideas. */
export const adminUserDetailSchema = z.object({
  user: adminUserSchema.extend({
    lastSignInAt: text,
    emailConfirmedAt: text,
    profileCreatedAt: text,
    profileUpdatedAt: text,
    lastLogin: text,
    lastPasswordChange: text,
  }),
  submissions: z.array(adminSubmissionSchema),
});
export type AdminUserDetail = z.infer<typeof adminUserDetailSchema>;

/**
 * POST /api/admin/users/:id/role: makes an account staff (an admin, or a reviewer who sees only
 * the submissions assigned to them) or an ordinary user again.
 */
export const updateUserRoleSchema = z.object({
  role: z.enum(staffRoles, "Role must be 'admin', 'reviewer', 'counsel' or 'user'."),
});

/** '1 user' / 'N users in the system' (spec 01 §2 "Admin users"). */
export const userCountText = (count: number) =>
  count === 1 ? '1 user' : `${count.toLocaleString('en-US')} users in the system`;
