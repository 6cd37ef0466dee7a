import { barDates } from '#common/bar-dates';
import type { InventionFactsRecord } from '#common/invention-facts';
import {
  BarDateCaveat,
  barDateTimeline,
  daysLeftText,
  localToday,
  useBarDateRules,
  type TimelineEntry,
} from '#web/features/bar-date-rules';
import { cn } from '#web/lib/cn';
import { formatCalendarDate } from '#web/lib/dates';

/** The mark on the line: hollow ahead, filled amber for the earliest open one, grey once passed. */
const dotClassNames: Record<TimelineEntry['state'], string> = {
  earliest: 'border-amber-700 bg-amber-500',
  open: 'border-brand-700 bg-white',
  passed: 'border-slate-400 bg-slate-300',
};

function TimelineItem({ entry, today }: { entry: TimelineEntry; today: string }) {
  const passed = entry.state === 'passed';
  return (
    <li
      className={cn(
        // A border on each, so the marks line up whichever is framed.
        'relative rounded-md border border-transparent p-2',
        entry.state === 'earliest' && 'border-amber-300 bg-amber-50 text-amber-950',
        entry.state === 'passed' && 'text-slate-700',
      )}
    >
      <span
        aria-hidden="true"
        className={cn(
          'absolute top-3 -left-6 size-3 rounded-full border-2',
          dotClassNames[entry.state],
        )}
      />
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <span>
          <span className="font-medium">{entry.name}</span>
          {': '}
          <time dateTime={entry.date}>{formatCalendarDate(entry.date)}</time>
          {passed && ' (passed)'}
        </span>
        {entry.state === 'earliest' && (
          <span className="rounded-full border border-amber-700 bg-white px-2 py-0.5 text-xs font-semibold text-amber-900">
            Earliest open deadline
          </span>
        )}
      </p>
      {!passed && (
        <p className={entry.state === 'earliest' ? undefined : 'text-slate-700'}>
          {entry.kind === 'absolute' ? 'File before the disclosure' : 'The grace period ends'},{' '}
          {daysLeftText(entry.date, today)}
        </p>
      )}
      <p
        className={cn('text-xs', entry.state === 'earliest' ? 'text-amber-900' : 'text-slate-600')}
      >
        {entry.source}
      </p>
    </li>
  );
}

/**
 * Each jurisdiction's bar date from the disclosures under the rules in force, as a timeline in
 * date order: the earliest still open marked, those past said to be past, each with the rule's
 * source (ADR 36).
 */
export function BarDateList({
  disclosures,
}: {
  disclosures: InventionFactsRecord['publicDisclosures'];
}) {
  const rules = useBarDateRules();
  const dates = barDates(disclosures, rules);
  if (dates.length === 0) return null;
  const today = localToday();
  return (
    <div className="space-y-2">
      <ol className="ml-1.5 space-y-2 border-l-2 border-slate-200 pl-4">
        {barDateTimeline(dates, today).map((entry) => (
          <TimelineItem key={entry.jurisdiction} entry={entry} today={today} />
        ))}
      </ol>
      <BarDateCaveat />
    </div>
  );
}
