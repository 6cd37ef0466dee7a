import type { ComponentType, SVGProps } from 'react';
import { ShieldAlert, ShieldCheck, ShieldQuestion } from 'lucide-react';
import type { Verdict, Verification } from '#common/verification';
import { HashValue } from '#web/features/proof';
import { cn } from '#web/lib/cn';
import { formatFileSize } from '#web/lib/file-size';
import { problemText, recordFacts, verdictHeading } from '../lib/verification-view';

const looks: Record<
  Verdict,
  { Icon: ComponentType<SVGProps<SVGSVGElement>>; box: string; icon: string }
> = {
  genuine: { Icon: ShieldCheck, box: 'border-green-700 bg-green-50', icon: 'text-green-800' },
  altered: { Icon: ShieldAlert, box: 'border-red-700 bg-red-50', icon: 'text-red-800' },
  'not-issued': {
    Icon: ShieldQuestion,
    box: 'border-amber-600 bg-amber-50',
    icon: 'text-amber-900',
  },
};

const termClass = 'text-xs font-semibold tracking-wide text-slate-700 uppercase';

/**
 * The verdict in words beside its icon, and the server's sentence: what the page's live region
 * announces when a check is answered.
 */
export function VerdictBox({ verification }: { verification: Verification }) {
  const { verdict, summary } = verification;
  const { Icon, box, icon } = looks[verdict];
  return (
    <div className={cn('rounded-xl border-2 p-5', box)}>
      <h2
        id="verdict-heading"
        className="flex items-center gap-3 text-2xl font-bold text-slate-900"
      >
        <Icon aria-hidden="true" className={cn('size-8 shrink-0', icon)} />
        {verdictHeading[verdict]}
      </h2>
      <p className="mt-2 text-base text-slate-900 [overflow-wrap:anywhere]">{summary}</p>
    </div>
  );
}

/**
 * What the check found beyond its verdict: what does not match file by file, and the record's
 * references, times and hashes. Outside the live region, so a screen reader announces the
 * verdict and not every hash.
 */
export function VerificationDetails({ verification }: { verification: Verification }) {
  const { mismatches, files } = verification;
  const facts = recordFacts(verification);
  return (
    <div className="space-y-6">
      {mismatches.length > 0 && (
        <section aria-labelledby="mismatches-heading" className="space-y-3">
          <h3 id="mismatches-heading" className="text-lg font-semibold text-brand-900">
            What does not match
          </h3>
          <ul className="space-y-3">
            {mismatches.map((mismatch) => (
              <li
                key={`${mismatch.file}-${mismatch.problem}`}
                className="rounded-lg border border-red-300 bg-white p-4 text-sm"
              >
                <p className="font-semibold text-slate-900 [overflow-wrap:anywhere]">
                  {mismatch.file}
                </p>
                <p className="mt-1 text-red-800">{problemText[mismatch.problem]}</p>
                {(mismatch.expectedSha256 || mismatch.actualSha256) && (
                  <dl className="mt-3 grid gap-2">
                    {mismatch.expectedSha256 && (
                      <div>
                        <dt className={termClass}>SHA-256 as issued</dt>
                        <dd className="mt-1">
                          <HashValue
                            value={mismatch.expectedSha256}
                            label={`SHA-256 of ${mismatch.file} as issued`}
                          />
                        </dd>
                      </div>
                    )}
                    {mismatch.actualSha256 && (
                      <div>
                        <dt className={termClass}>SHA-256 of this file</dt>
                        <dd className="mt-1">
                          <HashValue
                            value={mismatch.actualSha256}
                            label={`SHA-256 of ${mismatch.file} as checked`}
                          />
                        </dd>
                      </div>
                    )}
                  </dl>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}

      <section aria-labelledby="record-heading" className="space-y-3">
        <h3 id="record-heading" className="text-lg font-semibold text-brand-900">
          The record
        </h3>
        <dl className="grid gap-x-6 gap-y-4 rounded-lg border border-slate-200 bg-white p-4 text-sm sm:grid-cols-2">
          {facts.map((fact) => (
            <div key={fact.term} className={cn('min-w-0', 'hash' in fact && 'sm:col-span-2')}>
              <dt className={termClass}>{fact.term}</dt>
              <dd className="mt-1 text-slate-900 [overflow-wrap:anywhere]">
                {'hash' in fact ? <HashValue value={fact.hash} label={fact.term} /> : fact.text}
              </dd>
            </div>
          ))}
        </dl>
      </section>

      {files.length > 0 && (
        <section aria-labelledby="files-heading" className="space-y-3">
          <h3 id="files-heading" className="text-lg font-semibold text-brand-900">
            Files checked
          </h3>
          <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white text-sm">
            {files.map((file) => (
              <li
                key={file.name}
                className="grid gap-1 px-4 py-2 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center sm:gap-4"
              >
                <p className="min-w-0 text-slate-900 [overflow-wrap:anywhere]">
                  {file.name} <span className="text-slate-600">({formatFileSize(file.size)})</span>
                </p>
                <HashValue value={file.sha256} label={`SHA-256 of ${file.name}`} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
