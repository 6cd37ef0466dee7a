import { X } from 'lucide-react';
import { z } from 'zod';
import { Form } from '#web/components/form/form';
import { FormField } from '#web/components/form/form-field';
import { SubmitButton } from '#web/components/form/submit-button';
import { useAppForm } from '#web/components/form/use-app-form';
import { Button } from '#web/components/ui/button';
import { TagInput } from './tag-input';

/** Any text: the list reads a tag that is no tag as none, as it does every URL parameter. */
const filterSchema = z.object({ tag: z.string() });

/**
 * Narrows a list to the ideas with one tag: typed (with suggestions) and applied, cleared
 * with its labelled button. Keyed by the tag in the URL, so back and forward show theirs.
 */
export function TagFilter({
  value,
  onChange,
}: {
  value: string | undefined;
  onChange: (tag: string | undefined) => void;
}) {
  return <TagFilterForm key={value ?? ''} value={value} onChange={onChange} />;
}

function TagFilterForm({
  value,
  onChange,
}: {
  value: string | undefined;
  onChange: (tag: string | undefined) => void;
}) {
  const form = useAppForm(filterSchema, { tag: value ?? '' });
  return (
    <Form
      form={form}
      role="search"
      aria-label="Filter by tag"
      className="flex items-end gap-2"
      onSubmit={({ tag }) => onChange(tag.trim().toLowerCase() || undefined)}
    >
      <FormField name="tag" label="Tag">
        {(control) => (
          <TagInput
            {...control}
            value={control.value ?? ''}
            className="w-44"
            placeholder="Any tag"
          />
        )}
      </FormField>
      <SubmitButton variant="outline" pendingLabel="Applying...">
        Apply
      </SubmitButton>
      {value && (
        <Button
          type="button"
          variant="ghost"
          size="icon"
          aria-label={`Clear the tag filter ${value}`}
          onClick={() => onChange(undefined)}
        >
          <X aria-hidden="true" />
        </Button>
      )}
    </Form>
  );
}
