import { Link } from 'react-router';
import type { AdminSubmission, SubmissionSortKey } from '../../../../../common/admin';
import { StatusBadge } from '../../../../components/submissions/status-badge';
import { cn } from '../../../../lib/cn';
import { formatDateTime } from '../../../../lib/dates';
import type { SortState } from '../../lib/submissions/sort-toggle';
import { SortableHeader } from './sortable-header';
import { SubmissionRowActions, type RowAction } from './submission-row-actions';

const columnLabels: Record<SubmissionSortKey, string> = {
  inventor: 'Inventor',
  status: 'Status',
  date: 'Date',
};

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
  const header = (column: SubmissionSortKey) => (
    <SortableHeader column={column} label={columnLabels[column]} sort={sort} onSort={onSort} />
  );
  return (
    <div
      aria-busy={stale || undefined}
      className={cn(
        'overflow-x-auto rounded-xl border border-slate-200 transition-opacity',
        stale && 'opacity-60',
      )}
    >
      <table className="w-full min-w-[52rem] text-left text-sm">
        <caption className="sr-only">
          {`Submissions, sorted by ${columnLabels[sort.sort]}, ${sort.dir === 'asc' ? 'ascending' : 'descending'}`}
        </caption>
        <thead className="bg-slate-50 text-xs font-semibold text-slate-700">
          <tr>
            {header('inventor')}
            <th scope="col" className="px-4 py-3 tracking-wide uppercase">
              Idea Title
            </th>
            {header('status')}
            {header('date')}
            <th scope="col" className="px-4 py-3 tracking-wide uppercase">
              Actions
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {rows.map((row) => (
            <tr key={row.id} className="align-top">
              <td className="max-w-[14rem] px-4 py-3">
                <span className="block font-medium break-words text-slate-900">
                  {row.fullName?.trim() || '(No Name Provided)'}
                </span>
                <span className="block break-all text-slate-700">{row.email}</span>
              </td>
              <th scope="row" className="max-w-xs px-4 py-3 font-medium">
                <Link
                  to={`/admin/submissions/${encodeURIComponent(row.id)}`}
                  className="break-words text-brand-900 underline-offset-4 hover:underline"
                >
                  {row.ideaTitle || 'Untitled idea'}
                </Link>
              </th>
              <td className="px-4 py-3">
                <StatusBadge status={row.status} view="staff" />
              </td>
              <td className="px-4 py-3 whitespace-nowrap text-slate-700">
                <time dateTime={row.createdAt}>{formatDateTime(row.createdAt)}</time>
              </td>
              <td className="px-4 py-3">
                <SubmissionRowActions submission={row} onAction={onAction} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
