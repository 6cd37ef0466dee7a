import type { DeadlineState } from '#common/docket';
import { Chip } from '#web/components/ui/chip';
import { cn } from '#web/lib/cn';
import { deadlineStateLabels } from '../lib/docket-text';

const stateClass: Record<DeadlineState, string> = {
  open: 'border-brand-300 bg-brand-50 text-brand-900',
  met: 'border-emerald-300 bg-emerald-50 text-emerald-900',
  not_applicable: 'border-slate-300 bg-slate-100 text-slate-800',
};

/** A deadline's state: Open, Met or Not applicable. */
export function DeadlineStateBadge({ state }: { state: DeadlineState }) {
  return <Chip className={cn(stateClass[state])}>{deadlineStateLabels[state]}</Chip>;
}
