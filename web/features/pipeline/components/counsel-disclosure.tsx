import { useQuery } from '@tanstack/react-query';
import { shownDate, type SubmissionRecord } from '#common/submissions';
import { ProofPanel } from '#web/features/proof';
import {
  Detail,
  DetailsSection,
  ideaFiles,
  IdeaFilesList,
  InventionFactsView,
  InventorsView,
} from '#web/features/submissions';
import { formatDateTime } from '#web/lib/dates';
import {
  counselDisclosureQueryOptions,
  counselEvidenceUrl,
  counselFileUrl,
  counselProofQueryOptions,
} from '../api/pipeline';

/**
 * The disclosure as sent, for counsel: who sent it and when, its description and files, its
 * inventors and where each one's attestation stands, and the invention's facts. Files download
 * through counsel's own addresses.
 */
export function CounselDisclosure({ submissionId }: { submissionId: string }) {
  const disclosure = useQuery(counselDisclosureQueryOptions(submissionId));
  if (disclosure.isPending)
    return (
      <p role="status" className="text-sm text-slate-700">
        Loading the disclosure...
      </p>
    );
  if (!disclosure.data)
    return (
      <p role="alert" className="text-sm text-red-800">
        Could not load the disclosure. Please try again.
      </p>
    );
  return <DisclosureDetails submission={disclosure.data.submission} />;
}

function DisclosureDetails({ submission }: { submission: SubmissionRecord }) {
  const files = ideaFiles(submission);
  const url = (fileId: string) => counselFileUrl(submission.id, fileId);
  const date = shownDate(submission);
  const submitter = submission.fullName?.trim() || submission.email?.trim() || 'The submitter';
  return (
    <div className="space-y-5">
      <dl className="grid gap-4 sm:grid-cols-2">
        <Detail term="Submitted by">
          <span className="block font-medium">{submitter}</span>
          {submission.jobTitle?.trim() && (
            <span className="text-slate-700">{submission.jobTitle.trim()}</span>
          )}
        </Detail>
        <Detail term={date.label}>
          {date.at ? <time dateTime={date.at}>{formatDateTime(date.at)}</time> : 'Not recorded'}
        </Detail>
        <Detail term="Description" wide>
          <span className="block whitespace-pre-wrap">
            {submission.ideaDescription || 'No description.'}
          </span>
        </Detail>
        <Detail term="Files" wide>
          <IdeaFilesList submissionId={submission.id} files={files} fileUrl={url} />
        </Detail>
      </dl>
      {submission.inventors && (
        <DetailsSection title="Inventors">
          <InventorsView
            inventors={submission.inventors}
            submitter={submitter}
            submittedAt={submission.submittedAt}
          />
        </DetailsSection>
      )}
      <DetailsSection title="Invention details">
        <InventionFactsView
          facts={submission.facts}
          heading="h4"
          files={{ submissionId: submission.id, list: files, url }}
        />
      </DetailsSection>
    </div>
  );
}

/** The idea's proof of disclosure and its evidence bundle, as counsel reach them. */
export function CounselProof({ submissionId }: { submissionId: string }) {
  const proof = useQuery(counselProofQueryOptions(submissionId));
  return (
    <ProofPanel
      proof={proof.data}
      failed={proof.isError && !proof.data}
      bundleUrl={counselEvidenceUrl(submissionId)}
    />
  );
}
