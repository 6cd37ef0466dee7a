import type { AssignmentState, ReviewQueueItem, ReviewQueueResponse } from '#common/evaluation';

/** The sections of My reviews, in the order a reviewer works through them. */
export const queueSections: { state: AssignmentState; label: string; empty: string }[] = [
  { state: 'to_score', label: 'To score', empty: 'Nothing to score. New assignments appear here.' },
  { state: 'scored', label: 'Scored', empty: 'No scorecards submitted yet.' },
  { state: 'declined', label: 'Declined', empty: 'No declined reviews.' },
];

/**
 * The items of one section. To score: overdue first, then the soonest due (no date last), then
 * the oldest assignment; the others newest first.
 */
export function itemsIn(queue: ReviewQueueResponse, state: AssignmentState): ReviewQueueItem[] {
  const items = queue.items.filter((item) => item.state === state);
  if (state !== 'to_score') {
    const at = (item: ReviewQueueItem) => item.scoredAt ?? item.assignedAt;
    return items.sort((a, b) => at(b).localeCompare(at(a)));
  }
  return items.sort(
    (a, b) =>
      Number(b.overdue) - Number(a.overdue) ||
      (a.dueOn ?? '9999-12-31').localeCompare(b.dueOn ?? '9999-12-31') ||
      a.assignedAt.localeCompare(b.assignedAt),
  );
}

/** A declined row's title: a conflict of interest hides the idea from its reviewer. */
export const declinedTitle = (item: ReviewQueueItem): string =>
  item.declineReason === 'conflict_of_interest' ? 'Hidden (conflict of interest)' : 'Declined';

/** A due date (YYYY-MM-DD, a calendar day) as words, e.g. "Jan 5, 2026"; '—' without one. */
export function dayText(day: string | null): string {
  if (!day) return '—';
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return '—';
  return new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}

const counted = (n: number, unit: string) =>
  `${n.toLocaleString('en-US')} ${n === 1 ? unit : `${unit}s`}`;

/**
 * A mean time in the unit that says it best: minutes under an hour, hours (to one decimal)
 * under a day, else days (to one decimal); '—' before any review. Four minutes is never "0 days".
 */
export function durationText(seconds: number | null): string {
  if (seconds === null) return '—';
  const minutes = Math.round(seconds / 60);
  if (minutes < 1) return 'Under a minute';
  if (minutes < 60) return counted(minutes, 'minute');
  const hours = Math.round(seconds / 360) / 10;
  if (hours < 24) return counted(hours, 'hour');
  return counted(Math.round(seconds / 8640) / 10, 'day');
}
