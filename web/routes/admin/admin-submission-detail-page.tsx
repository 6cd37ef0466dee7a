import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { adminMessages } from '#common/admin-messages';
import { AreaHeading } from '#web/components/layout/area-heading';
import { PageLoading } from '#web/components/layout/page-loading';
import { Button } from '#web/components/ui/button';
import { hasStatus } from '#web/lib/api';
import {
  adminSubmissionQueryOptions,
  SUBMISSIONS_LIST,
  SubmissionReview,
} from '#web/features/submissions/staff';
import { LoadError } from '#web/components/list/load-error';
import { useSession } from '#web/features/auth/hooks/use-session';
import { ConversationPanel } from '#web/features/conversation';
import { EvaluationPanel, RelatedPanel, TagsEditor } from '#web/features/evaluation';
import { PipelinePanel, ShareNoteToggle } from '#web/features/pipeline';
import { LegalHoldPanel } from '#web/features/records';

/** /admin/submissions/:id: one submission, its review, its conversation and its history. */
export function AdminSubmissionDetailPage() {
  const { id = '' } = useParams();
  const detail = useQuery(adminSubmissionQueryOptions(id));
  // Reviewers read tags, links and their own scores; only admins assign, tag, link, decide and
  // delete (the server refuses reviewers too).
  const session = useSession().data;
  const canEdit = session?.user.isAdmin === true;

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
            <Link to={SUBMISSIONS_LIST}>Back to Submissions</Link>
          </Button>
        </LoadError>
      </div>
    );
  }

  return (
    <SubmissionReview
      submission={detail.data.submission}
      facts={detail.data.facts}
      inventors={detail.data.inventors}
      phiCheck={detail.data.phiCheck}
      history={detail.data.history}
      conversation={
        <ConversationPanel
          audience="staff"
          submissionId={detail.data.submission.id}
          noteAction={
            canEdit
              ? (note) => (
                  <ShareNoteToggle submissionId={detail.data.submission.id} messageId={note.id} />
                )
              : undefined
          }
        />
      }
      canDecide={canEdit}
      legalHold={canEdit ? <LegalHoldPanel submissionId={detail.data.submission.id} /> : undefined}
      evaluation={
        <div className="space-y-6">
          {/* The patent pipeline is the admins' alone: reviewers never see it. */}
          {canEdit && (
            <PipelinePanel
              submissionId={detail.data.submission.id}
              askCode={session?.user.twoFactorEnabled !== false}
            />
          )}
          <EvaluationPanel
            submissionId={detail.data.submission.id}
            submitterId={detail.data.submission.userId}
            canAssign={canEdit}
          />
          <div className="grid gap-6 lg:grid-cols-3">
            <TagsEditor
              submissionId={detail.data.submission.id}
              tags={detail.data.submission.tags}
              canEdit={canEdit}
            />
            <div className="min-w-0 lg:col-span-2">
              <RelatedPanel submissionId={detail.data.submission.id} canEdit={canEdit} />
            </div>
          </div>
        </div>
      }
    />
  );
}
