import { useCallback } from 'react';
import { Link, useSearchParams } from 'react-router';
import { CalendarDays, FileDown, Inbox } from 'lucide-react';
import type { Deadline } from '#common/docket';
import { FilterSelect } from '#web/components/ui/admin-select';
import { buttonClassName } from '#web/components/ui/button';
import { CardLabel, DataTable, useRowLink } from '#web/components/ui/data-table';
import { cn } from '#web/lib/cn';
import { formatCalendarDate } from '#web/lib/dates';
import { docketCsvUrl, docketIcsUrl } from '../api/pipeline';
import {
  daysLeftText,
  daysUntil,
  deadlineTone,
  docketFilterLabels,
  docketFilterOf,
  docketFilters,
  filterDeadlines,
  type DocketFilter,
} from '../lib/docket-text';
import { toneClass } from './deadline-list';
import { DeadlineStateBadge } from './deadline-state-badge';

const filterOptions = docketFilters.map((value) => ({ value, label: docketFilterLabels[value] }));

/** The docket's state filter, kept in the URL (`?state=all`); open deadlines unless it says. */
export function useDocketFilter() {
  const [params, setParams] = useSearchParams();
  const filter = docketFilterOf(params.get('state'));
  const setFilter = useCallback(
    (next: DocketFilter) => {
      const search = new URLSearchParams(params);
      if (next === 'open') search.delete('state');
      else search.set('state', next);
      setParams(search);
    },
    [params, setParams],
  );
  return [filter, setFilter] as const;
}

/** The state filter of the docket. */
export function DocketFilterSelect({
  value,
  onChange,
}: {
  value: DocketFilter;
  onChange: (filter: DocketFilter) => void;
}) {
  return (
    <FilterSelect
      label="State"
      value={value}
      options={filterOptions}
      onValueChange={onChange}
      className="w-44"
    />
  );
}

/** The docket's downloads: plain links, the server sends each as an attachment. */
export function DocketExports() {
  return (
    <div className="flex flex-wrap gap-2">
      <a href={docketCsvUrl()} download className={buttonClassName({ variant: 'outline' })}>
        <FileDown aria-hidden="true" />
        Export CSV
      </a>
      <a href={docketIcsUrl()} download className={buttonClassName({ variant: 'outline' })}>
        <CalendarDays aria-hidden="true" />
        Export iCalendar
      </a>
    </div>
  );
}

const columns = ['Due', 'Days left', 'Idea', 'Deadline', 'Basis', 'State'];

/**
 * Every deadline of the docket in the filter's state, soonest first; each row's reference opens
 * its idea (`ideaPath`), where it is marked.
 */
export function DocketTable({
  deadlines,
  filter,
  ideaPath,
}: {
  deadlines: readonly Deadline[];
  filter: DocketFilter;
  ideaPath: (submissionId: string) => string;
}) {
  const shown = filterDeadlines(deadlines, filter);
  if (shown.length === 0)
    return (
      <div className="rounded-xl border border-dashed border-slate-300 p-10 text-center">
        <Inbox aria-hidden="true" className="mx-auto size-10 text-slate-500" />
        <p className="mt-3 font-semibold text-brand-900">
          {filter === 'all'
            ? 'No deadlines yet'
            : `No ${docketFilterLabels[filter].toLowerCase()} deadlines`}
        </p>
        <p className="mt-1 text-sm text-slate-700">
          Deadlines appear once filings are recorded or disclosures set bar dates.
        </p>
      </div>
    );
  return (
    <DataTable
      caption={`${docketFilterLabels[filter]} deadlines, soonest first`}
      columns={columns}
      stacked
    >
      {shown.map((deadline) => (
        <DocketRow
          key={`${deadline.submissionId}:${deadline.key}`}
          deadline={deadline}
          to={ideaPath(deadline.submissionId)}
        />
      ))}
    </DataTable>
  );
}

function DocketRow({ deadline, to }: { deadline: Deadline; to: string }) {
  const rowLink = useRowLink(to);
  const days = daysUntil(deadline.dueOn);
  return (
    <tr onClick={rowLink.onClick} className={cn('align-top', rowLink.className)}>
      <td className="px-3 py-3 font-medium whitespace-nowrap text-slate-900">
        <CardLabel>Due</CardLabel>
        <time dateTime={deadline.dueOn}>{formatCalendarDate(deadline.dueOn)}</time>
      </td>
      <td
        className={cn(
          'px-3 py-3 whitespace-nowrap',
          deadline.state === 'open' ? toneClass[deadlineTone(deadline, days)] : 'text-slate-700',
        )}
      >
        <CardLabel>Days left</CardLabel>
        {deadline.state === 'open' ? daysLeftText(days) : '—'}
      </td>
      <td className="px-3 py-3 whitespace-nowrap">
        <CardLabel>Idea</CardLabel>
        <Link
          to={to}
          className="font-mono text-brand-900 underline underline-offset-4"
          aria-label={`${deadline.reference}: ${deadline.label}`}
        >
          {deadline.reference}
        </Link>
      </td>
      <th scope="row" className="min-w-[10rem] px-3 py-3 font-medium text-slate-900">
        <CardLabel>Deadline</CardLabel>
        {deadline.label}
        <span className="mt-1 block text-xs font-normal text-slate-600 max-md:hidden">
          {deadline.source}
        </span>
      </th>
      <td className="min-w-[14rem] px-3 py-3 break-words text-slate-800">
        <CardLabel>Basis</CardLabel>
        {deadline.basis}
      </td>
      <td className="px-3 py-3 whitespace-nowrap">
        <CardLabel>State</CardLabel>
        <DeadlineStateBadge state={deadline.state} />
      </td>
    </tr>
  );
}
