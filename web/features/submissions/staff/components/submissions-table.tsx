import { useEffect, useRef, useSyncExternalStore } from 'react';
import { CalendarClock, Clock, TriangleAlert } from 'lucide-react';
import { utcDay, type Stage } from '#common/pipeline';
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
import {
  barDateMark,
  decisionDueMark,
  scoreText,
} from '#web/features/submissions/staff/lib/submission-list-query';
import { localToday } from '#web/features/bar-date-rules';
import { formatCalendarDate } from '#web/lib/dates';
import {
  CardLabel,
  DateCell,
  ListTable,
  sortLabel,
  type ListColumn,
} from '#web/components/list/list-table';
import { PhiFlaggedChip } from './phi-flagged-chip';
import { StageBadge } from '#web/features/pipeline';
import { SubmissionRowActions, type RowAction } from './submission-row-actions';

const decisionDueSort = { label: 'Decision due', sortBy: 'decisionDue' } as const;

/**
 * The columns where the stage and the bar date have their own: on phones (a line of each card)
 * and on the widest screens. The decision due goes under the stage, and the Stage header sorts
 * by either.
 */
const allColumns: ListColumn<SubmissionSortKey>[] = [
  { label: 'Inventor', sortBy: 'inventor' },
  { label: 'Idea Title' },
  { label: 'Status', sortBy: 'status' },
  { label: 'Stage', sortBy: 'stage', alsoSortBy: decisionDueSort },
  { label: 'Date', sortBy: 'date' },
  { label: 'Reviews', sortBy: 'reviews' },
  { label: 'Score', sortBy: 'score' },
  { label: 'Bar date', sortBy: 'barDate' },
  { label: 'Actions' },
];

/**
 * The columns where more would squeeze the title: the stage (and the decision due) goes under
 * the status, and, on narrower screens still, the bar date under the date; each header then
 * sorts by all it shows.
 */
const columnsWithStageUnderStatus: ListColumn<SubmissionSortKey>[] = allColumns
  .filter((column) => column.sortBy !== 'stage')
  .map((column) =>
    column.sortBy === 'status'
      ? { ...column, alsoSortBy: [{ label: 'Stage', sortBy: 'stage' }, decisionDueSort] }
      : column,
  );

const columnsWithBarDateUnderDate: ListColumn<SubmissionSortKey>[] = columnsWithStageUnderStatus
  .filter((column) => column.sortBy !== 'barDate')
  .map((column) =>
    column.sortBy === 'date'
      ? { ...column, alsoSortBy: { label: 'Bar date', sortBy: 'barDate' } }
      : column,
  );

/** A media query the table's layout follows as the window is resized. */
function widthQuery(media: string) {
  return {
    subscribe(onChange: () => void) {
      if (typeof window.matchMedia !== 'function') return () => {};
      const query = window.matchMedia(media);
      query.addEventListener('change', onChange);
      return () => query.removeEventListener('change', onChange);
    },
    matches: () => typeof window.matchMedia !== 'function' || window.matchMedia(media).matches,
  };
}

// Below Tailwind's md breakpoint rows are cards. From 2xl the table has room for the bar date's
// own column; from 112rem (1792 px), for the stage's too.
const barDateColumnQuery = widthQuery('(width < 48rem), (width >= 96rem)');
const stageColumnQuery = widthQuery('(width < 48rem), (width >= 112rem)');

/** Whether a value has a column of its own at the window's width (it follows a resize). */
const useOwnColumn = (query: ReturnType<typeof widthQuery>) =>
  useSyncExternalStore(query.subscribe, query.matches, () => true);

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
 * The submissions of one page: Inventor, Idea Title, Status, the stage in the patent pipeline
 * and when its decision is due (ADR 40), Date, Reviews, Score, the next bar date (ADR 36) and
 * Actions (spec 01 §2), each row with a checkbox when rows can be chosen. On phones and wide
 * screens the stage and the bar date have columns of their own; narrower, beside the sidebar,
 * they are further lines of the Status and Date columns, whose headers then sort by each.
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
  const today = localToday();
  // The server counts a decision's days in UTC.
  const utcToday = utcDay(new Date());
  const barDateColumn = useOwnColumn(barDateColumnQuery);
  const stageColumn = useOwnColumn(stageColumnQuery);
  const columns = stageColumn
    ? allColumns
    : barDateColumn
      ? columnsWithStageUnderStatus
      : columnsWithBarDateUnderDate;
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
        <SubmissionRow
          key={row.id}
          row={row}
          today={today}
          utcToday={utcToday}
          barDateColumn={barDateColumn}
          stageColumn={stageColumn}
          onAction={onAction}
          selection={selection}
        />
      ))}
    </ListTable>
  );
}

/**
 * One submission. Clicking the row opens its page; the title's link is the way there for
 * keyboards and screen readers. The title takes the width the other columns leave, and those
 * keep to their content: the inventor is cut short (whole in the tooltip), the date may break
 * before its time, and the actions are one menu. The inventor's and the title's least widths
 * leave room for every column, Actions too, beside the sidebar of a 1280 px screen; the
 * inventor gets more from 1400 px.
 */
function SubmissionRow({
  row,
  today,
  utcToday,
  barDateColumn,
  stageColumn,
  onAction,
  selection,
}: {
  row: AdminSubmission;
  today: string;
  utcToday: string;
  barDateColumn: boolean;
  stageColumn: boolean;
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
          className="block truncate font-medium text-slate-900 md:max-w-[6.5rem] min-[1400px]:max-w-[8rem] 2xl:max-w-[12rem] max-md:break-words max-md:whitespace-normal"
          title={row.fullName?.trim() || undefined}
        >
          {row.fullName?.trim() || '(No Name Provided)'}
        </span>
        <span
          className="block truncate text-slate-700 md:max-w-[6.5rem] min-[1400px]:max-w-[8rem] 2xl:max-w-[12rem] max-md:break-all max-md:whitespace-normal"
          title={row.email}
        >
          {row.email}
        </span>
      </td>
      <th scope="row" className="w-full min-w-[9rem] px-3 py-3 font-medium">
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
        {!stageColumn && row.stage && (
          <StageUnderStatus stage={row.stage} dueOn={row.decisionDueOn} today={utcToday} />
        )}
      </td>
      {stageColumn && <StageCell stage={row.stage} dueOn={row.decisionDueOn} today={utcToday} />}
      <DateCell value={row.submittedAt} label="Date">
        {!barDateColumn && (
          <BarDateUnderDate date={row.nextBarDate} where={row.nextBarDateWhere} today={today} />
        )}
      </DateCell>
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
      {barDateColumn && (
        <BarDateCell date={row.nextBarDate} where={row.nextBarDateWhere} today={today} />
      )}
      <td className="px-3 py-3">
        <SubmissionRowActions submission={row} onAction={onAction} />
      </td>
    </tr>
  );
}

/** The mark of a bar date past or coming soon: words first, the icon and colour repeating them. */
const marks = {
  overdue: { Icon: TriangleAlert, className: 'text-red-800' },
  soon: { Icon: CalendarClock, className: 'text-amber-900' },
} as const;

/** The same for a decision, which also says how far off it is when not yet soon. */
const decisionMarks = {
  ...marks,
  later: { Icon: Clock, className: 'text-slate-700' },
} as const;

type StageProps = { stage: Stage | null; dueOn: string | null; today: string };

/** The stage and the decision due, or a dash before the idea enters the pipeline. */
function StageCell(props: StageProps) {
  return (
    <td className="px-3 py-3 text-slate-800">
      <CardLabel>Stage</CardLabel>
      <StageAndDecision {...props} />
    </td>
  );
}

/** The stage under the status, where it has no column of its own. */
function StageUnderStatus(props: StageProps & { stage: Stage }) {
  return (
    <span className="mt-1.5 block">
      <StageAndDecision {...props} />
    </span>
  );
}

function StageAndDecision({ stage, dueOn, today }: StageProps) {
  if (!stage)
    return (
      <>
        <span aria-hidden="true">—</span>
        <span className="sr-only">None</span>
      </>
    );
  const mark = dueOn ? decisionDueMark(dueOn, today) : null;
  const { Icon, className } = decisionMarks[mark?.urgency ?? 'later'];
  return (
    <>
      <StageBadge stage={stage} />
      {mark && dueOn && (
        <time
          dateTime={dueOn}
          title={`Due ${formatCalendarDate(dueOn)}`}
          className={cn(
            'mt-1 flex items-start gap-1 text-xs font-semibold max-md:mt-1.5',
            className,
          )}
        >
          <Icon aria-hidden="true" className="mt-px size-3.5 shrink-0" />
          {mark.text}
        </time>
      )}
    </>
  );
}

type BarDateProps = { date: string | null; where: string | null; today: string };

/**
 * The idea's next bar date and where it holds, or a dash when it has none. One past or within
 * BAR_DATE_SOON_DAYS says so in words ("Due in 12 days"). The date stays whole; the place and
 * the words may wrap, so the column stays narrow beside the others.
 */
function BarDateCell(props: BarDateProps) {
  return (
    <td className="px-3 py-3 text-slate-800">
      <CardLabel>Bar date</CardLabel>
      <BarDate {...props} placeClassName="text-xs text-slate-600 max-md:ml-1.5 max-md:inline" />
    </td>
  );
}

/** The bar date as a second line of the Date cell, smaller, named since no header names it. */
function BarDateUnderDate(props: BarDateProps) {
  return (
    <span className="mt-1.5 block text-xs text-slate-800">
      <span className="mr-1 font-semibold whitespace-nowrap text-slate-600">Bar date:</span>
      {/* The date may go under its name where the column is narrow: a break, but no space. */}
      <wbr />
      <BarDate {...props} placeClassName="text-slate-600" />
    </span>
  );
}

/** The date, its place under it, and how soon it falls in words; a dash when there is none. */
function BarDate({
  date,
  where,
  today,
  placeClassName,
}: BarDateProps & { placeClassName: string }) {
  const mark = date ? barDateMark(date, today) : null;
  const { Icon, className } = mark ? marks[mark.urgency] : marks.soon;
  if (!date)
    return (
      <>
        <span aria-hidden="true">—</span>
        <span className="sr-only">None</span>
      </>
    );
  return (
    <>
      <time dateTime={date} className="whitespace-nowrap">
        {formatCalendarDate(date)}
      </time>
      {where && <span className={cn('block', placeClassName)}>{where}</span>}
      {mark && (
        <span className={cn('mt-1 flex items-start gap-1 text-xs font-semibold', className)}>
          <Icon aria-hidden="true" className="mt-px size-3.5 shrink-0" />
          {mark.text}
        </span>
      )}
    </>
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
