import { Circle, CircleCheck, CircleX, CloudOff, FilePen, Hourglass } from 'lucide-react';
import type { Viewpoint } from '#common/access';
import { LOCAL_PENDING_STATUS } from '#common/submissions';
import { cn } from '#web/lib/cn';
import { statusDisplay } from '#web/features/submissions/lib/submission-status';

function StatusIcon({ status }: { status: string | null }) {
  const props = { 'aria-hidden': true, className: 'size-3.5 shrink-0' } as const;
  switch (status) {
    case 'draft':
      return <FilePen {...props} />;
    case 'pending':
      return <Hourglass {...props} />;
    case 'approved':
      return <CircleCheck {...props} />;
    case 'rejected':
      return <CircleX {...props} />;
    case LOCAL_PENDING_STATUS:
      return <CloudOff {...props} />;
    default:
      return <Circle {...props} />;
  }
}

/** A submission's status: its label in words, with an icon and the spec's colour. */
export function StatusBadge({
  status,
  view,
  className,
}: {
  status: string | null;
  /** Staff see 'Pending' where the submitter sees 'Submitted'. */
  view?: Viewpoint;
  className?: string;
}) {
  const { label, className: tone } = statusDisplay(status, view);
  return (
    <span
      data-status={status ?? 'unknown'}
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full border px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
        tone,
        className,
      )}
    >
      <StatusIcon status={status} />
      {label}
    </span>
  );
}
