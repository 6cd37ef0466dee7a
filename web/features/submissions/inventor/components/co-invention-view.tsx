import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { ArrowLeft, FileText, PenLine } from 'lucide-react';
import { Link } from 'react-router';
import { inventorMessages, type CoInvention, type CoInventorRecord } from '#common/co-inventors';
import { pagePaths } from '#common/page-paths';
import type { SubmissionRecord } from '#common/submissions';
import { Button } from '#web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card';
import { Detail } from '#web/features/submissions/components/detail';
import { InventorsConfirmed } from '#web/features/submissions/components/inventors-confirmed';
import { InventorsView } from '#web/features/submissions/components/inventors-view';
import { StatusBadge } from '#web/features/submissions/components/status-badge';
import { SubmissionDetailsDialog } from '#web/features/submissions/components/submission-details-dialog';
import { answerLooks } from '#web/features/submissions/lib/answer-looks';
import { answerKind, answerText } from '#web/features/submissions/lib/inventor-answers';
import { isApiRequestError } from '#web/lib/api';
import { cn } from '#web/lib/cn';
import { submissionQueryOptions } from '../api/submissions';
import { AttestationForm } from './attestation-form';
import { sentIdeaSections } from './sent-idea-sections';

function BackLink() {
  return (
    <Link
      to={pagePaths.coInventions}
      className="inline-flex min-h-11 items-center gap-1.5 text-sm font-medium text-accent-600 underline underline-offset-4 hover:text-accent-700 sm:min-h-0"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      All co-inventions
    </Link>
  );
}

/** The person's answer, once given: what they said and, for an attestation, what they signed. */
function AnswerGiven({ own, focus }: { own: CoInventorRecord; focus: boolean }) {
  const line = useRef<HTMLParagraphElement>(null);
  // Just answered: the form that had focus is gone, and this says how it went.
  useEffect(() => {
    if (focus) line.current?.focus();
  }, [focus]);
  const look = answerLooks[answerKind(own.response)];
  return (
    <div className="space-y-3">
      <p
        ref={line}
        tabIndex={-1}
        className={cn('flex items-start gap-2 font-medium focus:outline-none', look.className)}
      >
        <look.Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        {answerText(own)}
      </p>
      {own.meaning && (
        <figure className="rounded-md border-l-4 border-brand-900 bg-slate-50 p-4">
          <figcaption className="text-sm text-slate-700">You signed:</figcaption>
          <blockquote className="mt-2 text-slate-900">{own.meaning}</blockquote>
        </figure>
      )}
      {own.response === 'disputed' && (
        <p className="text-sm text-slate-700">
          Our team has what you told us and will be in touch.
        </p>
      )}
    </div>
  );
}

/** The answer card: the form while it is asked for, else where the person stands. */
function YourAnswer({
  invention,
  record,
  agreementSigned,
}: {
  invention: CoInvention;
  record: SubmissionRecord;
  agreementSigned: boolean;
}) {
  const heading = useId();
  const [answered, setAnswered] = useState(false);
  const own = record.inventors?.coInventors.find((c) => c.id === invention.coInventorId);
  const asked = record.status !== 'draft' && !invention.response;
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h3" id={heading}>
          {asked ? 'Attest or dispute' : 'Your answer'}
        </CardTitle>
        {asked && (
          <CardDescription>
            {`Please read the disclosure first. Then confirm that you are an inventor of it with a contribution of ${invention.share}%, or tell us what is wrong.`}
          </CardDescription>
        )}
      </CardHeader>
      <CardContent>
        {record.status === 'draft' ? (
          <p className="text-sm text-slate-800">{inventorMessages.notSentYet}</p>
        ) : asked ? (
          <AttestationForm
            invention={invention}
            agreementSigned={agreementSigned}
            headingId={heading}
            onAnswered={() => setAnswered(true)}
          />
        ) : own ? (
          <AnswerGiven own={own} focus={answered} />
        ) : (
          <p className="text-sm text-slate-800">{answerText(invention)}</p>
        )}
      </CardContent>
    </Card>
  );
}

function NotListed() {
  return (
    <div className="space-y-4">
      <BackLink />
      <div role="alert" className="rounded-xl border border-slate-300 bg-slate-50 p-6">
        <h2 className="text-lg font-semibold text-brand-900">Not among your co-inventions</h2>
        <p className="mt-2 text-sm text-slate-800">
          This idea does not list the address you signed in with. An invitation opens only for the
          account with the address it was sent to: if it went to another of your addresses, sign in
          with that one.
        </p>
      </div>
    </div>
  );
}

/**
 * One idea the person is listed on: what it is and who listed them, the way to read it whole (its
 * details, and once sent its conversation and proof) or, while a draft, to help write it, their
 * answer, and its inventors.
 */
export function CoInventionView({
  id,
  inventions,
  agreementSigned,
  conversation,
}: {
  id: string;
  inventions: UseQueryResult<CoInvention[]>;
  agreementSigned: boolean;
  conversation?: ((submission: SubmissionRecord) => ReactNode) | undefined;
}) {
  const idea = useQuery({
    ...submissionQueryOptions(id),
    // An idea that is not theirs to read will not become so by asking again.
    retry: (count, error) => !(isApiRequestError(error) && error.status === 404) && count < 2,
  });
  const invention = inventions.data?.find((candidate) => candidate.submissionId === id);
  const record = idea.data;
  const [reading, setReading] = useState(false);
  const readButton = useRef<HTMLButtonElement>(null);
  const title = useRef<HTMLHeadingElement>(null);
  const titleId = useId();
  const shown = Boolean(invention && record);
  // Opened from the list or a mail: the idea's title is where reading starts.
  useEffect(() => {
    if (shown) title.current?.focus();
  }, [shown, id]);

  if (idea.isPending || inventions.isPending)
    return (
      <p role="status" className="text-slate-700">
        Loading the idea...
      </p>
    );
  if (!invention || !record) return <NotListed />;

  const draft = record.status === 'draft';
  return (
    <div className="space-y-6">
      <BackLink />
      <section aria-labelledby={titleId} className="space-y-4">
        <div>
          <p className="text-sm text-slate-700">
            Disclosure <span className="font-mono">{invention.reference}</span>
          </p>
          <h2
            id={titleId}
            ref={title}
            tabIndex={-1}
            className="text-xl font-semibold break-words text-brand-900 focus:outline-none sm:text-2xl"
          >
            {record.ideaTitle || 'Untitled idea'}
          </h2>
        </div>
        <dl className="grid gap-4 sm:grid-cols-3">
          <Detail term="Listed by">{invention.submitterName?.trim() || 'Its submitter'}</Detail>
          <Detail term="Status">
            <span className="flex flex-wrap items-center gap-1.5">
              <StatusBadge status={record.status} />
              <InventorsConfirmed
                inventorCount={record.inventorCount}
                confirmedCount={record.confirmedCount}
              />
            </span>
          </Detail>
          <Detail term="Your contribution">{`${invention.share}%`}</Detail>
        </dl>
        <div className="flex flex-wrap gap-2">
          <Button ref={readButton} variant="outline" onClick={() => setReading(true)}>
            <FileText aria-hidden="true" />
            Read the disclosure
          </Button>
          {draft && (
            <Button asChild>
              <Link to={`${pagePaths.submitIdea}?edit=${encodeURIComponent(record.id)}`}>
                <PenLine aria-hidden="true" />
                Edit draft
              </Link>
            </Button>
          )}
        </div>
      </section>
      <YourAnswer invention={invention} record={record} agreementSigned={agreementSigned} />
      {record.inventors && (
        <section aria-labelledby={`${titleId}-inventors`} className="space-y-3">
          <h3 id={`${titleId}-inventors`} className="text-lg font-semibold text-brand-900">
            Inventors
          </h3>
          <InventorsView
            inventors={record.inventors}
            submitter={invention.submitterName?.trim() || 'Its submitter'}
            submittedAt={record.submittedAt}
          />
        </section>
      )}
      <SubmissionDetailsDialog
        submission={reading ? record : null}
        onOpenChange={setReading}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          readButton.current?.focus();
        }}
        sections={
          draft
            ? undefined
            : sentIdeaSections(record, {
                conversation: conversation?.(record),
                unread: 0,
                fromLink: false,
              })
        }
      />
    </div>
  );
}
