import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { AdminSubmission } from '#common/staff-submissions';
import { submissionReference } from '#common/submissions';
import { DownloadAgreementButton } from '#web/components/agreement/download-agreement-button';
import { filesTotalText, ideaFiles } from '#web/features/submissions/components/idea-files';
import { StatusBadge } from '#web/features/submissions/components/status-badge';
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card';
import { Timestamp } from './timestamp';

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{term}</dt>
      <dd className="mt-1 text-sm break-words text-slate-900">{children}</dd>
    </div>
  );
}

const scorecardCount = (count: number) => (count === 0 ? 'None yet' : `${count} submitted`);

/**
 * Who sent the idea, under which agreement, and where it stands in review: the reviewers'
 * scorecards and the status decision are separate facts, named so neither reads as the other.
 */
export function SubmissionFacts({ submission }: { submission: AdminSubmission }) {
  const reviewer = submission.reviewedByEmail ?? submission.reviewedBy;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Details</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-4">
          <Fact term="Inventor">{submission.fullName?.trim() || '(No Name Provided)'}</Fact>
          <Fact term="Email">
            <a
              href={`mailto:${submission.email}`}
              className="break-all text-accent-600 underline underline-offset-4"
            >
              {submission.email}
            </a>
          </Fact>
          <Fact term="Job title">{submission.jobTitle?.trim() || 'No Title'}</Fact>
          <Fact term="User ID">
            <Link
              to={`/admin/details/${encodeURIComponent(submission.userId)}`}
              className="font-mono break-all text-accent-600 underline underline-offset-4"
            >
              {submission.userId}
            </Link>
          </Fact>
          <Fact term="Status">
            <StatusBadge status={submission.status} view="staff" />
          </Fact>
          <Fact term="Submitted">
            <Timestamp value={submission.submittedAt} empty="Not recorded" />
          </Fact>
          <Fact term="Last updated">
            <Timestamp value={submission.updatedAt} />
          </Fact>
          <Fact term="Scorecards">{scorecardCount(submission.reviewCount)}</Fact>
          <Fact term="Status decided">
            <Timestamp value={submission.reviewedAt} empty="No decision yet" />
          </Fact>
          <Fact term="Decided by">{reviewer ?? 'No decision yet'}</Fact>
          <Fact term="Agreement">
            {submission.agreementId ? (
              <span className="flex flex-col items-start gap-2">
                <span className="font-mono break-all">{submission.agreementId}</span>
                <DownloadAgreementButton
                  agreementId={submission.agreementId}
                  missingText="submission"
                />
              </span>
            ) : (
              'No agreement'
            )}
          </Fact>
          {/* How many files and how large: each is listed, to download, beside the description. */}
          <Fact term="Files">{filesTotalText(ideaFiles(submission))}</Fact>
          <Fact term="Reference">
            <span className="font-mono">{submissionReference(submission.id)}</span>
          </Fact>
          <Fact term="Submission ID">
            <span className="font-mono break-all">{submission.id}</span>
          </Fact>
        </dl>
      </CardContent>
    </Card>
  );
}
