import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  adminMessages,
  adminUserDetailSchema,
  adminUserListSchema,
  adminUsersQuerySchema,
  type AdminUsersQuery,
  type StaffRole,
} from '#common/admin';
import { apiRequest } from '#web/lib/api';
import { errorText } from '#web/lib/errors';
import { notify } from '#web/lib/notify';
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

/** Make admin / Remove admin; every admin view is refreshed, since lists show the badge too. */
export function useSetUserRole(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (role: StaffRole) =>
      apiRequest<{ role: StaffRole }>(`/api/admin/users/${encodeURIComponent(userId)}/role`, {
        body: { role },
      }),
    onSuccess: async ({ role }) => {
      const { title, message } = adminMessages.roleChanged(role);
      notify.success(title, message);
      await queryClient.invalidateQueries({ queryKey: adminKeys.users() });
    },
    onError: (error) =>
      notify.error(
        adminMessages.roleFailed.title,
        errorText(error, adminMessages.roleFailed.message),
      ),
  });
}
