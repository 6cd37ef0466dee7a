import { X } from 'lucide-react';
import { addTagSchema, TAGS_PER_SUBMISSION_MAX } from '#common/tags';
import { Form } from '#web/components/form/form';
import { FormField } from '#web/components/form/form-field';
import { SubmitButton } from '#web/components/form/submit-button';
import { useAppForm } from '#web/components/form/use-app-form';
import { TagChips } from '#web/features/submissions';
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card';
import { useAddTag, useRemoveTag } from '../api/tags';
import { TagInput } from './tag-input';

/** "Add a tag": checked by the server's own rule, the field cleared once added. */
function AddTagForm({ submissionId, full }: { submissionId: string; full: boolean }) {
  const form = useAppForm(addTagSchema, { tag: '' });
  const add = useAddTag();
  return (
    <Form
      form={form}
      className="flex items-end gap-2"
      onSubmit={async ({ tag }) => {
        await add.mutateAsync({ id: submissionId, tag });
        form.reset({ tag: '' });
      }}
    >
      <FormField
        name="tag"
        label="Add a tag"
        className="min-w-0 flex-1"
        hint={
          full ? `At most ${TAGS_PER_SUBMISSION_MAX} tags: remove one to add another.` : undefined
        }
      >
        {(control) => (
          <TagInput
            {...control}
            value={control.value ?? ''}
            placeholder="e.g. aneurysm"
            disabled={full}
          />
        )}
      </FormField>
      <SubmitButton variant="outline" pendingLabel="Adding..." disabled={full}>
        Add
      </SubmitButton>
    </Form>
  );
}

/**
 * A submission's staff tags. Admins add them (with suggestions from the tags in use) and
 * remove each with its own labelled button; a reviewer (`canEdit` false) only reads them.
 */
export function TagsEditor({
  submissionId,
  tags,
  canEdit,
}: {
  submissionId: string;
  tags: readonly string[];
  canEdit: boolean;
}) {
  const remove = useRemoveTag();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Tags</CardTitle>
      </CardHeader>
      <CardContent className="space-y-3">
        {tags.length === 0 ? (
          <p className="text-sm text-slate-700">No tags yet.</p>
        ) : (
          <TagChips
            tags={tags}
            action={
              canEdit
                ? (tag) => (
                    <button
                      type="button"
                      aria-label={`Remove tag ${tag}`}
                      disabled={remove.isPending}
                      onClick={() => remove.mutate({ id: submissionId, tag })}
                      className="-mr-1 rounded-full p-0.5 hover:bg-slate-200 focus-visible:outline-2 focus-visible:outline-brand-900"
                    >
                      <X aria-hidden="true" className="size-3" />
                    </button>
                  )
                : undefined
            }
          />
        )}
        {canEdit && (
          <AddTagForm submissionId={submissionId} full={tags.length >= TAGS_PER_SUBMISSION_MAX} />
        )}
      </CardContent>
    </Card>
  );
}
