import { cn } from '#web/lib/cn';

/** A grey placeholder where content is loading; hidden from assistive technology. */
export function Skeleton({ className }: { className?: string }) {
  return (
    <div
      aria-hidden="true"
      className={cn('rounded-md bg-slate-200 motion-safe:animate-pulse', className)}
    />
  );
}
