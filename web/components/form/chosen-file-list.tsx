import { X } from 'lucide-react';
import { Button } from '#web/components/ui/button';
import { cn } from '#web/lib/cn';
import { formatFileSize } from '#web/lib/file-size';

/** A file chosen in a picker and not yet sent: what the list needs of it. */
export interface ChosenFile {
  name: string;
  size: number;
  lastModified: number;
}

/**
 * The files chosen in a picker, each with its size and a button that takes it off. The picker
 * is emptied after each choice, so this list is what will be sent; focus goes back to the
 * picker once a file is taken off (`onRemoved`).
 */
export function ChosenFileList<F extends ChosenFile>({
  files,
  onChange,
  onRemoved,
  className,
}: {
  files: readonly F[];
  onChange: (files: F[]) => void;
  onRemoved?: () => void;
  className?: string;
}) {
  if (files.length === 0) return null;
  return (
    <ul aria-label="Chosen files" className={cn('divide-y divide-slate-200 text-sm', className)}>
      {files.map((file, index) => (
        <li
          key={`${file.name}-${file.size}-${file.lastModified}-${index}`}
          className="flex items-center justify-between gap-3 px-3 py-2"
        >
          <span className="min-w-0 flex-1 text-slate-900 [overflow-wrap:anywhere]">
            {file.name} <span className="text-slate-600">({formatFileSize(file.size)})</span>
          </span>
          <Button
            variant="ghost"
            size="sm"
            aria-label={`Remove ${file.name}`}
            onClick={() => {
              onChange(files.filter((_, other) => other !== index));
              onRemoved?.();
            }}
          >
            <X aria-hidden="true" />
            Remove
          </Button>
        </li>
      ))}
    </ul>
  );
}
