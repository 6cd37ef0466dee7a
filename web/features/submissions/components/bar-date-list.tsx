import { barDates, earliestOpenBarDate } from '#common/bar-dates';
import type { InventionFactsRecord } from '#common/invention-facts';
import { formatCalendarDate } from '#web/lib/dates';

/** Today's calendar date where the reader is. */
const localToday = () => {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
};

/**
 * Each jurisdiction's bar date from the disclosures, earliest first: the earliest still open
 * marked, those past said to be past, each with the rule's source (ADR 36).
 */
export function BarDateList({
  disclosures,
}: {
  disclosures: InventionFactsRecord['publicDisclosures'];
}) {
  const dates = barDates(disclosures);
  if (dates.length === 0) return null;
  const today = localToday();
  const earliest = earliestOpenBarDate(dates, today);
  return (
    <div className="space-y-2">
      <ul className="space-y-2">
        {dates.map((barDate) => {
          const past = barDate.date < today;
          return (
            <li
              key={barDate.jurisdiction}
              className={
                barDate === earliest
                  ? 'rounded-md border border-amber-300 bg-amber-50 p-2 text-amber-950'
                  : 'p-2'
              }
            >
              <p>
                <span className="font-medium">{barDate.name}</span>
                {': '}
                <time dateTime={barDate.date}>{formatCalendarDate(barDate.date)}</time>
                {past
                  ? ' (passed)'
                  : barDate.kind === 'absolute'
                    ? ', file before the disclosure'
                    : ', the end of the grace period'}
                {barDate === earliest && (
                  <span className="font-semibold"> · Earliest open deadline</span>
                )}
              </p>
              <p className="text-xs text-slate-600">{barDate.source}</p>
            </li>
          );
        })}
      </ul>
      <p className="text-xs text-slate-600">A guide for your patent counsel, not legal advice.</p>
    </div>
  );
}
