import { MessageCircleQuestion, MessageCircleReply } from 'lucide-react';
import type { Viewpoint } from '#common/access';
import { inventorStateLabel } from '#common/conversation';
import { cn } from '#web/lib/cn';

/**
 * Where an idea's conversation stands, beside its status: staff await the inventor, or the
 * inventor has replied. Nothing is shown when neither.
 */
export function InventorStateBadge({
  state,
  view,
  className,
}: {
  state: string | null | undefined;
  view: Viewpoint;
  className?: string;
}) {
  const label = inventorStateLabel(state, view);
  if (!label) return null;
  const awaiting = state === 'awaiting_inventor';
  const Icon = awaiting ? MessageCircleQuestion : MessageCircleReply;
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full border px-2 py-0.5 text-xs font-medium whitespace-nowrap',
        awaiting
          ? 'border-amber-300 bg-amber-50 text-amber-900'
          : 'border-sky-300 bg-sky-50 text-sky-900',
        className,
      )}
    >
      <Icon aria-hidden="true" className="size-3.5 shrink-0" />
      {label}
    </span>
  );
}

/** An unread count, read out in words ('2 unread messages'). */
export function UnreadBadge({
  count,
  className,
}: {
  count: number | undefined;
  className?: string;
}) {
  if (!count) return null;
  return (
    <span
      className={cn(
        'inline-flex min-w-5 items-center justify-center rounded-full bg-brand-700 px-1.5 py-0.5 text-xs font-semibold text-white',
        className,
      )}
    >
      <span aria-hidden="true">{count}</span>
      <span className="sr-only">{`${count} unread ${count === 1 ? 'message' : 'messages'}`}</span>
    </span>
  );
}
