import { ClipboardList, TriangleAlert } from 'lucide-react';
import { Tabs } from 'radix-ui';
import { Link } from 'react-router';
import type { AssignmentState, ReviewQueueItem, ReviewQueueResponse } from '#common/evaluation';
import { CardLabel, DataTable, useRowLink } from '#web/components/ui/data-table';
import { cn } from '#web/lib/cn';
import { formatDateTime } from '#web/lib/dates';
import { dayText, declinedTitle, itemsIn, queueSections } from '../lib/review-queue';

/**
 * My reviews: To score, Scored and Declined, each a tab with its count. Arrow keys move
 * between the tabs; each tab's rows link to the submission.
 */
export function ReviewQueue({ queue }: { queue: ReviewQueueResponse }) {
  return (
    <Tabs.Root defaultValue="to_score">
      <Tabs.List
        aria-label="Reviews by state"
        className="inline-flex flex-wrap gap-1 rounded-lg bg-slate-100 p-1"
      >
        {queueSections.map(({ state, label }) => (
          <Tabs.Trigger
            key={state}
            value={state}
            aria-label={`${label} (${queue.counts[state]})`}
            className="inline-flex items-center gap-2 rounded-md px-3 py-1.5 text-sm font-medium text-slate-700 hover:text-brand-900 data-[state=active]:bg-white data-[state=active]:text-brand-900 data-[state=active]:shadow-sm"
          >
            {label}
            <span className="rounded-full bg-slate-200 px-2 py-0.5 text-xs font-semibold text-slate-800 tabular-nums">
              {queue.counts[state]}
            </span>
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {queueSections.map(({ state, label, empty }) => (
        <Tabs.Content key={state} value={state} className="mt-4">
          <QueueTable state={state} label={label} empty={empty} items={itemsIn(queue, state)} />
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}

const columns: Record<AssignmentState, string[]> = {
  to_score: ['Submission', 'Inventor', 'Assigned', 'Due'],
  scored: ['Submission', 'Inventor', 'Assigned', 'Scored'],
  declined: ['Submission', 'Assigned'],
};

function QueueTable({
  state,
  label,
  empty,
  items,
}: {
  state: AssignmentState;
  label: string;
  empty: string;
  items: ReviewQueueItem[];
}) {
  if (items.length === 0) {
    return (
      <div className="rounded-xl border border-dashed border-slate-300 p-10 text-center">
        <ClipboardList aria-hidden="true" className="mx-auto size-10 text-slate-500" />
        <p className="mt-3 font-semibold text-brand-900">{empty}</p>
      </div>
    );
  }
  return (
    <DataTable caption={`Reviews ${label.toLowerCase()}`} columns={columns[state]} stacked>
      {items.map((item) => (
        <QueueRow key={item.submissionId} state={state} item={item} />
      ))}
    </DataTable>
  );
}

/**
 * One assignment. Clicking the row opens the submission (the title's link is the way for
 * keyboards); a declined one names no idea and opens nothing.
 */
function QueueRow({ state, item }: { state: AssignmentState; item: ReviewQueueItem }) {
  const href = `/admin/submissions/${encodeURIComponent(item.submissionId)}`;
  const rowLink = useRowLink(href);
  const opens = state !== 'declined';
  return (
    <tr
      onClick={opens ? rowLink.onClick : undefined}
      className={cn('align-top', item.overdue && 'bg-amber-50', opens && rowLink.className)}
    >
      <th scope="row" className="w-full min-w-[12rem] px-3 py-3 font-medium">
        {opens ? (
          <Link
            to={href}
            className="text-brand-900 [overflow-wrap:anywhere] underline underline-offset-4"
          >
            {item.title || 'Untitled idea'}
          </Link>
        ) : (
          // The API names no declined idea: its reviewer is done with it.
          <span className="text-slate-800">{declinedTitle(item)}</span>
        )}
      </th>
      {state !== 'declined' && (
        <td className="px-3 py-3 text-slate-800">
          <CardLabel>Inventor</CardLabel>
          {item.inventor?.trim() || '—'}
        </td>
      )}
      <td className="px-3 py-3 whitespace-nowrap text-slate-700">
        <CardLabel>Assigned</CardLabel>
        <time dateTime={item.assignedAt}>{formatDateTime(item.assignedAt)}</time>
      </td>
      {state === 'to_score' && (
        <td className="px-3 py-3 whitespace-nowrap text-slate-800">
          <CardLabel>Due</CardLabel>
          {item.dueOn ? <time dateTime={item.dueOn}>{dayText(item.dueOn)}</time> : 'No due date'}
          {item.overdue && <OverdueBadge />}
        </td>
      )}
      {state === 'scored' && (
        <td className="px-3 py-3 whitespace-nowrap text-slate-700">
          <CardLabel>Scored</CardLabel>
          {item.scoredAt ? (
            <time dateTime={item.scoredAt}>{formatDateTime(item.scoredAt)}</time>
          ) : (
            '—'
          )}
        </td>
      )}
    </tr>
  );
}

/** Overdue, in words and with an icon, not by colour alone. */
function OverdueBadge() {
  return (
    <span className="ml-2 inline-flex items-center gap-1 rounded-full border border-amber-700 bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
      <TriangleAlert aria-hidden="true" className="size-3.5" />
      Overdue
    </span>
  );
}
