import {
  mailOutboxTexts,
  mailStateLabels,
  type MailAttentionItem,
  type MailAttentionState,
} from '#common/mail-outbox';
import { Button } from '#web/components/ui/button';
import { CardLabel, DataTable } from '#web/components/ui/data-table';
import { cn } from '#web/lib/cn';
import { formatDateTime } from '#web/lib/dates';
import { useSendMailAgain } from '../api/mail-outbox';

const stateStyles: Record<MailAttentionState, string> = {
  delayed: 'border-amber-300 bg-amber-50 text-amber-900',
  failed: 'border-red-300 bg-red-50 text-red-800',
  unconfirmed: 'border-slate-300 bg-slate-100 text-slate-800',
};

const stateHints: Record<MailAttentionState, string> = {
  delayed: 'Tried again automatically.',
  failed: 'Given up after a week of failures.',
  unconfirmed: 'The mail server may have it: not sent again unless you ask.',
};

function MailRow({ message }: { message: MailAttentionItem }) {
  const sendAgain = useSendMailAgain();
  const busy = sendAgain.isPending;
  return (
    <tr className="align-top">
      <th
        scope="row"
        className="w-full min-w-[14rem] px-3 py-3 text-left font-normal text-slate-900"
      >
        <span className="block font-medium [overflow-wrap:anywhere]">{message.to}</span>
        <span className="mt-1 block [overflow-wrap:anywhere]">{message.subject}</span>
        <span className="mt-1 block text-xs text-slate-700">
          <code className="font-mono">{message.kind}</code> · queued{' '}
          {formatDateTime(message.createdAt)}
        </span>
      </th>
      <td className="px-3 py-3">
        <span
          className={cn(
            'inline-block rounded-full border px-2 py-0.5 text-xs font-semibold',
            stateStyles[message.state],
          )}
        >
          {mailStateLabels[message.state]}
        </span>
        <span className="mt-1 block text-xs text-slate-700 md:max-w-40">
          {stateHints[message.state]}
        </span>
      </td>
      <td className="px-3 py-3 text-slate-900 tabular-nums">
        <CardLabel>Attempts</CardLabel>
        {message.attempts}
      </td>
      <td className="px-3 py-3 text-slate-900">
        <CardLabel>Next attempt</CardLabel>
        <span className="md:block md:w-28">{formatDateTime(message.nextAttemptAt)}</span>
      </td>
      <td className="px-3 py-3 text-xs [overflow-wrap:anywhere] text-slate-800">
        <CardLabel>Last error</CardLabel>
        <span className="md:block md:w-48">{message.lastError ?? '—'}</span>
      </td>
      <td className="px-3 py-3">
        <Button
          variant="outline"
          size="sm"
          className="max-md:h-11"
          onClick={() => {
            if (!busy) sendAgain.mutate(message.id);
          }}
          aria-disabled={busy || undefined}
          aria-label={`Send again to ${message.to}: ${message.subject}`}
        >
          {busy ? 'Sending...' : 'Send again'}
        </Button>
      </td>
    </tr>
  );
}

/** Delayed, failed and unconfirmed mail, newest first, each with Send again. */
export function MailTable({ messages }: { messages: MailAttentionItem[] }) {
  if (messages.length === 0)
    return <p className="text-sm text-slate-700">{mailOutboxTexts.none}</p>;
  return (
    <DataTable
      caption="Delayed, failed and unconfirmed mail, newest first"
      stacked
      columns={['Message', 'Status', 'Attempts', 'Next attempt', 'Last error', 'Action']}
    >
      {messages.map((message) => (
        <MailRow key={message.id} message={message} />
      ))}
    </DataTable>
  );
}
