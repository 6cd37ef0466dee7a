import { useRef, useState } from 'react';
import { z } from 'zod';
import {
  ATTACHMENT_HINT,
  ATTACHMENT_MAX_BYTES,
  attachmentAccept,
  attachmentMessages,
} from '#common/attachments';
import { messageLimits, postMessageSchema, type ListedStaff } from '#common/conversation';
import { Form } from '#web/components/form/form';
import { FormField } from '#web/components/form/form-field';
import { SubmitButton } from '#web/components/form/submit-button';
import { useAppForm } from '#web/components/form/use-app-form';
import { Input } from '#web/components/ui/input';
import { Textarea } from '#web/components/ui/textarea';
import { notify } from '#web/lib/notify';
import { uploadAttachment } from '#web/lib/upload-attachment';
import type { Audience } from '../api/keys';
import { usePostMessage } from '../api/thread';

/**
 * What is being written: the submitter's reply, staff's message to the inventor (which may
 * request more information), or staff's internal note (which may mention colleagues).
 */
export type Compose = 'reply' | 'to-inventor' | 'note';

const composeSchema = z.object({
  text: postMessageSchema.shape.text,
  attachment: z
    .custom<File | null>((value) => value === null || value instanceof Blob)
    .refine((file) => !file || file.size <= ATTACHMENT_MAX_BYTES, attachmentMessages.tooLarge),
  request: z.boolean(),
  mentions: z.array(z.string()),
});
type ComposeValues = z.output<typeof composeSchema>;

const texts: Record<Compose, { label: string; send: string; sent: string }> = {
  reply: { label: 'Your message', send: 'Send Message', sent: 'Message Sent' },
  'to-inventor': { label: 'Message to the inventor', send: 'Send Message', sent: 'Message Sent' },
  note: { label: 'Internal note', send: 'Add Note', sent: 'Note Added' },
};

export function MessageForm({
  compose,
  audience,
  submissionId,
  staff = [],
}: {
  compose: Compose;
  audience: Audience;
  submissionId: string;
  /** Who a note can mention. */
  staff?: ListedStaff[];
}) {
  const form = useAppForm(composeSchema, {
    text: '',
    attachment: null,
    request: false,
    mentions: [],
  });
  const post = usePostMessage(audience, submissionId);
  // One id per message as it was tried, kept (with its uploaded file) across failed tries of
  // the same words and file: a retry never posts twice. Changed words are a new message.
  const attempt = useRef<{ key: string; id: string; attachmentId: string | null } | null>(null);
  // A file input cannot be emptied from code: a new one replaces it after a send.
  const [fileInputKey, setFileInputKey] = useState(0);
  const requesting = form.watch('request');
  const { label, send, sent } = texts[compose];

  async function onSubmit(values: ComposeValues) {
    const file = values.attachment;
    const kind = compose === 'note' ? 'note' : values.request ? 'request' : 'message';
    const key = JSON.stringify([kind, values.text, file?.name, file?.size, file?.lastModified]);
    if (attempt.current?.key !== key)
      attempt.current = { key, id: crypto.randomUUID(), attachmentId: null };
    const tried = attempt.current;
    if (file && !tried.attachmentId)
      tried.attachmentId = (await uploadAttachment(file, file.name)).id;
    await post.mutateAsync({
      id: tried.id,
      text: values.text,
      attachmentId: tried.attachmentId,
      ...(compose === 'note' && { kind: 'note' as const, mentions: values.mentions }),
      ...(compose === 'to-inventor' && { kind }),
    });
    attempt.current = null;
    form.reset();
    setFileInputKey((key) => key + 1);
    notify.success(compose === 'to-inventor' && values.request ? 'Request Sent' : sent, '');
  }

  return (
    <Form form={form} onSubmit={onSubmit} className="space-y-3" aria-label={label}>
      <FormField name="text" label={label}>
        {(control) => (
          <Textarea {...control} rows={4} className="min-h-24" maxLength={messageLimits.text} />
        )}
      </FormField>
      <FormField name="attachment" label="Attach a file (optional)" hint={ATTACHMENT_HINT}>
        {({ value: _file, onChange, ...control }) => (
          <Input
            key={fileInputKey}
            {...control}
            type="file"
            accept={attachmentAccept}
            className="h-auto py-1.5"
            onChange={(event) => onChange(event.target.files?.[0] ?? null)}
          />
        )}
      </FormField>
      {compose === 'to-inventor' && (
        <label className="flex items-start gap-2 text-sm text-slate-800">
          <input type="checkbox" className="mt-0.5 size-4" {...form.register('request')} />
          Request more information: the idea is marked Awaiting inventor until they reply
        </label>
      )}
      {compose === 'note' && staff.length > 0 && (
        <fieldset>
          <legend className="text-sm font-medium text-slate-900">
            Mention staff (each is emailed a link; typing @ and their name works too)
          </legend>
          <div className="mt-1.5 flex flex-wrap gap-x-4 gap-y-1">
            {staff.map((member) => (
              <label key={member.id} className="flex items-center gap-2 text-sm text-slate-800">
                <input
                  type="checkbox"
                  className="size-4"
                  value={member.id}
                  {...form.register('mentions')}
                />
                @{member.name}
              </label>
            ))}
          </div>
        </fieldset>
      )}
      <SubmitButton pendingLabel="Sending...">
        {compose === 'to-inventor' && requesting ? 'Send Request' : send}
      </SubmitButton>
    </Form>
  );
}
