import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import type { AdminUsersQuery, UserSortKey } from '../../../../../common/admin';
import { ariaSort } from '../../lib/users/users-list';

/** A column header that sorts the list; aria-sort tells assistive technology the order. */
export function SortableHeader({
  label,
  column,
  query,
  onSort,
}: {
  label: string;
  column: UserSortKey;
  query: AdminUsersQuery;
  onSort: (column: UserSortKey) => void;
}) {
  const sort = ariaSort(query, column);
  const Icon = sort === 'ascending' ? ArrowUp : sort === 'descending' ? ArrowDown : ArrowUpDown;
  return (
    <th scope="col" aria-sort={sort} className="px-4 py-3">
      <button
        type="button"
        onClick={() => onSort(column)}
        className="-mx-1 inline-flex items-center gap-1 rounded px-1 font-semibold tracking-wide uppercase hover:text-brand-900"
      >
        {label}
        <Icon
          aria-hidden="true"
          className={sort === 'none' ? 'size-3.5 text-slate-500' : 'size-3.5 text-brand-900'}
        />
      </button>
    </th>
  );
}
