import { Link } from 'react-router';
import type { AdminUser, AdminUsersQuery, UserSortKey } from '#common/users';
import { Button } from '#web/components/ui/button';
import { useRowLink } from '#web/components/ui/data-table';
import { cn } from '#web/lib/cn';
import { jobTitleText, shortUserId, userName } from '#web/features/users/lib/user-display';
import {
  CardLabel,
  DateCell,
  ListTable,
  sortLabel,
  type ListColumn,
} from '#web/components/list/list-table';
import { AgreementBadge, StaffBadge } from './user-badges';

const columns: ListColumn<UserSortKey>[] = [
  { label: 'Email', sortBy: 'email' },
  { label: 'User', sortBy: 'name' },
  { label: 'Job Title', sortBy: 'jobTitle' },
  { label: 'Agreement' },
  { label: 'Created', sortBy: 'created' },
  { label: 'Actions' },
];

/**
 * One account. Clicking the row opens its page; View Details is the way there for keyboards and
 * screen readers. The name takes the width the other columns leave.
 */
function UserRow({ user }: { user: AdminUser }) {
  const href = `/admin/details/${encodeURIComponent(user.id)}`;
  const rowLink = useRowLink(href);
  return (
    <tr onClick={rowLink.onClick} className={cn('align-top', rowLink.className)}>
      <th scope="row" className="px-3 py-3 font-medium text-slate-900">
        <span
          className="block truncate md:max-w-[12rem] 2xl:max-w-[18rem] max-md:break-all max-md:whitespace-normal"
          title={user.email}
        >
          {user.email}
        </span>
      </th>
      <td className="w-full min-w-[8rem] px-3 py-3">
        <span
          className={cn(
            'block [overflow-wrap:anywhere]',
            user.fullName ? 'text-slate-900' : 'text-slate-600 italic',
          )}
        >
          {userName(user.fullName)}
        </span>
        <span className="mt-1 flex flex-wrap items-center gap-2">
          <code className="font-mono text-xs text-slate-600" title={user.id}>
            {shortUserId(user.id)}
          </code>
          <StaffBadge role={user.role} />
        </span>
      </td>
      <td className={cn('px-3 py-3', user.jobTitle ? 'text-slate-900' : 'text-slate-600 italic')}>
        <CardLabel>Job Title</CardLabel>
        <span
          className="md:block md:max-w-[9rem] md:truncate 2xl:max-w-[14rem]"
          title={user.jobTitle ?? undefined}
        >
          {jobTitleText(user.jobTitle)}
        </span>
      </td>
      <td className="px-3 py-3">
        <AgreementBadge signed={user.agreementSigned} />
      </td>
      <DateCell value={user.createdAt} label="Created" />
      <td className="px-3 py-3">
        <Button asChild variant="outline" size="sm" className="max-md:h-11">
          <Link to={href} aria-label={`View details for ${user.email}`}>
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
    >
      {users.map((user) => (
        <UserRow key={user.id} user={user} />
      ))}
    </ListTable>
  );
}
