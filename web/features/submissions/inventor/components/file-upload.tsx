import { useState, type ComponentProps, type ReactNode } from 'react';
import { CheckCircle2, Paperclip, RotateCcw, UploadCloud, X } from 'lucide-react';
import { Button } from '#web/components/ui/button';
import { inputClassName } from '#web/components/ui/input';
import { cn } from '#web/lib/cn';
import { formatFileSize } from '#web/lib/file-size';
import type { FileUploadState } from '../hooks/use-file-upload';

type FileDropZoneProps = Omit<
  ComponentProps<'input'>,
  'type' | 'onChange' | 'children' | 'multiple'
> & {
  /** Files chosen with the picker or dropped on the zone, in the order given. */
  onFiles(files: File[]): void;
};

/**
 * A picker of several files inside a zone files can be dropped on. The picker is the browser's
 * own, so it keeps its label, keyboard use and screen-reader name; dropping is a shortcut for
 * the mouse. The picker is emptied after each choice, so the same file can be chosen again
 * (after it was removed) and the list below, not the picker, says what is attached.
 */
export function FileDropZone({ onFiles, className, disabled, ...input }: FileDropZoneProps) {
  const [over, setOver] = useState(false);
  return (
    <div
      data-testid="file-drop-zone"
      onDragOver={(event) => {
        if (disabled) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = 'copy';
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(event) => {
        event.preventDefault();
        setOver(false);
        const files = [...event.dataTransfer.files];
        if (files.length > 0 && !disabled) onFiles(files);
      }}
      className={cn(
        'rounded-lg border-2 border-dashed border-slate-300 bg-white p-3 transition-colors',
        over && 'border-brand-700 bg-brand-50',
        className,
      )}
    >
      <p className="mb-2 flex items-center gap-2 text-sm text-slate-700">
        <UploadCloud aria-hidden="true" className="size-4 shrink-0 text-slate-600" />
        Drop files here, or choose them.
      </p>
      <input
        {...input}
        type="file"
        multiple
        disabled={disabled}
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          event.target.value = '';
          if (files.length > 0) onFiles(files);
        }}
        className={cn(
          inputClassName,
          'h-auto cursor-pointer py-1.5 file:mr-3 file:cursor-pointer file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-1.5 file:text-sm file:font-medium file:text-brand-900',
        )}
      />
    </div>
  );
}

type UploadStatusProps = {
  state: FileUploadState;
  onCancel(): void;
  onRetry(): void;
  onRemove(): void;
  /** Whether Try again is offered on a failure (not for a file refused for what it is). */
  canRetry?: boolean;
  /** Shown in place of the state when nothing is being uploaded (e.g. a kept file). */
  idle?: ReactNode;
};

/** A button's visible word, with the file it acts on for screen readers (one button per file). */
const forFile = (word: string, name: string) => (
  <>
    {word}
    <span className="sr-only"> {name}</span>
  </>
);

const percentOf = (sent: number, total: number) =>
  total > 0 ? Math.min(100, Math.floor((sent / total) * 100)) : 0;

/** The upload's state: its progress with Cancel, the file once uploaded, or why it failed. */
export function UploadStatus({
  state,
  onCancel,
  onRetry,
  onRemove,
  canRetry = true,
  idle = null,
}: UploadStatusProps) {
  if (state.status === 'idle') return idle;
  const name = state.file.name;
  const box =
    'flex flex-wrap items-center justify-between gap-2 rounded-md border px-3 py-2 text-sm';

  if (state.status === 'uploading') {
    const percent = percentOf(state.sent, state.total);
    return (
      <div className={cn(box, 'border-slate-200 bg-slate-50')}>
        <div className="min-w-48 flex-1 space-y-1.5">
          <p className="flex flex-wrap items-baseline justify-between gap-x-2 text-slate-900">
            <span className="min-w-0 [overflow-wrap:anywhere]">Uploading {name}</span>
            <span className="shrink-0 tabular-nums text-slate-700" aria-live="polite">
              {percent}% · {formatFileSize(state.sent)} of {formatFileSize(state.total)}
            </span>
          </p>
          <div
            role="progressbar"
            aria-label={`Uploading ${name}`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            className="h-2 overflow-hidden rounded-full bg-slate-200"
          >
            <div
              className="h-full rounded-full bg-brand-700 transition-[width]"
              style={{ width: `${percent}%` }}
            />
          </div>
        </div>
        <Button variant="ghost" size="sm" onClick={onCancel}>
          <X aria-hidden="true" />
          {forFile('Cancel upload', `of ${name}`)}
        </Button>
      </div>
    );
  }

  if (state.status === 'failed') {
    return (
      <div className={cn(box, 'border-red-200 bg-red-50')}>
        <p role="alert" className="min-w-0 flex-1 text-red-800 [overflow-wrap:anywhere]">
          {name} was not uploaded: {state.message}
        </p>
        <span className="flex gap-1">
          {canRetry && (
            <Button variant="ghost" size="sm" onClick={onRetry}>
              <RotateCcw aria-hidden="true" />
              {forFile('Try again', `to upload ${name}`)}
            </Button>
          )}
          <RemoveFileButton name={name} onRemove={onRemove} />
        </span>
      </div>
    );
  }

  return (
    <div className={cn(box, 'border-slate-200 bg-slate-50')}>
      <span className="inline-flex min-w-0 items-center gap-2 text-slate-900">
        <Paperclip aria-hidden="true" className="size-4 shrink-0 text-slate-600" />
        <span className="min-w-0 [overflow-wrap:anywhere]">
          <span className="sr-only">Selected file: </span>
          {name} ({formatFileSize(state.file.size)})
        </span>
        <span className="inline-flex items-center gap-1 text-green-800">
          <CheckCircle2 aria-hidden="true" className="size-4" />
          Uploaded
        </span>
      </span>
      <RemoveFileButton name={name} onRemove={onRemove} />
    </div>
  );
}

/** Takes one file off the list; its name makes each file's button its own for screen readers. */
export function RemoveFileButton({ name, onRemove }: { name: string; onRemove(): void }) {
  return (
    <Button variant="ghost" size="sm" onClick={onRemove} data-remove-file="">
      <X aria-hidden="true" />
      {forFile('Remove', name)}
    </Button>
  );
}
