import { Link } from 'react-router';
import type { AdminUser, AdminUsersQuery, UserSortKey } from '../../../../../common/admin';
import { Button } from '../../../../components/ui/button';
import { cn } from '../../../../lib/cn';
import { formatDateTime } from '../../../../lib/dates';
import { jobTitleText, shortUserId, userName } from '../../lib/users/user-display';
import { AdminBadge, AgreementBadge } from './user-badges';
import { SortableHeader } from './sortable-header';

const sortLabels: Record<UserSortKey, string> = {
  email: 'Email',
  name: 'User',
  jobTitle: 'Job Title',
  created: 'Created',
};

function UserRow({ user }: { user: AdminUser }) {
  return (
    <tr className="align-top">
      <th scope="row" className="max-w-64 px-4 py-3 font-medium break-all text-slate-900">
        {user.email}
      </th>
      <td className="px-4 py-3">
        <span className={cn('block', user.fullName ? 'text-slate-900' : 'text-slate-600 italic')}>
          {userName(user.fullName)}
        </span>
        <span className="mt-1 flex flex-wrap items-center gap-2">
          <code className="font-mono text-xs text-slate-600" title={user.id}>
            {shortUserId(user.id)}
          </code>
          {user.isAdmin && <AdminBadge />}
        </span>
      </td>
      <td className={cn('px-4 py-3', user.jobTitle ? 'text-slate-900' : 'text-slate-600 italic')}>
        {jobTitleText(user.jobTitle)}
      </td>
      <td className="px-4 py-3">
        <AgreementBadge signed={user.agreementSigned} />
      </td>
      <td className="px-4 py-3 whitespace-nowrap text-slate-700">
        <time dateTime={user.createdAt}>{formatDateTime(user.createdAt)}</time>
      </td>
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
  const header = (column: UserSortKey) => (
    <SortableHeader label={sortLabels[column]} column={column} query={query} onSort={onSort} />
  );
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200">
      <table
        aria-busy={stale || undefined}
        className={cn('w-full min-w-[56rem] text-left text-sm', stale && 'opacity-60')}
      >
        <caption className="sr-only">
          {`Users, sorted by ${sortLabels[query.sort]} ${query.dir === 'asc' ? 'ascending' : 'descending'}, page ${query.page} of ${pages}`}
        </caption>
        <thead className="bg-slate-50 text-xs text-slate-700">
          <tr>
            {header('email')}
            {header('name')}
            {header('jobTitle')}
            <th scope="col" className="px-4 py-3 font-semibold tracking-wide uppercase">
              Agreement
            </th>
            {header('created')}
            <th scope="col" className="px-4 py-3 font-semibold tracking-wide uppercase">
              Actions
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {users.map((user) => (
            <UserRow key={user.id} user={user} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
