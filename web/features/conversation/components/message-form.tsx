import { useId, useRef, useState } from 'react';
import { z } from 'zod';
import {
  ATTACHMENT_HINT,
  ATTACHMENT_MAX_BYTES,
  attachmentAccept,
  attachmentMessages,
} from '#common/attachments';
import {
  messageLimits,
  postMessageSchema,
  type ListedStaff,
  type MessageRecord,
} from '#common/conversation';
import { mentionedIn, unmatchedMentions } from '#common/mentions';
import { Form } from '#web/components/form/form';
import { FormField } from '#web/components/form/form-field';
import { SubmitButton } from '#web/components/form/submit-button';
import { useAppForm } from '#web/components/form/use-app-form';
import { Input } from '#web/components/ui/input';
import { Textarea } from '#web/components/ui/textarea';
import { TriangleAlert } from 'lucide-react';
import { notify } from '#web/lib/notify';
import type { Viewpoint } from '#common/access';
import { uploadAttachment } from '#web/features/submissions';
import { usePostMessage } from '../api/thread';
import { MentionTextarea } from './mention-textarea';

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

/** The notice after a note: who it mentioned (and so mailed), or why it mentioned no one. */
function noteNotice(message: MessageRecord, unmatched: string[]): string {
  const names = message.mentions.map((mention) => mention.name);
  if (names.length === 0)
    return unmatched.length ? `No one was mentioned: ${unmatched.join(', ')} matches no one.` : '';
  const list =
    names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
  return `${list} ${names.length === 1 ? 'was' : 'were'} mentioned and emailed a link.`;
}

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
  audience: Viewpoint;
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
  const text = form.watch('text');
  const { label, send, sent } = texts[compose];
  const ids = useId();
  const unmatched = compose === 'note' ? unmatchedMentions(text, staff) : [];

  async function onSubmit(values: ComposeValues) {
    const file = values.attachment;
    const kind = compose === 'note' ? 'note' : values.request ? 'request' : 'message';
    const key = JSON.stringify([kind, values.text, file?.name, file?.size, file?.lastModified]);
    if (attempt.current?.key !== key)
      attempt.current = { key, id: crypto.randomUUID(), attachmentId: null };
    const tried = attempt.current;
    if (file && !tried.attachmentId)
      tried.attachmentId = (await uploadAttachment(file, file.name)).id;
    // Those picked from the list whose @Name is still in the text; the server also finds any
    // colleague's @Name typed out in full.
    const picked = staff.filter((member) => values.mentions.includes(member.id));
    const mentions = mentionedIn(values.text, picked).map((member) => member.id);
    const message = await post.mutateAsync({
      id: tried.id,
      text: values.text,
      attachmentId: tried.attachmentId,
      ...(compose === 'note' && { kind: 'note' as const, mentions }),
      ...(compose === 'to-inventor' && { kind }),
    });
    attempt.current = null;
    form.reset();
    setFileInputKey((key) => key + 1);
    notify.success(
      compose === 'to-inventor' && values.request ? 'Request Sent' : sent,
      compose === 'note' ? noteNotice(message, unmatchedMentions(values.text, staff)) : '',
    );
  }

  return (
    <Form form={form} onSubmit={onSubmit} className="space-y-3" aria-label={label}>
      {compose === 'note' ? (
        <FormField
          name="text"
          label={label}
          hint={
            staff.length > 0
              ? 'Type @ to mention a colleague who can read this idea; each one mentioned is emailed a link.'
              : undefined
          }
        >
          {({ 'aria-describedby': describedBy, ...control }) => (
            <>
              <MentionTextarea
                {...control}
                aria-describedby={
                  [describedBy, unmatched.length ? `${ids}-unmatched` : null]
                    .filter(Boolean)
                    .join(' ') || undefined
                }
                staff={staff}
                onPick={(member) =>
                  form.setValue('mentions', [
                    ...new Set([...form.getValues('mentions'), member.id]),
                  ])
                }
                rows={4}
                className="min-h-24"
                maxLength={messageLimits.text}
              />
              {unmatched.length > 0 && (
                <p
                  id={`${ids}-unmatched`}
                  className="flex items-start gap-1.5 text-sm font-medium text-amber-900"
                >
                  <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                  <span>
                    {unmatched.join(', ')} {unmatched.length === 1 ? 'matches' : 'match'} no one who
                    can read this idea, so no one will be emailed. Type @ and choose a name from the
                    list.
                  </span>
                </p>
              )}
            </>
          )}
        </FormField>
      ) : (
        <FormField name="text" label={label}>
          {(control) => (
            <Textarea {...control} rows={4} className="min-h-24" maxLength={messageLimits.text} />
          )}
        </FormField>
      )}
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
      <SubmitButton pendingLabel="Sending...">
        {compose === 'to-inventor' && requesting ? 'Send Request' : send}
      </SubmitButton>
    </Form>
  );
}
