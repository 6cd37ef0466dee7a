import { Archive, FileCheck, Gavel, Scale } from 'lucide-react';
import type { Stage } from '#common/pipeline';
import { cn } from '#web/lib/cn';
import { stageText } from '../lib/pipeline-text';

const looks: Record<Stage | 'none', { Icon: typeof Scale; className: string }> = {
  none: { Icon: Scale, className: 'border-slate-300 bg-slate-50 text-slate-800' },
  patentability_review: { Icon: Scale, className: 'border-sky-300 bg-sky-50 text-sky-900' },
  decision: { Icon: Gavel, className: 'border-violet-300 bg-violet-50 text-violet-900' },
  filed: { Icon: FileCheck, className: 'border-emerald-300 bg-emerald-50 text-emerald-900' },
  closed: { Icon: Archive, className: 'border-slate-400 bg-slate-100 text-slate-800' },
};

/**
 * An idea's stage in the patent pipeline (ADR 40): its label in words, with an icon; without a
 * stage, why it has none (from its status).
 */
export function StageBadge({
  stage,
  status = '',
  className,
}: {
  stage: Stage | null;
  /** The idea's status, which says why it has no stage yet. */
  status?: string;
  className?: string;
}) {
  const { Icon, className: tone } = looks[stage ?? 'none'];
  return (
    <span
      data-stage={stage ?? undefined}
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full border px-2.5 py-0.5 text-xs font-semibold',
        // A stage's label is short; why there is none may wrap.
        stage && 'whitespace-nowrap',
        tone,
        className,
      )}
    >
      <Icon aria-hidden="true" className="size-3.5 shrink-0" />
      {stageText(stage, status)}
    </span>
  );
}
