import { Eye } from 'lucide-react';
import { Link } from 'react-router';
import { adminMessages, type AdminSubmission } from '../../../../../common/admin';
import { StatusBadge } from '../../../../components/submissions/status-badge';
import { Button } from '../../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../../components/ui/card';
import { DateCell } from '../list/list-table';

function SubmissionRow({ submission }: { submission: AdminSubmission }) {
  const title = submission.ideaTitle || 'Untitled idea';
  return (
    <tr className="align-top">
      <th scope="row" className="max-w-sm px-4 py-3 font-medium break-words text-slate-900">
        {title}
      </th>
      <td className="px-4 py-3">
        <StatusBadge status={submission.status} view="staff" />
      </td>
      <DateCell value={submission.createdAt} />
      <DateCell value={submission.updatedAt} />
      <td className="px-4 py-3">
        <Button asChild variant="outline" size="sm">
          <Link
            to={`/admin/submissions/${encodeURIComponent(submission.id)}`}
            aria-label={`View ${title}`}
          >
            <Eye aria-hidden="true" />
            View
          </Link>
        </Button>
      </td>
    </tr>
  );
}

/** The user's ideas, each linking to its submission page. */
export function UserSubmissionsCard({
  submissions,
  email,
}: {
  submissions: AdminSubmission[];
  email: string;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Submissions</CardTitle>
      </CardHeader>
      <CardContent>
        {submissions.length === 0 ? (
          <p className="text-slate-700">{adminMessages.noUserSubmissions}</p>
        ) : (
          <div className="overflow-x-auto rounded-lg border border-slate-200">
            <table className="w-full min-w-[40rem] text-left text-sm">
              <caption className="sr-only">{`Submissions by ${email}`}</caption>
              <thead className="bg-slate-50 text-xs font-semibold tracking-wide text-slate-700 uppercase">
                <tr>
                  <th scope="col" className="px-4 py-3">
                    Title
                  </th>
                  <th scope="col" className="px-4 py-3">
                    Status
                  </th>
                  <th scope="col" className="px-4 py-3">
                    Submitted
                  </th>
                  <th scope="col" className="px-4 py-3">
                    Last Updated
                  </th>
                  <th scope="col" className="px-4 py-3">
                    View
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-200">
                {submissions.map((submission) => (
                  <SubmissionRow key={submission.id} submission={submission} />
                ))}
              </tbody>
            </table>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
