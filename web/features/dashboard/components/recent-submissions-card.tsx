import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { adminMessages } from '#common/admin-messages';
import { RECENT_SUBMISSIONS } from '#common/dashboard';
import type { AdminSubmission } from '#common/staff-submissions';
import { StatusBadge } from '#web/features/submissions';
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '#web/components/ui/card';
import { formatDateTime, relativeTime } from '#web/lib/dates';
import { inventorName } from '#web/features/dashboard/lib/recent-submissions';
import { ViewSubmissionLink } from '#web/features/submissions/staff';
import { Skeleton } from './skeleton';

/**
 * One row, laid out the same whatever the title's length or the card's width: title and
 * inventor, then a line of status and time with View at its end.
 */
function RecentSubmission({ submission }: { submission: AdminSubmission }) {
  const title = submission.ideaTitle || 'Untitled idea';
  return (
    <li className="flex flex-col gap-2 py-3">
      <div className="min-w-0">
        <h3 className="font-medium break-words text-slate-900">{title}</h3>
        <p className="text-sm text-slate-600">By {inventorName(submission)}</p>
      </div>
      <div className="flex items-center gap-3">
        <StatusBadge status={submission.status} view="staff" />
        {submission.submittedAt ? (
          <time
            dateTime={submission.submittedAt}
            title={formatDateTime(submission.submittedAt)}
            className="text-sm whitespace-nowrap text-slate-600"
          >
            {relativeTime(submission.submittedAt) ?? formatDateTime(submission.submittedAt)}
          </time>
        ) : (
          <span className="text-sm whitespace-nowrap text-slate-600">Not recorded</span>
        )}
        <ViewSubmissionLink id={submission.id} title={title} className="ml-auto" />
      </div>
    </li>
  );
}

/** The latest five submissions, newest first, with a way to each and to the full list. */
export function RecentSubmissionsCard({
  submissions,
  failed,
}: {
  submissions: AdminSubmission[] | undefined;
  failed: boolean;
}) {
  return (
    <Card className="flex flex-col">
      <CardHeader>
        <CardTitle>Recent Submissions</CardTitle>
        <CardDescription>The latest {RECENT_SUBMISSIONS} ideas submitted.</CardDescription>
      </CardHeader>
      <CardContent className="flex-1">
        {submissions ? (
          submissions.length === 0 ? (
            <p className="py-6 text-center text-slate-700">{adminMessages.noSubmissionsYet}</p>
          ) : (
            <ul className="divide-y divide-slate-200">
              {submissions.map((submission) => (
                <RecentSubmission key={submission.id} submission={submission} />
              ))}
            </ul>
          )
        ) : failed ? (
          <p className="text-slate-700">Recent submissions are not available.</p>
        ) : (
          <>
            <p role="status" className="sr-only">
              Loading recent submissions...
            </p>
            <div className="space-y-4">
              {Array.from({ length: RECENT_SUBMISSIONS }, (_, index) => (
                <Skeleton key={index} className="h-10" />
              ))}
            </div>
          </>
        )}
      </CardContent>
      <CardFooter>
        <Link
          to="/admin/submissions"
          className="inline-flex items-center gap-1 font-medium text-accent-600 underline underline-offset-4 hover:text-accent-700"
        >
          View All Submissions
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </CardFooter>
    </Card>
  );
}
