import { Archive, FileCheck, Gavel, Scale } from 'lucide-react';
import { stageLabels, type Stage } from '#common/pipeline';
import { cn } from '#web/lib/cn';

const looks: Record<Stage, { Icon: typeof Scale; className: string }> = {
  patentability_review: { Icon: Scale, className: 'border-sky-300 bg-sky-50 text-sky-900' },
  decision: { Icon: Gavel, className: 'border-violet-300 bg-violet-50 text-violet-900' },
  filed: { Icon: FileCheck, className: 'border-emerald-300 bg-emerald-50 text-emerald-900' },
  closed: { Icon: Archive, className: 'border-slate-400 bg-slate-100 text-slate-800' },
};

/** An idea's stage in the patent pipeline (ADR 40): its label in words, with an icon. */
export function StageBadge({ stage, className }: { stage: Stage; className?: string }) {
  const { Icon, className: tone } = looks[stage];
  return (
    <span
      data-stage={stage}
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full border px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
        tone,
        className,
      )}
    >
      <Icon aria-hidden="true" className="size-3.5 shrink-0" />
      {stageLabels[stage]}
    </span>
  );
}
