import type { ReactNode } from 'react';
import { Lock, MessageCircleQuestion } from 'lucide-react';
import { conversationTexts, type MessageRecord } from '#common/conversation';
import { DownloadAttachmentButton } from '#web/features/submissions';
import { formatDateTime } from '#web/lib/dates';
import { cn } from '#web/lib/cn';
import type { Viewpoint } from '#common/access';
import { threadContracts } from '#common/contracts/conversation';
import { apiPath } from '#web/lib/api';
import { authorLabel, kindLabel } from '../lib/message-labels';

/**
 * Messages oldest first, as a list: each names its author, side and time first, so a screen
 * reader announces who said what and when before the text.
 */
export function MessageList({
  messages,
  audience,
  submissionId,
  label,
  empty,
  itemHeading: ItemHeading,
  action,
}: {
  messages: MessageRecord[];
  audience: Viewpoint;
  submissionId: string;
  /** The list's accessible name, e.g. 'Messages'. */
  label: string;
  /** What is shown when there is nothing yet. */
  empty: string;
  /** Each message's heading, one level under the section's. */
  itemHeading: 'h3' | 'h4';
  /** Something to do with a message, shown at its foot. */
  action?: ((message: MessageRecord) => ReactNode) | undefined;
}) {
  if (messages.length === 0) return <p className="text-sm text-slate-700">{empty}</p>;
  return (
    <ol aria-label={label} className="space-y-3">
      {messages.map((message) => {
        const kind = kindLabel(message.kind);
        const headingId = `message-${message.id}`;
        return (
          <li key={message.id}>
            <article
              aria-labelledby={headingId}
              className={cn(
                'rounded-lg border p-3',
                message.kind === 'note'
                  ? 'border-amber-300 bg-amber-50'
                  : message.mine
                    ? 'border-slate-200 bg-slate-50'
                    : 'border-slate-200 bg-white',
              )}
            >
              <header className="flex flex-wrap items-baseline gap-x-2 gap-y-1">
                <ItemHeading id={headingId} className="text-sm font-semibold text-slate-900">
                  {authorLabel(message)}
                  <span className="sr-only">, </span>
                  <time
                    dateTime={message.createdAt}
                    className="ml-2 text-xs font-normal text-slate-700"
                  >
                    {formatDateTime(message.createdAt)}
                  </time>
                </ItemHeading>
                {kind && (
                  <span
                    className={cn(
                      'inline-flex items-center gap-1 rounded-full border px-2 py-0.5 text-xs font-medium',
                      message.kind === 'note'
                        ? 'border-amber-400 text-amber-900'
                        : 'border-sky-300 text-sky-900',
                    )}
                  >
                    {message.kind === 'note' ? (
                      <Lock aria-hidden="true" className="size-3" />
                    ) : (
                      <MessageCircleQuestion aria-hidden="true" className="size-3" />
                    )}
                    {kind}
                  </span>
                )}
              </header>
              <p className="mt-2 text-sm break-words whitespace-pre-wrap text-slate-900">
                {message.text}
              </p>
              {message.mentions.length > 0 && (
                <p className="mt-1 text-xs text-slate-700">
                  Mentions: {message.mentions.map((staff) => `@${staff.name}`).join(', ')}
                </p>
              )}
              {message.attachment && (
                <div className="mt-2 flex flex-wrap items-center gap-2 text-sm text-slate-800">
                  <span className="min-w-0 break-words">{message.attachment.name}</span>
                  <DownloadAttachmentButton
                    submissionId={submissionId}
                    fileName={message.attachment.name}
                    url={apiPath(threadContracts[audience].attachment, {
                      params: { id: submissionId, messageId: message.id },
                    })}
                  />
                </div>
              )}
              {message.kind === 'note' && (
                <p className="mt-2 text-xs font-medium text-amber-900">
                  {conversationTexts.staffOnly}
                </p>
              )}
              {action?.(message)}
            </article>
          </li>
        );
      })}
    </ol>
  );
}
