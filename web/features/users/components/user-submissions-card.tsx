import { adminMessages } from '#common/admin-messages';
import type { AdminSubmission } from '#common/staff-submissions';
import { StatusBadge } from '#web/features/submissions';
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card';
import { DataTable } from '#web/components/ui/data-table';
import { DateCell } from '#web/components/list/list-table';
import { ViewSubmissionLink } from '#web/features/submissions/staff';

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
      <DateCell value={submission.submittedAt} />
      <DateCell value={submission.updatedAt} />
      <td className="px-4 py-3">
        <ViewSubmissionLink id={submission.id} title={title} />
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
          <DataTable
            caption={`Submissions by ${email}`}
            className="min-w-[40rem]"
            columns={['Title', 'Status', 'Submitted', 'Last Updated', 'View']}
          >
            {submissions.map((submission) => (
              <SubmissionRow key={submission.id} submission={submission} />
            ))}
          </DataTable>
        )}
      </CardContent>
    </Card>
  );
}
