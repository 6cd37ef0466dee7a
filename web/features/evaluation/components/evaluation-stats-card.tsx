import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card';
import { evaluationStatsQueryOptions } from '../api/reviews';
import { durationText } from '../lib/review-queue';

const NEEDS_REVIEWS = '/admin/submissions?review=needs_reviews';

/** The dashboard's Evaluation card: what waits for a reviewer, what is due, how fast it goes. */
export function EvaluationStatsCard() {
  const stats = useQuery(evaluationStatsQueryOptions);
  const data = stats.data;
  const figure = (value: number | undefined) =>
    value === undefined ? (stats.isError ? 'Not available' : '…') : value.toLocaleString('en-US');
  return (
    <Card>
      <CardHeader>
        <CardTitle>Evaluation</CardTitle>
      </CardHeader>
      <CardContent>
        {stats.isPending && (
          <p role="status" className="sr-only">
            Loading evaluation figures...
          </p>
        )}
        <dl className="grid gap-4 sm:grid-cols-3">
          <div>
            <dt className="text-sm font-medium text-slate-700">Awaiting assignment</dt>
            <dd className="mt-1 text-3xl font-bold text-brand-900">
              {figure(data?.awaitingAssignment)}
            </dd>
            <dd className="mt-1 text-sm">
              <Link to={NEEDS_REVIEWS} className="text-brand-900 underline underline-offset-4">
                Submissions needing reviews
              </Link>
            </dd>
          </div>
          <div>
            <dt className="text-sm font-medium text-slate-700">Reviews due</dt>
            <dd className="mt-1 text-3xl font-bold text-brand-900">{figure(data?.reviewsDue)}</dd>
            <dd className="mt-1 text-sm text-slate-800">
              {data && data.reviewsOverdue > 0 ? (
                <strong className="font-semibold text-amber-900">
                  {data.reviewsOverdue.toLocaleString('en-US')} overdue
                </strong>
              ) : (
                `${figure(data?.reviewsOverdue)} overdue`
              )}
            </dd>
          </div>
          <div>
            <dt className="text-sm font-medium text-slate-700">Average time to first review</dt>
            <dd className="mt-1 text-3xl font-bold text-brand-900">
              {data ? durationText(data.averageSecondsToFirstReview) : figure(undefined)}
            </dd>
          </div>
        </dl>
      </CardContent>
    </Card>
  );
}
