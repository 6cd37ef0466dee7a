import { useId } from 'react';
import { House } from 'lucide-react';
import { erasureMessages, type ErasureOutcome } from '#common/erasure';
import { Button } from '#web/components/ui/button';
import { formatDateTime } from '#web/lib/dates';
import { keptRecordText } from '../lib/erasure-outcome';

/**
 * What "Delete my account" did, once the person is signed out: everything erased; or the
 * account closed with the records kept for legal claims listed by reference, why, and by when
 * staff answer. Then the way home, as a page load of its own: the app starts afresh, signed out.
 */
export function ErasureOutcomeView({ outcome }: { outcome: ErasureOutcome }) {
  const listId = useId();
  return (
    <div className="space-y-4 text-sm text-slate-800">
      {outcome.outcome === 'erased' ? (
        <p>{erasureMessages.erased}</p>
      ) : (
        <>
          <p id={listId}>{erasureMessages.kept}</p>
          <ul
            aria-labelledby={listId}
            className="list-disc space-y-1 rounded-md border border-slate-200 bg-slate-50 py-3 pr-3 pl-8"
          >
            {outcome.kept.map((record) => (
              <li key={`${record.kind}:${record.submissionId}`} className="wrap-anywhere">
                {keptRecordText(record)}
              </li>
            ))}
          </ul>
          <p>
            {erasureMessages.keptWhy}{' '}
            <time dateTime={outcome.dueAt} className="font-semibold whitespace-nowrap">
              {formatDateTime(outcome.dueAt)}
            </time>
            .
          </p>
        </>
      )}
      <Button asChild className="w-full max-md:h-11">
        {/* A plain link: the page loads anew, so nothing of the account stays in memory. */}
        <a href="/">
          <House aria-hidden="true" />
          Go to the home page
        </a>
      </Button>
    </div>
  );
}
