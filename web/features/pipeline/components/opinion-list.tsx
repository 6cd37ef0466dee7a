import { useId } from 'react';
import { recommendationLabels, type Opinion } from '#common/pipeline';
import { Chip } from '#web/components/ui/chip';
import { HashValue } from '#web/features/proof';
import { Detail, DownloadAttachmentButton, FileName } from '#web/features/submissions';
import { cn } from '#web/lib/cn';
import { opinionFileUrl } from '../api/pipeline';
import { utcDateTime } from '#web/lib/dates';

/** What an opinion recommends, in words. */
export const recommendationText = (opinion: Pick<Opinion, 'recommendation'>) =>
  recommendationLabels[opinion.recommendation];

/**
 * The signature's record in a signed record's list: who signed, when (unless the record says it
 * already), what the signature means, and the record's hash.
 */
export function SignatureTerms({
  signed,
  signedAt,
  hashLabel,
}: {
  signed: Pick<Opinion, 'printedName' | 'meaning' | 'sha256'>;
  signedAt?: string;
  /** What the hash is of, said to screen readers. */
  hashLabel: string;
}) {
  return (
    <>
      <Detail term="Signed by">{signed.printedName}</Detail>
      {signedAt && (
        <Detail term="Signed">
          <time dateTime={signedAt}>{utcDateTime(signedAt)}</time>
        </Detail>
      )}
      <Detail term="Meaning of the signature" wide>
        {signed.meaning}
      </Detail>
      <Detail term="SHA-256" wide>
        <HashValue value={signed.sha256} label={hashLabel} />
      </Detail>
    </>
  );
}

function OpinionItem({
  opinion,
  submissionId,
  heading: Heading,
}: {
  opinion: Opinion;
  submissionId: string;
  heading: 'h3' | 'h4';
}) {
  const headingId = useId();
  const superseded = opinion.supersededBy !== null;
  return (
    <li>
      <article
        aria-labelledby={headingId}
        className={cn(
          'space-y-3 rounded-lg border p-4',
          superseded ? 'border-slate-200 bg-slate-50' : 'border-slate-300 bg-white',
        )}
      >
        <header className="flex flex-wrap items-center gap-2">
          <Heading id={headingId} className="text-base font-semibold text-brand-900">
            {recommendationText(opinion)}
          </Heading>
          {superseded ? (
            <Chip className="border-amber-400 bg-amber-50 text-amber-900">Superseded</Chip>
          ) : (
            <Chip className="border-emerald-300 bg-emerald-50 text-emerald-900">In force</Chip>
          )}
        </header>
        <dl className="grid gap-3 sm:grid-cols-2">
          <SignatureTerms
            signed={opinion}
            signedAt={opinion.signedAt}
            hashLabel="SHA-256 of the opinion"
          />
        </dl>
        {opinion.reasoning !== undefined && (
          <details className="group rounded-md border border-slate-200 bg-white">
            <summary className="cursor-pointer rounded-md px-3 py-2 text-sm font-medium text-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600">
              Reasoning
            </summary>
            <p className="border-t border-slate-200 px-3 py-2 text-sm break-words whitespace-pre-wrap text-slate-900">
              {opinion.reasoning}
            </p>
          </details>
        )}
        {opinion.files && opinion.files.length > 0 && (
          <ul aria-label="Files of the opinion" className="divide-y divide-slate-200 text-sm">
            {opinion.files.map((file) => (
              <li key={file.id} className="flex items-center justify-between gap-3 py-2">
                <span className="min-w-0 flex-1 space-y-1">
                  <FileName name={file.name} size={file.size} />
                  <HashValue value={file.sha256} label={`SHA-256 of ${file.name}`} />
                </span>
                <DownloadAttachmentButton
                  submissionId={submissionId}
                  fileName={file.name}
                  url={opinionFileUrl(submissionId, opinion.id, file.id)}
                />
              </li>
            ))}
          </ul>
        )}
      </article>
    </li>
  );
}

const newestFirst = (opinions: readonly Opinion[]) =>
  [...opinions].sort((a, b) => Date.parse(b.signedAt) - Date.parse(a.signedAt));

/** The idea's opinions, the latest first; a superseded one says so. */
export function OpinionList({
  opinions,
  submissionId,
  heading = 'h4',
}: {
  opinions: readonly Opinion[];
  submissionId: string;
  /** Each opinion's heading, one level under the section's. */
  heading?: 'h3' | 'h4';
}) {
  if (opinions.length === 0)
    return <p className="text-sm text-slate-700">No opinion has been signed yet.</p>;
  return (
    <ol aria-label="Opinions" className="space-y-3">
      {newestFirst(opinions).map((opinion) => (
        <OpinionItem
          key={opinion.id}
          opinion={opinion}
          submissionId={submissionId}
          heading={heading}
        />
      ))}
    </ol>
  );
}
