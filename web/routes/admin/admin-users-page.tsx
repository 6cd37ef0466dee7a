import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminMessages, userCountText } from '#common/admin';
import { AreaHeading } from '#web/components/layout/area-heading';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card';
import {
  adminUsersQueryOptions,
  usersQueryFrom,
  usersSearchParams,
} from '#web/features/admin/api/users';
import { ListPagination } from '#web/features/admin/components/list/list-pagination';
import { ListSearch } from '#web/features/admin/components/list/list-search';
import { LoadError } from '#web/features/admin/components/list/load-error';
import { RefreshButton } from '#web/features/admin/components/list/refresh-button';
import { UsersTable } from '#web/features/admin/components/users/users-table';
import {
  pageCount,
  withPage,
  withPageSize,
  withSearch,
  withSort,
} from '#web/features/admin/lib/list/list-query';
import { useListUrl, usePageInRange } from '#web/features/admin/lib/list/use-list-url';
import { usersErrorText } from '#web/features/admin/lib/users/users-error';
import { notify } from '#web/lib/notify';

/**
 * /admin/users: the user list, searched, sorted and paged by the server. The query lives in the
 * URL, so a view can be shared and survives a reload.
 */
export function AdminUsersPage() {
  const [query, setQuery] = useListUrl(usersQueryFrom, usersSearchParams);
  const list = useQuery({ ...adminUsersQueryOptions(query), placeholderData: keepPreviousData });

  usePageInRange(query, setQuery, list.isPlaceholderData ? undefined : list.data?.total);

  async function refresh() {
    const result = await list.refetch();
    if (result.isSuccess) notify.success(adminMessages.refreshed);
  }

  const data = list.data;
  const countText = data ? userCountText(data.total) : list.isError ? '' : 'Loading users...';

  return (
    <div className="space-y-6">
      <AreaHeading
        heading="User Management"
        area="Admin Portal"
        description="Browse registered users and their agreements."
        actions={<RefreshButton busy={list.isFetching} onRefresh={() => void refresh()} />}
      />
      <Card>
        <CardHeader className="gap-4 sm:flex-row sm:items-end sm:justify-between">
          <div>
            <CardTitle>Users</CardTitle>
            <CardDescription aria-live="polite" className="mt-1">
              {countText}
            </CardDescription>
          </div>
          <ListSearch
            label="Search users"
            placeholder={adminMessages.searchUsers}
            value={query.q}
            onSearch={(q) => setQuery(withSearch(query, q), { replace: true })}
          />
        </CardHeader>
        <CardContent className="space-y-4">
          {list.isError && (
            <LoadError
              message={usersErrorText(list.error)}
              onRetry={() => void list.refetch()}
              retrying={list.isFetching}
            />
          )}
          {data &&
            (data.users.length === 0 ? (
              <p className="rounded-lg border border-dashed border-slate-300 p-8 text-center text-slate-700">
                {query.q ? adminMessages.noUsersMatch : adminMessages.noUsers}
              </p>
            ) : (
              <UsersTable
                users={data.users}
                query={query}
                pages={pageCount(data.total, query.pageSize)}
                stale={list.isPlaceholderData}
                onSort={(column) => setQuery(withSort(query, column))}
              />
            ))}
          {data && data.total > 0 && (
            <ListPagination
              label="User list pages"
              page={query.page}
              pageSize={query.pageSize}
              total={data.total}
              onPage={(page) => setQuery(withPage(query, page))}
              onPageSize={(pageSize) => setQuery(withPageSize(query, pageSize))}
            />
          )}
        </CardContent>
      </Card>
    </div>
  );
}
