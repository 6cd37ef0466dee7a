import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, ClipboardPen, Trash2 } from 'lucide-react';
import { Link, useNavigate, useParams } from 'react-router';
import { adminMessages, type AdminSubmission, type HistoryEntry } from '#common/admin';
import { AreaHeading } from '#web/components/layout/area-heading';
import { PageLoading } from '#web/components/layout/page-loading';
import { StatusBadge } from '#web/components/submissions/status-badge';
import { Button } from '#web/components/ui/button';
import { hasStatus } from '#web/lib/api';
import { formatDateTime } from '#web/lib/dates';
import { adminSubmissionQueryOptions } from '#web/features/admin/api/submissions';
import { LoadError } from '#web/features/admin/components/list/load-error';
import { DeleteSubmissionDialog } from '#web/features/admin/components/submissions/delete-submission-dialog';
import { SubmissionContent } from '#web/features/admin/components/submissions/submission-content';
import { SubmissionFacts } from '#web/features/admin/components/submissions/submission-facts';
import { SubmissionHistoryCard } from '#web/features/admin/components/submissions/submission-history-card';
import { UpdateStatusDialog } from '#web/features/admin/components/submissions/update-status-dialog';

const LIST = '/admin/submissions';

function BackToSubmissions() {
  return (
    <Link
      to={LIST}
      className="inline-flex items-center gap-1.5 text-sm font-medium text-accent-600 underline underline-offset-4"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      Back to Submissions
    </Link>
  );
}

/** /admin/submissions/:id: one submission, its review and its history. */
export function AdminSubmissionDetailPage() {
  const { id = '' } = useParams();
  const detail = useQuery(adminSubmissionQueryOptions(id));

  if (detail.isPending) return <PageLoading label="Loading submission..." />;

  // A failed refetch keeps the submission on screen; only a first load that failed ends here.
  if (detail.data === undefined) {
    const notFound = hasStatus(detail.error, 404);
    return (
      <div className="space-y-6">
        <AreaHeading heading="Submission Details" area="Admin Portal" />
        <LoadError
          message={
            notFound
              ? adminMessages.submissionNotFound.message
              : adminMessages.submissionFailed.message
          }
          onRetry={notFound ? undefined : () => void detail.refetch()}
          retrying={detail.isFetching}
        >
          <Button asChild variant="outline">
            <Link to={LIST}>Back to Submissions</Link>
          </Button>
        </LoadError>
      </div>
    );
  }

  return <SubmissionPage submission={detail.data.submission} history={detail.data.history} />;
}

function SubmissionPage({
  submission,
  history,
}: {
  submission: AdminSubmission;
  history: HistoryEntry[];
}) {
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<'status' | 'delete' | null>(null);
  const inventor = submission.fullName?.trim() || submission.email;

  return (
    <div className="space-y-6">
      <BackToSubmissions />
      <AreaHeading
        heading={submission.ideaTitle || 'Untitled idea'}
        area="Admin Portal"
        description={
          <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <StatusBadge status={submission.status} view="staff" />
            <span>{`Submitted by ${inventor} on ${formatDateTime(submission.createdAt)}`}</span>
          </span>
        }
        actions={
          <div className="flex flex-wrap gap-2">
            <Button onClick={() => setDialog('status')}>
              <ClipboardPen aria-hidden="true" />
              Update Status
            </Button>
            <Button variant="destructive" onClick={() => setDialog('delete')}>
              <Trash2 aria-hidden="true" />
              Delete
            </Button>
          </div>
        }
      />
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="min-w-0 lg:col-span-2">
          <SubmissionContent submission={submission} />
        </div>
        <div className="min-w-0">
          <SubmissionFacts submission={submission} />
        </div>
      </div>
      <SubmissionHistoryCard history={history} />

      <UpdateStatusDialog
        submission={dialog === 'status' ? submission : null}
        onClose={() => setDialog(null)}
      />
      <DeleteSubmissionDialog
        submission={dialog === 'delete' ? submission : null}
        onClose={() => setDialog(null)}
        onDeleted={() => void navigate(LIST)}
      />
    </div>
  );
}
