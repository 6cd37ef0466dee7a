import { useId, useRef, useState } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { FileUp } from 'lucide-react';
import { ChosenFileList } from '#web/components/form/chosen-file-list';
import { inputClassName } from '#web/components/ui/input';
import { cn } from '#web/lib/cn';
import { chosenFilesHint, verifyAccept, withChosen } from '../lib/chosen-files';

type Values = { file: File[] };

/**
 * The files to check: the browser's own picker inside a label that is also the zone files are
 * dropped on, so the keyboard and screen readers get the picker as it is and the mouse gets a
 * large target. The picker is emptied after each choice; the list below says what is chosen.
 */
export function FilesField() {
  const { control, clearErrors } = useFormContext<Values>();
  const { field, fieldState } = useController({ name: 'file', control });
  const picker = useRef<HTMLInputElement | null>(null);
  const [over, setOver] = useState(false);
  const id = useId();
  const titleId = `${id}-title`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const files = field.value;
  const error = fieldState.error?.message;

  const change = (next: File[]) => {
    if (error) clearErrors('file');
    field.onChange(next);
  };

  return (
    <div className="space-y-3">
      <label
        htmlFor={id}
        data-testid="verify-drop-zone"
        onDragOver={(event) => {
          event.preventDefault();
          event.dataTransfer.dropEffect = 'copy';
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={(event) => {
          event.preventDefault();
          setOver(false);
          const dropped = [...event.dataTransfer.files];
          if (dropped.length > 0) change(withChosen(files, dropped));
        }}
        className={cn(
          'block cursor-pointer rounded-xl border-2 border-dashed border-slate-400 bg-slate-50 p-5 transition-colors hover:border-brand-700 sm:p-6',
          over && 'border-brand-700 bg-brand-50',
          error && 'border-red-700',
        )}
      >
        <span className="flex items-start gap-3">
          <FileUp aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-brand-700" />
          <span className="space-y-1">
            <span id={titleId} className="block text-base font-semibold text-slate-900">
              Drop files here, or choose them
            </span>
            <span id={hintId} className="block text-sm text-slate-700">
              {chosenFilesHint}
            </span>
          </span>
        </span>
        <input
          id={id}
          ref={(element) => {
            picker.current = element;
            field.ref(element);
          }}
          name={field.name}
          onBlur={field.onBlur}
          type="file"
          multiple
          accept={verifyAccept}
          aria-labelledby={titleId}
          aria-describedby={[hintId, error ? errorId : null].filter(Boolean).join(' ')}
          aria-invalid={error ? true : undefined}
          onChange={(event) => {
            const chosen = [...(event.target.files ?? [])];
            // The same file may be chosen again after it was taken off.
            event.target.value = '';
            if (chosen.length > 0) change(withChosen(files, chosen));
          }}
          className={cn(
            inputClassName,
            'mt-4 h-auto cursor-pointer py-1.5 file:mr-3 file:cursor-pointer file:rounded-md file:border-0 file:bg-brand-900 file:px-3 file:py-1.5 file:text-sm file:font-medium file:text-white',
          )}
        />
      </label>
      {error && (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
      <ChosenFileList
        files={files}
        onChange={change}
        onRemoved={() => picker.current?.focus()}
        className="rounded-md border border-slate-200 bg-white"
      />
    </div>
  );
}
