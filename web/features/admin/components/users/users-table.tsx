import { Link } from 'react-router';
import type { AdminUser, AdminUsersQuery, UserSortKey } from '#common/admin';
import { Button } from '#web/components/ui/button';
import { cn } from '#web/lib/cn';
import { jobTitleText, shortUserId, userName } from '#web/features/admin/lib/users/user-display';
import { CardLabel, DateCell, ListTable, sortLabel, type ListColumn } from '../list/list-table';
import { AgreementBadge, StaffBadge } from './user-badges';

const columns: ListColumn<UserSortKey>[] = [
  { label: 'Email', sortBy: 'email' },
  { label: 'User', sortBy: 'name' },
  { label: 'Job Title', sortBy: 'jobTitle' },
  { label: 'Agreement' },
  { label: 'Created', sortBy: 'created' },
  { label: 'Actions' },
];

function UserRow({ user }: { user: AdminUser }) {
  return (
    <tr className="align-top">
      <th scope="row" className="max-w-64 px-4 py-3 font-medium text-slate-900">
        <span
          className="block truncate max-md:break-all max-md:whitespace-normal"
          title={user.email}
        >
          {user.email}
        </span>
      </th>
      <td className="px-4 py-3">
        <span className={cn('block', user.fullName ? 'text-slate-900' : 'text-slate-600 italic')}>
          {userName(user.fullName)}
        </span>
        <span className="mt-1 flex flex-wrap items-center gap-2">
          <code className="font-mono text-xs text-slate-600" title={user.id}>
            {shortUserId(user.id)}
          </code>
          <StaffBadge role={user.role} />
        </span>
      </td>
      <td className={cn('px-4 py-3', user.jobTitle ? 'text-slate-900' : 'text-slate-600 italic')}>
        <CardLabel>Job Title</CardLabel>
        {jobTitleText(user.jobTitle)}
      </td>
      <td className="px-4 py-3">
        <AgreementBadge signed={user.agreementSigned} />
      </td>
      <DateCell value={user.createdAt} label="Created" />
      <td className="px-4 py-3">
        <Button asChild variant="outline" size="sm">
          <Link
            to={`/admin/details/${encodeURIComponent(user.id)}`}
            aria-label={`View details for ${user.email}`}
          >
            View Details
          </Link>
        </Button>
      </td>
    </tr>
  );
}

/** One page of users, with the sortable columns of spec 01 §2 "Admin users". */
export function UsersTable({
  users,
  query,
  pages,
  stale,
  onSort,
}: {
  users: AdminUser[];
  query: AdminUsersQuery;
  pages: number;
  /** The rows are the previous page's while the next loads. */
  stale: boolean;
  onSort: (column: UserSortKey) => void;
}) {
  return (
    <ListTable
      caption={`Users, sorted by ${sortLabel(columns, query.sort)} ${query.dir === 'asc' ? 'ascending' : 'descending'}, page ${query.page} of ${pages}`}
      columns={columns}
      sort={query}
      onSort={onSort}
      stale={stale}
      className="md:min-w-[56rem]"
    >
      {users.map((user) => (
        <UserRow key={user.id} user={user} />
      ))}
    </ListTable>
  );
}
