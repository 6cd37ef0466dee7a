import type { Activity } from '#common/dashboard';

export type ActivityDay = Activity['days'][number];

/** A day of the Activity Overview with its labels: short for the axis, long for the table. */
export interface ActivityRow extends ActivityDay {
  label: string;
  longLabel: string;
}

// The server counts whole UTC days, so they are labelled in UTC too: a viewer west of Greenwich
// would otherwise see every day shifted to the one before.
const shortDay = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});
const longDay = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

function formatDay(format: Intl.DateTimeFormat, day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? day : format.format(date);
}

export const activityRows = (days: readonly ActivityDay[]): ActivityRow[] =>
  days.map((day) => ({
    ...day,
    label: formatDay(shortDay, day.date),
    longLabel: formatDay(longDay, day.date),
  }));

export function activityTotals(days: readonly ActivityDay[]) {
  return days.reduce(
    (totals, day) => ({
      submissions: totals.submissions + day.submissions,
      signups: totals.signups + day.signups,
    }),
    { submissions: 0, signups: 0 },
  );
}

export const countText = (count: number, noun: string): string =>
  `${count.toLocaleString('en-US')} ${noun}${count === 1 ? '' : 's'}`;

/** The first day with the highest value; null when every day is zero. */
function busiest(days: readonly ActivityDay[], key: 'submissions' | 'signups') {
  let best: ActivityDay | null = null;
  for (const day of days) if (day[key] > (best?.[key] ?? 0)) best = day;
  return best;
}

/** What the chart shows, in one sentence or three: its accessible name. */
export function activitySummary(days: readonly ActivityDay[]): string {
  const first = days[0];
  const last = days.at(-1);
  if (!first || !last) return 'Activity chart: no data.';
  const totals = activityTotals(days);
  const parts = [
    `Submissions (bars) and sign-ups (line) per day from ${formatDay(shortDay, first.date)} to ${formatDay(shortDay, last.date)}: ${countText(totals.submissions, 'submission')} and ${countText(totals.signups, 'sign-up')} in all.`,
  ];
  const topSubmissions = busiest(days, 'submissions');
  if (topSubmissions) {
    parts.push(
      `Most submissions: ${topSubmissions.submissions} on ${formatDay(shortDay, topSubmissions.date)}.`,
    );
  }
  const topSignups = busiest(days, 'signups');
  if (topSignups) {
    parts.push(`Most sign-ups: ${topSignups.signups} on ${formatDay(shortDay, topSignups.date)}.`);
  }
  return parts.join(' ');
}
