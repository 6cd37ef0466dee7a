import { useCallback, useEffect, useMemo } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { adminMessages, userCountText, type AdminUsersQuery } from '../../../common/admin';
import { AreaHeading } from '../../components/layout/area-heading';
import { FormAlert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../components/ui/card';
import {
  adminUsersQueryOptions,
  usersQueryFrom,
  usersSearchParams,
} from '../../features/admin/api/users';
import { RefreshButton } from '../../features/admin/components/dashboard/refresh-button';
import { ListPagination } from '../../features/admin/components/users/list-pagination';
import { UserSearch } from '../../features/admin/components/users/user-search';
import { UsersTable } from '../../features/admin/components/users/users-table';
import { usersErrorText } from '../../features/admin/lib/users/users-error';
import {
  pageCount,
  withPage,
  withPageSize,
  withSearch,
  withSort,
} from '../../features/admin/lib/users/users-list';
import { notify } from '../../lib/notify';

/**
 * /admin/users: the user list, searched, sorted and paged by the server. The query lives in the
 * URL, so a view can be shared and survives a reload.
 */
export function AdminUsersPage() {
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => usersQueryFrom(params), [params]);
  const list = useQuery({ ...adminUsersQueryOptions(query), placeholderData: keepPreviousData });

  // Searching replaces the history entry (one per pause in typing would bury Back); sorting
  // and paging add one, so Back returns to the previous view.
  const show = useCallback(
    (next: AdminUsersQuery, replace = false) => setParams(usersSearchParams(next), { replace }),
    [setParams],
  );
  const search = useCallback(
    (q: string) => {
      const next = withSearch(query, q);
      if (next.q !== query.q) show(next, true);
    },
    [query, show],
  );

  const data = list.data;
  const pages = data ? pageCount(data.total, data.pageSize) : 1;

  // A page past the end (the list shrank, or an old link): go to the last one there is.
  const pastTheEnd = !!data && !list.isPlaceholderData && query.page > pages;
  useEffect(() => {
    if (pastTheEnd) show(withPage(query, pages), true);
  }, [pastTheEnd, pages, query, show]);

  async function refresh() {
    const result = await list.refetch();
    if (result.isSuccess) notify.success(adminMessages.refreshed);
  }

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
          <UserSearch value={query.q} onSearch={search} />
        </CardHeader>
        <CardContent>
          {list.isError && (
            <FormAlert className="mb-4">
              <p>{usersErrorText(list.error)}</p>
              <Button
                variant="outline"
                size="sm"
                className="mt-2"
                onClick={() => void list.refetch()}
              >
                Try Again
              </Button>
            </FormAlert>
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
                pages={pages}
                stale={list.isPlaceholderData}
                onSort={(column) => show(withSort(query, column))}
              />
            ))}
          {data && data.total > 0 && (
            <ListPagination
              label="User list pages"
              page={query.page}
              pages={pages}
              pageSize={query.pageSize}
              onPage={(page) => show(withPage(query, page))}
              onPageSize={(pageSize) => show(withPageSize(query, pageSize))}
            />
          )}
        </CardContent>
      </Card>
    </div>
  );
}
