import { jurisdictionLabels, filingTypeLabels, type Filing } from '#common/filings';
import type { Deadline, DeadlineState } from '#common/docket';
import { utcDay } from '#common/pipeline';

const DAY_MS = 86_400_000;

/** A deadline's state in words, as its badge shows it. */
export const deadlineStateLabels: Record<DeadlineState, string> = {
  open: 'Open',
  met: 'Met',
  not_applicable: 'Not applicable',
};

/** Whole days from today (UTC, as the server computes deadlines) to `dueOn`; negative once past. */
export const daysUntil = (dueOn: string, now: Date = new Date()): number =>
  Math.round((Date.parse(`${dueOn}T00:00:00Z`) - Date.parse(`${utcDay(now)}T00:00:00Z`)) / DAY_MS);

const dayCount = (days: number) => `${days} day${days === 1 ? '' : 's'}`;

/** How far off a day is: "in 912 days", "today", "overdue by 3 days". */
export function daysLeftText(days: number): string {
  if (days === 0) return 'today';
  return days > 0 ? `in ${dayCount(days)}` : `overdue by ${dayCount(-days)}`;
}

/** How urgent an open deadline is: past, within 30 days, or neither. */
export function deadlineTone(deadline: Pick<Deadline, 'state'>, days: number) {
  if (deadline.state !== 'open') return 'calm' as const;
  if (days < 0) return 'overdue' as const;
  return days <= 30 ? ('soon' as const) : ('calm' as const);
}

/** The deadlines soonest first (then by key, as the server orders them). */
export const soonestFirst = (deadlines: readonly Deadline[]): Deadline[] =>
  [...deadlines].sort((a, b) => a.dueOn.localeCompare(b.dueOn) || a.key.localeCompare(b.key));

/** A filing in a line: "International (PCT) PCT PCT/US2026/0123456". */
export const filingName = (filing: Pick<Filing, 'jurisdiction' | 'type' | 'applicationNumber'>) =>
  `${jurisdictionLabels[filing.jurisdiction]} ${filingTypeLabels[filing.type]} ${filing.applicationNumber}`;

/** Who marked a deadline and why: "Marked not applicable by Ada Admin". */
export function markedText(deadline: Pick<Deadline, 'state' | 'markedBy'>): string | null {
  if (!deadline.markedBy || deadline.state === 'open') return null;
  return `Marked ${deadline.state === 'met' ? 'met' : 'not applicable'} by ${deadline.markedBy}`;
}

/** The docket's filter: the deadlines in one state, or all of them. */
export const docketFilters = ['open', 'met', 'not_applicable', 'all'] as const;
export type DocketFilter = (typeof docketFilters)[number];

export const docketFilterLabels: Record<DocketFilter, string> = {
  ...deadlineStateLabels,
  all: 'All',
};

/** The filter a URL's `state` names; open when it names none. */
export const docketFilterOf = (value: string | null): DocketFilter =>
  docketFilters.find((filter) => filter === value) ?? 'open';

export const filterDeadlines = (deadlines: readonly Deadline[], filter: DocketFilter) =>
  soonestFirst(filter === 'all' ? deadlines : deadlines.filter((d) => d.state === filter));
