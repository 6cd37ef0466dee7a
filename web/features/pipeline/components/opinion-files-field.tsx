import { useRef } from 'react';
import { attachmentAccept, ATTACHMENT_HINT } from '#common/attachments';
import { pipelineLimits } from '#common/pipeline';
import { ChosenFileList } from '#web/components/form/chosen-file-list';
import { FormField } from '#web/components/form/form-field';
import { Input } from '#web/components/ui/input';

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
            <ChosenFileList
              files={files}
              onChange={onChange}
              onRemoved={() => picker.current?.focus()}
            />
          </>
        );
      }}
    </FormField>
  );
}
