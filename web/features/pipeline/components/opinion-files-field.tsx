import { useRef } from 'react';
import { X } from 'lucide-react';
import { attachmentAccept, ATTACHMENT_HINT } from '#common/attachments';
import { pipelineLimits } from '#common/pipeline';
import { FormField } from '#web/components/form/form-field';
import { Button } from '#web/components/ui/button';
import { Input } from '#web/components/ui/input';
import { FileName } from '#web/features/submissions';

/**
 * The files an opinion carries: chosen here, uploaded when it is signed. Each chosen file is
 * listed with its size and a button that takes it off.
 */
export function OpinionFilesField() {
  const picker = useRef<HTMLInputElement | null>(null);
  return (
    <FormField
      name="files"
      label="Files (optional)"
      hint={`Up to ${pipelineLimits.opinionFiles} files. ${ATTACHMENT_HINT} each.`}
    >
      {({ value, onChange, ref, name, onBlur, ...control }) => {
        const files = (value ?? []) as File[];
        return (
          <>
            <Input
              {...control}
              ref={(element) => {
                picker.current = element;
                ref(element);
              }}
              name={name}
              onBlur={onBlur}
              type="file"
              multiple
              accept={attachmentAccept}
              className="h-auto py-1.5"
              onChange={(event) => {
                const chosen = Array.from(event.target.files ?? []);
                if (chosen.length > 0) onChange([...files, ...chosen]);
                // The same file may be chosen again after it was taken off.
                event.target.value = '';
              }}
            />
            {files.length > 0 && (
              <ul aria-label="Chosen files" className="divide-y divide-slate-200 text-sm">
                {files.map((file, index) => (
                  <li
                    key={`${file.name}-${file.size}-${file.lastModified}-${index}`}
                    className="flex items-center justify-between gap-3 py-1.5"
                  >
                    <FileName name={file.name} size={file.size} className="min-w-0" />
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={`Remove ${file.name}`}
                      onClick={() => {
                        onChange(files.filter((_, other) => other !== index));
                        picker.current?.focus();
                      }}
                    >
                      <X aria-hidden="true" />
                      Remove
                    </Button>
                  </li>
                ))}
              </ul>
            )}
          </>
        );
      }}
    </FormField>
  );
}
