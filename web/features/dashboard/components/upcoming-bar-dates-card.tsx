import { Link } from 'react-router';
import { UPCOMING_BAR_DATES, type DashboardStats } from '#common/dashboard';
import type { UpcomingBarDate } from '#common/bar-dates';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card';
import {
  BarDateCaveat,
  daysLeftText,
  localToday,
  longCalendarDate,
} from '#web/features/bar-date-rules';
import { Skeleton } from './skeleton';

/** One bar date: when, how soon, where, and the idea it is for, linked to the idea's page. */
function UpcomingBarDateItem({ item, today }: { item: UpcomingBarDate; today: string }) {
  return (
    <li className="grid gap-1 py-3 sm:grid-cols-[11rem_1fr] sm:gap-4">
      <p>
        <time dateTime={item.date} className="block font-semibold text-brand-900">
          {longCalendarDate(item.date)}
        </time>
        <span className="text-sm text-slate-700">{daysLeftText(item.date, today)}</span>
      </p>
      <div className="min-w-0">
        <Link
          to={`/admin/submissions/${encodeURIComponent(item.submissionId)}`}
          className="font-medium break-words text-brand-900 underline underline-offset-4 hover:text-accent-700"
        >
          <span className="font-mono text-sm">{item.reference}</span> {item.ideaTitle}
        </Link>
        <p className="text-sm text-slate-600">Last day to file in {item.where}</p>
      </div>
    </li>
  );
}

/** The bar dates of sent ideas coming soonest, from the stats (ADR 36). */
export function UpcomingBarDatesCard({
  stats,
  failed,
}: {
  stats: DashboardStats | undefined;
  failed: boolean;
}) {
  const dates = stats?.upcomingBarDates;
  const today = localToday();
  return (
    <Card role="region" aria-labelledby="upcoming-bar-dates-heading">
      <CardHeader>
        <CardTitle id="upcoming-bar-dates-heading">Upcoming bar dates</CardTitle>
        <CardDescription>
          The {UPCOMING_BAR_DATES} soonest deadlines for filing a sent idea and keeping patent
          rights, each set by the idea&apos;s public disclosures.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-3">
        {dates ? (
          dates.length === 0 ? (
            <p className="py-4 text-center text-slate-700">No bar dates coming up.</p>
          ) : (
            <ol className="divide-y divide-slate-200">
              {dates.map((item) => (
                <UpcomingBarDateItem
                  key={`${item.submissionId}-${item.date}`}
                  item={item}
                  today={today}
                />
              ))}
            </ol>
          )
        ) : failed ? (
          <p className="text-slate-700">Upcoming bar dates are not available.</p>
        ) : (
          <>
            <p role="status" className="sr-only">
              Loading upcoming bar dates...
            </p>
            <div className="space-y-4">
              {Array.from({ length: 3 }, (_, index) => (
                <Skeleton key={index} className="h-10" />
              ))}
            </div>
          </>
        )}
        <BarDateCaveat />
      </CardContent>
    </Card>
  );
}
