import { Paperclip } from 'lucide-react';
import { cn } from '#web/lib/cn';
import { fileSizeText } from './idea-files';

/** A file as the lists name it: a paperclip, its name, wrapping as it must, and its size if known. */
export function FileName({
  name,
  size,
  className,
}: {
  name: string;
  size: number | null;
  className?: string;
}) {
  const shownSize = fileSizeText(size);
  return (
    <span className={cn('flex items-start gap-1.5', className)}>
      <Paperclip aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-600" />
      <span className="min-w-0 [overflow-wrap:anywhere]">
        {name}
        {shownSize && <span className="text-slate-700">{` (${shownSize})`}</span>}
      </span>
    </span>
  );
}
