import { Link } from 'react-router';
import type { AdminSubmission, SubmissionSortKey } from '#common/admin';
import { InventorStateBadge, UnreadBadge } from '#web/components/submissions/inventor-state-badge';
import { StatusBadge } from '#web/components/submissions/status-badge';
import { TagChips } from '#web/components/submissions/tag-chips';
import type { SortState } from '#web/features/admin/lib/list/sort-toggle';
import { DateCell, ListTable, sortLabel, type ListColumn } from '../list/list-table';
import { SubmissionRowActions, type RowAction } from './submission-row-actions';

const columns: ListColumn<SubmissionSortKey>[] = [
  { label: 'Inventor', sortBy: 'inventor' },
  { label: 'Idea Title' },
  { label: 'Status', sortBy: 'status' },
  { label: 'Date', sortBy: 'date' },
  { label: 'Actions' },
];

type SubmissionsTableProps = {
  rows: AdminSubmission[];
  sort: SortState<SubmissionSortKey>;
  onSort: (column: SubmissionSortKey) => void;
  onAction: (action: RowAction, submission: AdminSubmission, trigger: HTMLElement | null) => void;
  /** The next page is loading; the rows shown are the previous page's. */
  stale: boolean;
};

/** The submissions of one page: Inventor, Idea Title, Status, Date and Actions (spec 01 §2). */
export function SubmissionsTable({ rows, sort, onSort, onAction, stale }: SubmissionsTableProps) {
  return (
    <ListTable
      caption={
        sort.sort === 'relevance'
          ? 'Submissions, best matches first'
          : `Submissions, sorted by ${sortLabel(columns, sort.sort)}, ${sort.dir === 'asc' ? 'ascending' : 'descending'}`
      }
      columns={columns}
      sort={sort}
      onSort={onSort}
      stale={stale}
      className="md:min-w-[52rem]"
    >
      {rows.map((row) => (
        <tr key={row.id} className="align-top">
          <td className="max-w-[14rem] px-4 py-3">
            <span className="block font-medium break-words text-slate-900">
              {row.fullName?.trim() || '(No Name Provided)'}
            </span>
            <span
              className="block truncate text-slate-700 max-md:break-all max-md:whitespace-normal"
              title={row.email}
            >
              {row.email}
            </span>
          </td>
          <th scope="row" className="max-w-xs px-4 py-3 font-medium">
            <Link
              to={`/admin/submissions/${encodeURIComponent(row.id)}`}
              className="break-words text-brand-900 underline-offset-4 hover:underline"
            >
              {row.ideaTitle || 'Untitled idea'}
            </Link>
            {Boolean(row.inventorState || row.unread) && (
              <span className="mt-1 flex flex-wrap items-center gap-1.5 font-normal">
                <InventorStateBadge state={row.inventorState} view="staff" />
                <UnreadBadge count={row.unread} />
              </span>
            )}
            {row.tags.length > 0 && (
              <span className="mt-1 block font-normal">
                <TagChips tags={row.tags} />
              </span>
            )}
          </th>
          <td className="px-4 py-3">
            <StatusBadge status={row.status} view="staff" />
          </td>
          <DateCell value={row.createdAt} label="Date" />
          <td className="px-4 py-3">
            <SubmissionRowActions submission={row} onAction={onAction} />
          </td>
        </tr>
      ))}
    </ListTable>
  );
}
