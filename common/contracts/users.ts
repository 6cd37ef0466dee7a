import { z } from 'zod';
import { listedStaffSchema } from '../conversation';
import { staffRoles } from '../roles';
import {
  adminUserDetailSchema,
  adminUserListSchema,
  adminUsersQuerySchema,
  updateUserRoleSchema,
} from '../users';
import { endpoint } from './endpoint';

export const userListContract = endpoint({
  method: 'GET',
  path: '/api/admin/users',
  summary: 'One page of the accounts, searched and sorted; admins only.',
  query: adminUsersQuerySchema,
  response: adminUserListSchema,
});

export const userContract = endpoint({
  method: 'GET',
  path: '/api/admin/users/:id',
  summary: 'One account and the ideas it sent that the reader may read.',
  response: adminUserDetailSchema,
});

export const setUserRoleContract = endpoint({
  method: 'POST',
  path: '/api/admin/users/:id/role',
  summary: 'Makes an account an admin, a reviewer or a user again (audited); admins only.',
  body: updateUserRoleSchema,
  response: z.object({ role: z.enum(staffRoles) }),
});

/**
 * The staff a reader may assign or mention; with `?submissionId=`, those who can read that idea.
 * Addresses go to admins only.
 */
export const staffContract = endpoint({
  method: 'GET',
  path: '/api/admin/staff',
  summary: 'The staff the reader may assign or mention, of one idea with ?submissionId=.',
  query: z.object({ submissionId: z.uuid().optional() }),
  response: z.object({ staff: z.array(listedStaffSchema) }),
});
