import { Scale } from 'lucide-react';
import type { Stage } from '#common/pipeline';
import { cn } from '#web/lib/cn';
import { stageText } from '../lib/pipeline-text';

const stageTones: Record<Stage | 'none', string> = {
  none: 'border-slate-300 bg-slate-50 text-slate-800',
  patentability_review: 'border-sky-300 bg-sky-50 text-sky-900',
  decision: 'border-violet-300 bg-violet-50 text-violet-900',
  filed: 'border-emerald-300 bg-emerald-50 text-emerald-900',
  closed: 'border-slate-400 bg-slate-100 text-slate-800',
};

/** An idea's stage in the patent pipeline, or why it has none. */
export function StageBadge({ stage, status }: { stage: Stage | null; status: string }) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full border px-2.5 py-0.5 text-xs font-semibold',
        stageTones[stage ?? 'none'],
      )}
    >
      <Scale aria-hidden="true" className="size-3.5" />
      {stageText(stage, status)}
    </span>
  );
}
