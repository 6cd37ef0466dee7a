import { useRef } from 'react';
import { useFormContext } from 'react-hook-form';
import { Paperclip, X } from 'lucide-react';
import { ATTACHMENT_HINT, attachmentAccept } from '#common/attachments';
import { FormField } from '#web/components/form/form-field';
import { Button } from '#web/components/ui/button';
import { inputClassName } from '#web/components/ui/input';
import { cn } from '#web/lib/cn';
import { attachmentProblem, formatFileSize } from '../lib/attachment-check';
import type { SubmissionFormValues } from './submission-schema';

type AttachmentFieldProps = {
  /** The loaded draft's attachment, if it has one. */
  existing: string | null;
  /** Said under the field (e.g. that a resubmission does not copy the file). */
  note?: string | null | undefined;
};

/**
 * The optional attachment: a file picker, the chosen (or kept) file with a Remove button, and a
 * refused file's reason on the field itself (spec 02 §5 "Attachment").
 */
export function AttachmentField({ existing, note }: AttachmentFieldProps) {
  const { setError } = useFormContext<SubmissionFormValues>();
  const input = useRef<HTMLInputElement | null>(null);

  return (
    <FormField<SubmissionFormValues, 'attachment'>
      name="attachment"
      label="Attachment (optional)"
      hint={note ? `${ATTACHMENT_HINT}. ${note}` : ATTACHMENT_HINT}
    >
      {({ value, onChange, ref, name: _name, onBlur, disabled: _disabled, ...control }) => {
        const chosen = value.kind === 'file' ? value.file : null;
        const kept = value.kind === 'keep' ? existing : null;
        const clearInput = () => {
          if (input.current) input.current.value = '';
        };

        function choose(file: File | undefined) {
          if (!file) return;
          const refused = attachmentProblem(file);
          if (refused) {
            clearInput();
            setError('attachment', { type: 'file', message: refused });
            return;
          }
          onChange({ kind: 'file', file });
        }

        function remove() {
          // A newly chosen file goes back to what the draft had; the draft's own file is taken off.
          onChange(
            value.kind === 'file'
              ? existing
                ? { kind: 'keep' }
                : { kind: 'none' }
              : { kind: 'remove' },
          );
          clearInput();
          input.current?.focus();
        }

        return (
          <div className="space-y-2">
            <input
              {...control}
              ref={(element) => {
                input.current = element;
                ref(element);
              }}
              type="file"
              name="attachment"
              accept={attachmentAccept}
              onBlur={onBlur}
              onChange={(event) => choose(event.target.files?.[0])}
              className={cn(
                inputClassName,
                'h-auto cursor-pointer py-1.5 file:mr-3 file:cursor-pointer file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-1.5 file:text-sm file:font-medium file:text-brand-900',
              )}
            />
            {(chosen || kept) && (
              <div className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-slate-200 bg-slate-50 px-3 py-2 text-sm">
                <span className="inline-flex min-w-0 items-center gap-2 text-slate-900">
                  <Paperclip aria-hidden="true" className="size-4 shrink-0 text-slate-600" />
                  <span className="min-w-0 [overflow-wrap:anywhere]">
                    {chosen ? (
                      <>
                        <span className="sr-only">Selected file: </span>
                        {chosen.name} ({formatFileSize(chosen.size)})
                      </>
                    ) : (
                      <>
                        <span className="sr-only">Current attachment: </span>
                        {kept}
                      </>
                    )}
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
