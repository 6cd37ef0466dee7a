import { Info } from 'lucide-react';
import { cn } from '#web/lib/cn';

/** A calm word after the browser's passkey dialog was closed: not an error. */
export function PasskeyNotice({
  message,
  className,
}: {
  message: string | null;
  className?: string;
}) {
  if (!message) return null;
  return (
    <p
      role="status"
      className={cn(
        'flex items-start gap-2 rounded-md border border-slate-300 bg-slate-50 p-3 text-sm text-slate-800',
        className,
      )}
    >
      <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      {message}
    </p>
  );
}
