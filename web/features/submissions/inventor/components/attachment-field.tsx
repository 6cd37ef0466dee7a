import { useEffect, useRef, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { Paperclip } from 'lucide-react';
import { IDEA_FILES_HINT, attachmentAccept, ideaFileLimits } from '#common/attachments';
import { FormField } from '#web/components/form/form-field';
import { mayRetry, useFileUploads } from '../hooks/use-file-upload';
import { formatFileSize } from '../lib/attachment-check';
import {
  choiceId,
  choiceName,
  pickFiles,
  totalBytes,
  type IdeaFileChoice,
} from '../lib/file-choices';
import { FileDropZone, RemoveFileButton, UploadStatus } from './file-upload';
import type { SubmissionFormInput, SubmissionFormValues } from './submission-schema';

type AttachmentFieldProps = {
  /** Said under the field (e.g. that a resubmission does not copy the files). */
  note?: string | null | undefined;
};

const errorMessage = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** One of the loaded draft's files: it stays with the draft unless taken off. */
function KeptFile({
  choice,
  onRemove,
}: {
  choice: IdeaFileChoice & { kind: 'kept' };
  onRemove(): void;
}) {
  const { name, size } = choice.file;
  return (
    <div className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-slate-200 bg-slate-50 px-3 py-2 text-sm">
      <span className="inline-flex min-w-0 items-center gap-2 text-slate-900">
        <Paperclip aria-hidden="true" className="size-4 shrink-0 text-slate-600" />
        <span className="min-w-0 [overflow-wrap:anywhere]">
          <span className="sr-only">Saved file: </span>
          {name}
          {size !== null && ` (${formatFileSize(size)})`}
        </span>
      </span>
      <RemoveFileButton name={name} onRemove={onRemove} />
    </div>
  );
}

/**
 * The idea's files (spec 02 §5 "Attachment", for up to 10 files, 50 MB in all): a picker of
 * several files that is also a drop zone, and the list of files attached, a loaded draft's first.
 * Each chosen file is checked as the one file always was, then uploaded at once, resumably, with
 * its own progress, Cancel and Remove; saving the idea then only names the files (or waits for
 * those still on their way). A batch that would break the idea's limits is refused whole, and
 * the reason, naming the total, is shown on the field. Taking a file off also clears any
 * disclosure that named it.
 */
export function AttachmentField({ note }: AttachmentFieldProps) {
  const { setError, getValues, setValue, formState } = useFormContext<SubmissionFormValues>();
  const refusal = formState.errors.attachments?.message;
  const input = useRef<HTMLInputElement | null>(null);
  const list = useRef<HTMLUListElement | null>(null);
  const uploads = useFileUploads();
  /** What changed in the list, read out politely (a removed file leaves no trace to find). */
  const [announcement, setAnnouncement] = useState('');
  const count = useWatch<SubmissionFormInput, 'attachments'>({ name: 'attachments' }).length;

  // The field's message stands under its hint, below a list of up to 10 files: brought into
  // view, so a refused pick is seen where it was made, not only heard.
  useEffect(() => {
    if (!refusal) return;
    const errorId = input.current
      ?.getAttribute('aria-describedby')
      ?.split(' ')
      .find((id) => id.endsWith('-error'));
    if (errorId) document.getElementById(errorId)?.scrollIntoView({ block: 'nearest' });
  }, [refusal]);

  // After a removal focus goes to the file that took its place (or the one before it), or to
  // the picker when none is left, never to the top of the dialog.
  const focusAt = useRef<number | null>(null);
  useEffect(() => {
    const index = focusAt.current;
    if (index === null) return;
    focusAt.current = null;
    const rows = list.current?.children;
    const row = rows?.[Math.min(index, rows.length - 1)];
    (row?.querySelector('button') ?? input.current)?.focus();
  }, [count]);

  const update = (key: string, change: Partial<IdeaFileChoice & { kind: 'file' }>) =>
    setValue(
      'attachments',
      getValues('attachments').map((choice) =>
        choice.key === key && choice.kind === 'file' ? { ...choice, ...change } : choice,
      ),
      { shouldDirty: true },
    );

  function send(key: string, file: File) {
    update(key, { refused: undefined });
    uploads.start(key, file).then(
      (uploaded) => {
        if (uploaded) update(key, { uploaded });
      },
      (error: unknown) => {
        // A file refused for what it is cannot be sent by trying again: the field says why,
        // and saving refuses it (or saves a draft without it).
        if (mayRetry(error)) return;
        update(key, { refused: error });
        setError('attachments', {
          type: 'file',
          message:
            getValues('attachments').length > 1
              ? `"${file.name}": ${errorMessage(error)}`
              : errorMessage(error),
        });
      },
    );
  }

  /** Disclosures naming the file no longer do: it is not going with the idea. */
  function forgetDisclosuresOf(id: string | null) {
    if (!id) return;
    (getValues('facts.publicDisclosures') ?? []).forEach((row, index) => {
      if (row.fileId === id)
        setValue(`facts.publicDisclosures.${index}.fileId`, null, { shouldDirty: true });
    });
  }

  return (
    <FormField<SubmissionFormValues, 'attachments'>
      name="attachments"
      label="Attachments (optional)"
      hint={note ? `${IDEA_FILES_HINT} ${note}` : IDEA_FILES_HINT}
    >
      {({ value, onChange, ref, name: _name, onBlur, disabled: _disabled, ...control }) => {
        function choose(files: File[]) {
          const { accepted, message } = pickFiles(value, files);
          const added = accepted.map((file): IdeaFileChoice => ({
            kind: 'file',
            key: crypto.randomUUID(),
            file,
          }));
          // Changing the list clears the field's message; a new one is set after it.
          if (added.length > 0) onChange([...value, ...added]);
          if (message) setError('attachments', { type: 'file', message });
          if (added.length > 0) {
            setAnnouncement(`Added ${added.map((choice) => choice.file.name).join(', ')}.`);
            for (const choice of added) if (choice.kind === 'file') send(choice.key, choice.file);
          }
        }

        /** Takes a file off the list; `cancelled`: its upload was stopped on its way. */
        function remove(choice: IdeaFileChoice, index: number, cancelled = false) {
          uploads.cancel(choice.key);
          focusAt.current = index;
          onChange(value.filter((other) => other.key !== choice.key));
          forgetDisclosuresOf(choiceId(choice));
          setAnnouncement(
            choice.kind === 'kept'
              ? `Removed ${choice.file.name}. It is taken off the draft when you save.`
              : cancelled
                ? `Upload of ${choiceName(choice)} cancelled.`
                : `Removed ${choiceName(choice)}.`,
          );
        }

        const total = totalBytes(value);
        return (
          <div className="space-y-2">
            <FileDropZone
              {...control}
              ref={(element) => {
                input.current = element;
                ref(element);
              }}
              // The name the single-file field had, which the form's checks know it by.
              name="attachment"
              accept={attachmentAccept}
              onBlur={onBlur}
              onFiles={choose}
            />
            {value.length > 0 && (
              <>
                <ul ref={list} aria-label="Attached files" className="space-y-2">
                  {value.map((choice, index) => (
                    <li key={choice.key}>
                      {choice.kind === 'kept' ? (
                        <KeptFile choice={choice} onRemove={() => remove(choice, index)} />
                      ) : (
                        <UploadStatus
                          state={uploads.stateOf(choice.key)}
                          canRetry={!choice.refused}
                          onCancel={() => remove(choice, index, true)}
                          onRetry={() => send(choice.key, choice.file)}
                          onRemove={() => remove(choice, index)}
                          idle={
                            <p className="text-sm text-slate-900">
                              <span className="sr-only">Selected file: </span>
                              {choice.file.name} ({formatFileSize(choice.file.size)})
                            </p>
                          }
                        />
                      )}
                    </li>
                  ))}
                </ul>
                <p className="text-sm text-slate-700">
                  {value.length} of {ideaFileLimits.maxFiles} files, {formatFileSize(total)} of{' '}
                  {ideaFileLimits.maxTotalBytes / (1024 * 1024)} MB in all
                </p>
              </>
            )}
            <p role="status" className="sr-only">
              {announcement}
            </p>
          </div>
        );
      }}
    </FormField>
  );
}
