import { Check, CloudOff, LoaderCircle } from 'lucide-react';
import type { AutosaveState } from '../hooks/use-autosave';
import { submissionTexts } from '../lib/submission-texts';

/**
 * A quiet line under the fields saying where the typed idea is kept: as a draft on the server,
 * or only in this browser until it has a title.
 */
export function AutosaveStatus({
  state,
  restored,
}: {
  state: AutosaveState;
  /** What an earlier visit left was put back, and nothing has been typed since. */
  restored: boolean;
}) {
  const texts = submissionTexts.autosave;
  const text = restored ? texts.restored : state === 'idle' ? null : texts[state];
  const Icon = state === 'saving' ? LoaderCircle : state === 'saved' ? Check : CloudOff;
  return (
    <p
      role="status"
      data-autosave={state}
      className="-mt-2 flex min-h-5 items-center gap-1.5 text-xs text-slate-600"
    >
      {text && (
        <>
          {!restored && state !== 'idle' && (
            <Icon
              aria-hidden="true"
              className={state === 'saving' ? 'size-3.5 animate-spin' : 'size-3.5'}
            />
          )}
          {text}
        </>
      )}
    </p>
  );
}
