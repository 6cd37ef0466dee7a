import { Clock } from 'lucide-react';
import type { DecisionClock as DecisionClockRecord } from '#common/pipeline';
import { cn } from '#web/lib/cn';
import { clockSummary, clockTone, dueText } from '../lib/pipeline-text';

const tones = {
  calm: 'text-slate-800',
  soon: 'text-amber-900',
  overdue: 'text-red-800',
} as const;

/** The decision clock: how long is left (or how late it is) and the day it is due. */
export function DecisionClock({ clock }: { clock: DecisionClockRecord }) {
  // Once decided, the day it was due is history.
  const due = clock.decidedAt ? null : dueText(clock);
  return (
    <p
      className={cn('flex flex-wrap items-center gap-x-2 gap-y-1 text-sm', tones[clockTone(clock)])}
    >
      <Clock aria-hidden="true" className="size-4 shrink-0" />
      <span className="font-medium">{clockSummary(clock)}</span>
      {due && (
        <span className="text-slate-700">
          ({clock.dueOn && <time dateTime={clock.dueOn}>{due}</time>}, {clock.targetDays} days from
          the complete disclosure)
        </span>
      )}
    </p>
  );
}
