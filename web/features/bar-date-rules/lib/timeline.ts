import { earliestOpenBarDate, type BarDate } from '#common/bar-dates';

/** 'earliest': the first deadline still open; 'passed': its day is gone. */
export type TimelineState = 'passed' | 'earliest' | 'open';
export type TimelineEntry = BarDate & { state: TimelineState };

/**
 * The bar dates in date order, each marked passed, open, or the earliest still open on `today`.
 * Every jurisdiction falling on that earliest day is marked: Europe and China share it whenever
 * both count the disclosure, and neither deadline is less pressing.
 */
export function barDateTimeline(dates: readonly BarDate[], today: string): TimelineEntry[] {
  const ordered = [...dates].sort((a, b) => a.date.localeCompare(b.date));
  const earliest = earliestOpenBarDate(ordered, today)?.date;
  return ordered.map((barDate) => ({
    ...barDate,
    state: barDate.date < today ? 'passed' : barDate.date === earliest ? 'earliest' : 'open',
  }));
}
