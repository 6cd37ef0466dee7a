import { useId, type ReactNode } from 'react';
import { Paperclip } from 'lucide-react';
import { recommendationLabels, type Opinion } from '#common/pipeline';
import { Chip } from '#web/components/ui/chip';
import { HashValue } from '#web/features/proof';
import { DownloadAttachmentButton } from '#web/features/submissions';
import { cn } from '#web/lib/cn';
import { formatFileSize } from '#web/lib/file-size';
import { opinionFileUrl } from '../api/pipeline';
import { utcDateTime } from '../lib/pipeline-text';

/** What an opinion recommends, in words. */
export const recommendationText = (opinion: Pick<Opinion, 'recommendation'>) =>
  recommendationLabels[opinion.recommendation];

/** One term and its value in a signed record; a wide one spans both columns. */
export function Signed({
  term,
  wide = false,
  children,
}: {
  term: string;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={cn('min-w-0', wide && 'sm:col-span-2')}>
      <dt className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{term}</dt>
      <dd className="mt-1 text-sm break-words text-slate-900">{children}</dd>
    </div>
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
          <Signed term="Signed by">{opinion.printedName}</Signed>
          <Signed term="Signed">
            <time dateTime={opinion.signedAt}>{utcDateTime(opinion.signedAt)}</time>
          </Signed>
          <Signed term="Meaning of the signature" wide>
            {opinion.meaning}
          </Signed>
          <Signed term="SHA-256" wide>
            <HashValue value={opinion.sha256} label="SHA-256 of the opinion" />
          </Signed>
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
                  <span className="flex items-start gap-1.5">
                    <Paperclip
                      aria-hidden="true"
                      className="mt-0.5 size-4 shrink-0 text-slate-600"
                    />
                    <span className="min-w-0 [overflow-wrap:anywhere]">
                      {file.name}
                      <span className="text-slate-700">{` (${formatFileSize(file.size)})`}</span>
                    </span>
                  </span>
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
