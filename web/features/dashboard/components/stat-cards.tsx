import { CircleCheck, CircleX, FileText, Hourglass, Users, type LucideIcon } from 'lucide-react';
import type { DashboardStats } from '#common/dashboard';
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card';
import { Skeleton } from './skeleton';

const cards: {
  key: Exclude<
    keyof DashboardStats,
    'staffNoticesTo' | 'upcomingBarDates' | 'pipeline' | 'decisionsDueSoon'
  >;
  title: string;
  subtitle: string;
  icon: LucideIcon;
}[] = [
  { key: 'totalUsers', title: 'Total Users', subtitle: 'Registered users', icon: Users },
  {
    key: 'totalSubmissions',
    title: 'Total Submissions',
    subtitle: 'Ideas submitted',
    icon: FileText,
  },
  { key: 'pendingSubmissions', title: 'Pending', subtitle: 'Awaiting review', icon: Hourglass },
  { key: 'approvedSubmissions', title: 'Approved', subtitle: 'Accepted ideas', icon: CircleCheck },
  { key: 'rejectedSubmissions', title: 'Rejected', subtitle: 'Declined ideas', icon: CircleX },
];

/** The five stat cards of /admin (spec 01 §2 "Admin dashboard"). */
export function StatCards({
  stats,
  failed,
}: {
  stats: DashboardStats | undefined;
  failed: boolean;
}) {
  const loading = !stats && !failed;
  return (
    <section aria-labelledby="admin-stats-heading">
      <h2 id="admin-stats-heading" className="sr-only">
        Statistics
      </h2>
      {loading && (
        <p role="status" className="sr-only">
          Loading statistics...
        </p>
      )}
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-5">
        {cards.map(({ key, title, subtitle, icon: Icon }) => (
          <li key={key}>
            {/* Equal heights, the figure at the foot: a title that wraps leaves the row aligned. */}
            <Card className="flex h-full flex-col">
              <CardHeader className="flex-row items-start justify-between gap-2 px-5 pb-2">
                <CardTitle as="h3" className="text-sm font-medium text-slate-700">
                  {title}
                </CardTitle>
                <Icon aria-hidden="true" className="size-4 shrink-0 text-brand-700" />
              </CardHeader>
              <CardContent className="mt-auto px-5">
                {stats ? (
                  <p className="text-3xl font-bold text-brand-900">
                    {stats[key].toLocaleString('en-US')}
                  </p>
                ) : loading ? (
                  <Skeleton className="h-9 w-16" />
                ) : (
                  <p className="text-3xl font-bold text-slate-600">
                    <span aria-hidden="true">—</span>
                    <span className="sr-only">Not available</span>
                  </p>
                )}
                <p className="mt-1 text-sm text-slate-600">{subtitle}</p>
              </CardContent>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
