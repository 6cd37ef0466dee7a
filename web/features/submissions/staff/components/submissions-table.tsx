import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import type { AdminSubmission, SubmissionSortKey } from '#common/staff-submissions';
import {
  InventorStateBadge,
  UnreadBadge,
} from '#web/features/submissions/components/inventor-state-badge';
import { InventorsConfirmed } from '#web/features/submissions/components/inventors-confirmed';
import { StatusBadge } from '#web/features/submissions/components/status-badge';
import { useRowLink } from '#web/components/ui/data-table';
import { cn } from '#web/lib/cn';
import { TagChips } from '#web/features/submissions/components/tag-chips';
import type { RowSelection } from '#web/lib/list/use-row-selection';
import { pageSelectionState } from '#web/lib/list/row-selection';
import type { SortState } from '#web/lib/list/sort-toggle';
import { scoreText } from '#web/features/submissions/staff/lib/submission-list-query';
import {
  CardLabel,
  DateCell,
  ListTable,
  sortLabel,
  type ListColumn,
} from '#web/components/list/list-table';
import { PhiFlaggedChip } from './phi-flagged-chip';
import { SubmissionRowActions, type RowAction } from './submission-row-actions';

const columns: ListColumn<SubmissionSortKey>[] = [
  { label: 'Inventor', sortBy: 'inventor' },
  { label: 'Idea Title' },
  { label: 'Status', sortBy: 'status' },
  { label: 'Date', sortBy: 'date' },
  { label: 'Reviews', sortBy: 'reviews' },
  { label: 'Score', sortBy: 'score' },
  { label: 'Actions' },
];

type SubmissionsTableProps = {
  rows: AdminSubmission[];
  sort: SortState<SubmissionSortKey>;
  onSort: (column: SubmissionSortKey) => void;
  onAction: (action: RowAction, submission: AdminSubmission, trigger: HTMLElement | null) => void;
  /** The next page is loading; the rows shown are the previous page's. */
  stale: boolean;
  /** Rows can be ticked for an action on many (admins only). */
  selection?: RowSelection | undefined;
};

/**
 * The submissions of one page: Inventor, Idea Title, Status, Date, Reviews, Score and Actions
 * (spec 01 §2), each row with a checkbox when rows can be chosen.
 */
export function SubmissionsTable({
  rows,
  sort,
  onSort,
  onAction,
  stale,
  selection,
}: SubmissionsTableProps) {
  const pageIds = rows.map((row) => row.id);
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
      leadingHeader={
        selection && (
          <th scope="col" className="w-10 px-3 py-3">
            <Checkbox
              label="Select all submissions on this page"
              checked={pageSelectionState(selection.selected, pageIds)}
              onChange={() => selection.togglePage(pageIds)}
            />
          </th>
        )
      }
    >
      {rows.map((row) => (
        <SubmissionRow key={row.id} row={row} onAction={onAction} selection={selection} />
      ))}
    </ListTable>
  );
}

/**
 * One submission. Clicking the row opens its page; the title's link is the way there for
 * keyboards and screen readers. The title takes the width the other columns leave, and those
 * keep to their content: the inventor is cut short (whole in the tooltip), the date may break
 * before its time, and the actions are one menu.
 */
function SubmissionRow({
  row,
  onAction,
  selection,
}: {
  row: AdminSubmission;
  onAction: SubmissionsTableProps['onAction'];
  selection: RowSelection | undefined;
}) {
  const href = `/admin/submissions/${encodeURIComponent(row.id)}`;
  const rowLink = useRowLink(href);
  return (
    <tr onClick={rowLink.onClick} className={cn('align-top', rowLink.className)}>
      {selection && (
        <td className="px-3 py-3">
          <Checkbox
            label={`Select ${row.ideaTitle || 'Untitled idea'}`}
            checked={selection.selected.has(row.id)}
            onChange={(on) => selection.toggleRow(row.id, on)}
          />
        </td>
      )}
      <td className="px-3 py-3">
        <span
          className="block truncate font-medium text-slate-900 md:max-w-[8rem] 2xl:max-w-[12rem] max-md:break-words max-md:whitespace-normal"
          title={row.fullName?.trim() || undefined}
        >
          {row.fullName?.trim() || '(No Name Provided)'}
        </span>
        <span
          className="block truncate text-slate-700 md:max-w-[8rem] 2xl:max-w-[12rem] max-md:break-all max-md:whitespace-normal"
          title={row.email}
        >
          {row.email}
        </span>
      </td>
      <th scope="row" className="w-full min-w-[12rem] px-3 py-3 font-medium">
        <Link
          to={href}
          className="text-brand-900 [overflow-wrap:anywhere] underline-offset-4 hover:underline"
        >
          {row.ideaTitle || 'Untitled idea'}
        </Link>
        {Boolean(row.phiFlagged || row.inventorState || row.unread || row.inventorCount > 1) && (
          <span className="mt-1 flex flex-wrap items-center gap-1.5 font-normal">
            {row.phiFlagged && <PhiFlaggedChip />}
            <InventorStateBadge state={row.inventorState} view="staff" />
            <UnreadBadge count={row.unread} />
            <InventorsConfirmed
              inventorCount={row.inventorCount}
              confirmedCount={row.confirmedCount}
            />
          </span>
        )}
        {row.tags.length > 0 && (
          <span className="mt-1 block font-normal">
            <TagChips tags={row.tags} />
          </span>
        )}
      </th>
      <td className="px-3 py-3">
        <StatusBadge status={row.status} view="staff" />
      </td>
      <DateCell value={row.submittedAt} label="Date" />
      <td className="px-3 py-3 text-slate-800 tabular-nums">
        <CardLabel>Reviews</CardLabel>
        {row.reviewCount}
      </td>
      <td className="px-3 py-3 text-slate-800 tabular-nums">
        <CardLabel>Score</CardLabel>
        {row.averageScore === null ? (
          <>
            <span aria-hidden="true">{scoreText(null)}</span>
            <span className="sr-only">No score</span>
          </>
        ) : (
          scoreText(row.averageScore)
        )}
      </td>
      <td className="px-3 py-3">
        <SubmissionRowActions submission={row} onAction={onAction} />
      </td>
    </tr>
  );
}

/**
 * A labelled checkbox whose "some chosen" state shows as mixed; the label around it makes the
 * target 44 px square on phones.
 */
function Checkbox({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean | 'mixed';
  onChange: (on: boolean) => void;
}) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = checked === 'mixed';
  }, [checked]);
  return (
    <label className="-m-2 inline-flex cursor-pointer items-center justify-center p-2 max-md:-m-3.5 max-md:size-11">
      <input
        ref={ref}
        type="checkbox"
        aria-label={label}
        className="size-4 accent-brand-900"
        checked={checked === true}
        onChange={(event) => onChange(event.target.checked)}
      />
    </label>
  );
}
