import { queryOptions } from '@tanstack/react-query';
import {
  adminUserDetailSchema,
  adminUserListSchema,
  adminUsersQuerySchema,
  type AdminUsersQuery,
} from '../../../../common/admin';
import { apiRequest } from '../../../lib/api';
import { adminKeys, adminQueryDefaults, listQueryFrom, toSearchParams } from './keys';

export const defaultUsersQuery: AdminUsersQuery = adminUsersQuerySchema.parse({});

export const usersQueryFrom = (params: URLSearchParams): AdminUsersQuery =>
  listQueryFrom(adminUsersQuerySchema, params);

export const usersSearchParams = (query: AdminUsersQuery) =>
  toSearchParams(query, defaultUsersQuery);

export const adminUsersQueryOptions = (query: AdminUsersQuery) =>
  queryOptions({
    queryKey: adminKeys.userList(query),
    queryFn: async ({ signal }) =>
      adminUserListSchema.parse(
        await apiRequest<unknown>(`/api/admin/users?${usersSearchParams(query)}`, { signal }),
      ),
    ...adminQueryDefaults,
  });

export const adminUserQueryOptions = (id: string) =>
  queryOptions({
    queryKey: adminKeys.user(id),
    queryFn: async ({ signal }) =>
      adminUserDetailSchema.parse(
        await apiRequest<unknown>(`/api/admin/users/${encodeURIComponent(id)}`, { signal }),
      ),
    ...adminQueryDefaults,
  });
