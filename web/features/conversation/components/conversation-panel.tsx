import { useEffect, useId, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Lock } from 'lucide-react';
import { conversationTexts, type MessageRecord } from '#common/conversation';
import type { Viewpoint } from '#common/access';
import { InventorStateBadge } from '#web/features/submissions';
import { threadQueryOptions, useMarkRead } from '../api/thread';
import { staffQueryOptions } from '../api/unread';
import { MessageForm } from './message-form';
import { useArrivalAnnouncement } from '../hooks/use-arrival-announcement';
import { usePageVisible } from '../hooks/use-page-visible';
import { MessageList } from './message-list';

/**
 * A sent idea's conversation: the messages between its submitter and staff, with a form to
 * write. Staff also get the internal notes, set apart and never shown to the submitter.
 * What the reader has been shown is marked read.
 */
export function ConversationPanel({
  audience,
  submissionId,
  headingLevel = 2,
  noteAction,
}: {
  audience: Viewpoint;
  submissionId: string;
  headingLevel?: 2 | 3;
  /** Something to do with each internal note, shown under it (e.g. sharing it with counsel). */
  noteAction?: (note: MessageRecord) => ReactNode;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const ids = useId();
  const thread = useQuery(threadQueryOptions(audience, submissionId));
  const staff = useQuery({ ...staffQueryOptions(submissionId), enabled: audience === 'staff' });
  const { mutate: markRead } = useMarkRead(audience, submissionId);
  const messages = thread.data?.messages ?? [];
  const lastSeen = messages.at(-1)?.id;
  const unread = thread.data?.unread ?? 0;

  const visible = usePageVisible();
  const announcement = useArrivalAnnouncement(thread.data?.messages);

  // Marked read only while the page is in front: a thread refreshed in a background tab
  // stays unread until its reader comes back to it.
  useEffect(() => {
    if (visible && lastSeen && unread > 0) markRead(lastSeen);
  }, [visible, lastSeen, unread, markRead]);

  const withInventor = messages.filter((message) => message.kind !== 'note');
  const notes = messages.filter((message) => message.kind === 'note');

  return (
    <div className="space-y-6">
      <p role="status" className="sr-only">
        {announcement}
      </p>
      <section aria-labelledby={`${ids}-conversation`} className="space-y-3">
        <div className="flex flex-wrap items-center gap-2">
          <Heading id={`${ids}-conversation`} className="text-lg font-semibold text-brand-900">
            {audience === 'staff' ? 'Conversation with the inventor' : 'Conversation with our team'}
          </Heading>
          <InventorStateBadge state={thread.data?.inventorState} view={audience} />
        </div>
        {thread.isPending && (
          <p role="status" className="text-sm text-slate-700">
            Loading messages...
          </p>
        )}
        {thread.isError && !thread.data && (
          <p role="alert" className="text-sm text-red-800">
            Could not load the messages. Please try again.
          </p>
        )}
        {thread.data && (
          <MessageList
            messages={withInventor}
            audience={audience}
            submissionId={submissionId}
            label="Messages"
            itemHeading={headingLevel === 2 ? 'h3' : 'h4'}
            empty={
              audience === 'staff'
                ? 'No messages yet. Ask the inventor for more information, or write to them.'
                : 'No messages yet. Our team will write here if they have questions.'
            }
          />
        )}
        <MessageForm
          compose={audience === 'staff' ? 'to-inventor' : 'reply'}
          audience={audience}
          submissionId={submissionId}
        />
      </section>

      {audience === 'staff' && (
        <section
          aria-labelledby={`${ids}-notes`}
          className="space-y-3 rounded-xl border border-amber-300 bg-amber-50/40 p-4"
        >
          <div>
            <Heading id={`${ids}-notes`} className="text-lg font-semibold text-brand-900">
              Internal notes
            </Heading>
            <p className="mt-1 flex items-center gap-1.5 text-sm font-medium text-amber-900">
              <Lock aria-hidden="true" className="size-4" />
              {conversationTexts.staffOnly}
            </p>
          </div>
          {thread.data && (
            <MessageList
              messages={notes}
              audience={audience}
              submissionId={submissionId}
              label="Internal notes"
              itemHeading={headingLevel === 2 ? 'h3' : 'h4'}
              empty="No internal notes yet."
              action={noteAction}
            />
          )}
          <MessageForm
            compose="note"
            audience={audience}
            submissionId={submissionId}
            staff={staff.data ?? []}
          />
        </section>
      )}
    </div>
  );
}
