import { useId, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { shownDate, type SubmissionRecord } from '#common/submissions';
import { ProofPanel } from '#web/features/proof';
import {
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

function Term({ term, wide, children }: { term: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={wide ? 'min-w-0 sm:col-span-2' : 'min-w-0'}>
      <dt className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{term}</dt>
      <dd className="mt-1 text-sm break-words text-slate-900">{children}</dd>
    </div>
  );
}

function Part({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="space-y-3 border-t border-slate-200 pt-4">
      <h3 id={id} className="text-base font-semibold text-brand-900">
        {title}
      </h3>
      {children}
    </section>
  );
}

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
        <Term term="Submitted by">
          <span className="block font-medium">{submitter}</span>
          {submission.jobTitle?.trim() && (
            <span className="text-slate-700">{submission.jobTitle.trim()}</span>
          )}
        </Term>
        <Term term={date.label}>
          {date.at ? <time dateTime={date.at}>{formatDateTime(date.at)}</time> : 'Not recorded'}
        </Term>
        <Term term="Description" wide>
          <span className="block whitespace-pre-wrap">
            {submission.ideaDescription || 'No description.'}
          </span>
        </Term>
        <Term term="Files" wide>
          <IdeaFilesList submissionId={submission.id} files={files} fileUrl={url} />
        </Term>
      </dl>
      {submission.inventors && (
        <Part title="Inventors">
          <InventorsView
            inventors={submission.inventors}
            submitter={submitter}
            submittedAt={submission.submittedAt}
          />
        </Part>
      )}
      <Part title="Invention details">
        <InventionFactsView
          facts={submission.facts}
          heading="h4"
          files={{ submissionId: submission.id, list: files, url }}
        />
      </Part>
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
