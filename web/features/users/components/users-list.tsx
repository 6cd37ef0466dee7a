import { adminMessages } from '#common/admin-messages';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card';
import { usersLoadErrorText, type useUsersList } from '#web/features/users/hooks/use-users-list';
import { pageCount, withPage, withPageSize, withSearch, withSort } from '#web/lib/list/list-query';
import { usersCountText } from '#web/features/users/lib/users-count';
import { ListPagination } from '#web/components/list/list-pagination';
import { ListSearch } from '#web/components/list/list-search';
import { LoadError } from '#web/components/list/load-error';
import { UsersTable } from './users-table';

type UsersListProps = Omit<ReturnType<typeof useUsersList>, 'refresh'>;

/** The Users card: its count, the search, the page of users and its paging. */
export function UsersList({ query, setQuery, list }: UsersListProps) {
  const data = list.data;
  const searching = query.q !== '';

  return (
    <Card>
      <CardHeader className="gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <CardTitle>Users</CardTitle>
          <CardDescription aria-live="polite" className="mt-1">
            {data ? usersCountText(data.total, searching) : list.isError ? '' : 'Loading users...'}
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
            message={usersLoadErrorText(list.error)}
            onRetry={() => void list.refetch()}
            retrying={list.isFetching}
          />
        )}
        {/* An empty search is said once, by the count above. */}
        {data && data.total === 0 && !searching && (
          <p className="rounded-lg border border-dashed border-slate-300 p-8 text-center text-slate-700">
            {adminMessages.noUsers}
          </p>
        )}
        {data && data.users.length > 0 && (
          <UsersTable
            users={data.users}
            query={query}
            pages={pageCount(data.total, query.pageSize)}
            stale={list.isPlaceholderData}
            onSort={(column) => setQuery(withSort(query, column))}
          />
        )}
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
  );
}
