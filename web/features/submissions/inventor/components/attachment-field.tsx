import { useRef } from 'react';
import { useFormContext } from 'react-hook-form';
import { Paperclip, X } from 'lucide-react';
import { ATTACHMENT_HINT, attachmentAccept } from '#common/attachments';
import { FormField } from '#web/components/form/form-field';
import { Button } from '#web/components/ui/button';
import {
  FileDropZone,
  UploadStatus,
} from '#web/features/submissions/inventor/components/file-upload';
import { mayRetry, useFileUpload } from '#web/features/submissions/inventor/hooks/use-file-upload';
import { attachmentProblem, formatFileSize } from '../lib/attachment-check';
import type { AttachmentChoice, SubmissionFormValues } from './submission-schema';

type AttachmentFieldProps = {
  /** The loaded draft's attachment, if it has one. */
  existing: string | null;
  /** Said under the field (e.g. that a resubmission does not copy the file). */
  note?: string | null | undefined;
};

/**
 * The optional attachment (spec 02 §5 "Attachment"): a file picker that is also a drop zone.
 * A chosen file is uploaded at once, resumably, with its progress and a Cancel button; saving
 * the idea then only names it (or waits for it, if it is still on its way). A refused file's
 * reason is shown on the field itself.
 */
export function AttachmentField({ existing, note }: AttachmentFieldProps) {
  const { setError, getValues, setValue } = useFormContext<SubmissionFormValues>();
  const input = useRef<HTMLInputElement | null>(null);
  const upload = useFileUpload();

  return (
    <FormField<SubmissionFormValues, 'attachment'>
      name="attachment"
      label="Attachment (optional)"
      hint={note ? `${ATTACHMENT_HINT}. ${note}` : ATTACHMENT_HINT}
    >
      {({ value, onChange, ref, name: _name, onBlur, disabled: _disabled, ...control }) => {
        const kept = value.kind === 'keep' ? existing : null;
        const clearInput = () => {
          if (input.current) input.current.value = '';
        };
        // What the field goes back to when the chosen file is taken off.
        const without: AttachmentChoice = existing ? { kind: 'keep' } : { kind: 'none' };

        function send(file: File) {
          upload.start(file).then(
            (uploaded) => {
              const now = getValues('attachment');
              if (uploaded && now.kind === 'file' && now.file === file)
                setValue('attachment', { kind: 'file', file, uploaded }, { shouldDirty: true });
            },
            (error: unknown) => {
              // A file refused for what it is cannot be sent by trying again: the field says
              // why, and saving refuses it (or saves a draft without it) as it always has.
              if (mayRetry(error)) return;
              upload.reset();
              const now = getValues('attachment');
              if (now.kind === 'file' && now.file === file)
                setValue(
                  'attachment',
                  { kind: 'file', file, refused: error },
                  { shouldDirty: true },
                );
              setError('attachment', {
                type: 'file',
                message: error instanceof Error ? error.message : String(error),
              });
            },
          );
        }

        function choose(file: File) {
          const refused = attachmentProblem(file);
          if (refused) {
            clearInput();
            setError('attachment', { type: 'file', message: refused });
            return;
          }
          onChange({ kind: 'file', file });
          send(file);
        }

        function remove() {
          upload.reset();
          // A newly chosen file goes back to what the draft had; the draft's own file is taken off.
          onChange(value.kind === 'file' ? without : { kind: 'remove' });
          clearInput();
          input.current?.focus();
        }

        return (
          <div className="space-y-2">
            <FileDropZone
              {...control}
              ref={(element) => {
                input.current = element;
                ref(element);
              }}
              name="attachment"
              accept={attachmentAccept}
              onBlur={onBlur}
              onFile={choose}
            />
            {value.kind === 'file' && (
              <UploadStatus
                state={upload.state}
                onCancel={remove}
                onRetry={() => send(value.file)}
                onRemove={remove}
                idle={
                  <p className="text-sm text-slate-900">
                    <span className="sr-only">Selected file: </span>
                    {value.file.name} ({formatFileSize(value.file.size)})
                  </p>
                }
              />
            )}
            {kept && (
              <div className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-slate-200 bg-slate-50 px-3 py-2 text-sm">
                <span className="inline-flex min-w-0 items-center gap-2 text-slate-900">
                  <Paperclip aria-hidden="true" className="size-4 shrink-0 text-slate-600" />
                  <span className="min-w-0 [overflow-wrap:anywhere]">
                    <span className="sr-only">Current attachment: </span>
                    {kept}
                  </span>
                </span>
                <Button variant="ghost" size="sm" onClick={remove}>
                  <X aria-hidden="true" />
                  Remove attachment
                </Button>
              </div>
            )}
            {value.kind === 'remove' && existing && (
              <p className="text-sm text-slate-700">
                The attachment “{existing}” will be removed when you save.
              </p>
            )}
          </div>
        );
      }}
    </FormField>
  );
}
