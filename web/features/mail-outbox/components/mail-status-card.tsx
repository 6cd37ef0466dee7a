import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card';
import { mailCountsQueryOptions } from '../api/mail-outbox';
import { describeMailCounts, needsAttention } from '../lib/describe-counts';

/** The dashboard's Mail line: delayed and failed mail, with a link to the Mail page. */
export function MailStatusCard() {
  const counts = useQuery(mailCountsQueryOptions);
  const data = counts.data;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Mail</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-wrap items-baseline justify-between gap-x-6 gap-y-2">
        <p className="text-sm text-slate-800">
          {data ? (
            needsAttention(data) ? (
              <strong className="font-semibold text-amber-900">{describeMailCounts(data)}</strong>
            ) : (
              'All mail has been sent.'
            )
          ) : counts.isError ? (
            'Not available'
          ) : (
            <span role="status">Loading mail figures...</span>
          )}
        </p>
        <Link
          to="/admin/mail"
          className="text-sm text-brand-900 underline underline-offset-4 max-md:inline-flex max-md:min-h-11 max-md:items-center"
        >
          Delayed and failed mail
        </Link>
      </CardContent>
    </Card>
  );
}
