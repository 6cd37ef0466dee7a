import { useEffect, useRef, useState } from 'react';
import { generatePath, Link } from 'react-router';
import { CircleAlert, Clock, UserX } from 'lucide-react';
import type { ErasureRequest, KeptRecord } from '#common/erasure';
import { pagePaths } from '#common/page-paths';
import { Chip } from '#web/components/ui/chip';
import { CardLabel, DataTable } from '#web/components/ui/data-table';
import { cn } from '#web/lib/cn';
import { formatDateTime } from '#web/lib/dates';
import {
  dueInText,
  dueState,
  dueStateLabels,
  queueSummary,
  type DueState,
} from '../lib/due-status';
import { AnswerErasureDialog } from './answer-erasure-dialog';

const linkClass = 'font-mono text-brand-900 underline underline-offset-4';

const stateChip: Record<DueState, string> = {
  overdue: 'border-red-300 bg-red-50 text-red-900',
  soon: 'border-amber-400 bg-amber-50 text-amber-950',
  open: 'border-brand-300 bg-brand-50 text-brand-900',
  answered: 'border-emerald-300 bg-emerald-50 text-emerald-900',
};

const dueTone: Record<DueState, string> = {
  overdue: 'font-semibold text-red-800',
  soon: 'font-semibold text-amber-900',
  open: 'text-slate-700',
  answered: 'text-slate-700',
};

// Why each record is kept, as staff read it.
const keptKindLabels: Record<KeptRecord['kind'], string> = {
  idea: 'their idea',
  'co-inventor': 'co-inventor',
};

function KeptRecords({ kept }: { kept: KeptRecord[] }) {
  if (kept.length === 0) return <span className="text-slate-700">—</span>;
  return (
    <ul className="space-y-1">
      {kept.map((record) => (
        <li key={`${record.kind}:${record.submissionId}`}>
          <span className="whitespace-nowrap">
            Idea{' '}
            <Link
              to={generatePath(pagePaths.adminSubmission, { id: record.submissionId })}
              className={linkClass}
              aria-label={`Idea ${record.reference}`}
            >
              {record.reference}
            </Link>
          </span>{' '}
          <span className="whitespace-nowrap text-slate-700">({keptKindLabels[record.kind]})</span>
        </li>
      ))}
    </ul>
  );
}

function Due({ request, state, now }: { request: ErasureRequest; state: DueState; now: number }) {
  const Icon = state === 'overdue' ? CircleAlert : Clock;
  return (
    <>
      <time dateTime={request.dueAt} className="font-medium whitespace-nowrap text-slate-900">
        {formatDateTime(request.dueAt)}
      </time>
      {state !== 'answered' && (
        <span className={cn('mt-1 flex items-center gap-1 text-xs', dueTone[state])}>
          {state !== 'open' && <Icon aria-hidden="true" className="size-3.5 shrink-0" />}
          {dueInText(request.dueAt, now)}
        </span>
      )}
    </>
  );
}

/** An answered request: the answer, by whom and when; focused once it was just recorded. */
function Answered({ request, focus }: { request: ErasureRequest; focus: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focus) ref.current?.focus();
  }, [focus]);
  return (
    <div ref={ref} tabIndex={-1} className="space-y-2 focus:outline-none">
      <p className="text-xs text-slate-700">
        {'On '}
        <time dateTime={request.answeredAt ?? undefined}>{formatDateTime(request.answeredAt)}</time>
        {request.answeredBy && (
          <>
            {' by '}
            <span className="wrap-anywhere">{request.answeredBy}</span>
          </>
        )}
      </p>
      <blockquote className="border-l-2 border-slate-300 pl-3 text-sm whitespace-pre-wrap text-slate-900 wrap-anywhere">
        {request.answer}
      </blockquote>
    </div>
  );
}

function RequestRow({ request, now }: { request: ErasureRequest; now: number }) {
  const state = dueState(request, now);
  // Set once its answer is recorded here: the button goes, and focus goes to the answer.
  const [justAnswered, setJustAnswered] = useState(false);
  return (
    <tr className="align-top">
      <th scope="row" className="px-3 py-3 text-left font-medium text-slate-900 md:min-w-40">
        <span className="block wrap-anywhere">{request.email}</span>
        <span className="mt-1 block text-xs font-normal text-slate-700">
          {'Requested '}
          <time dateTime={request.requestedAt} className="whitespace-nowrap">
            {formatDateTime(request.requestedAt)}
          </time>
        </span>
      </th>
      <td className="px-3 py-3">
        <CardLabel>Due</CardLabel>
        <Due request={request} state={state} now={now} />
      </td>
      <td className="px-3 py-3 text-slate-900">
        <CardLabel>Kept records</CardLabel>
        <KeptRecords kept={request.kept} />
      </td>
      <td className="space-y-2 px-3 py-3 md:min-w-48">
        <div>
          <CardLabel>Status</CardLabel>
          <Chip className={stateChip[state]}>{dueStateLabels[state]}</Chip>
        </div>
        {request.answeredAt ? (
          <Answered request={request} focus={justAnswered} />
        ) : (
          <AnswerErasureDialog request={request} onAnswered={() => setJustAnswered(true)} />
        )}
      </td>
    </tr>
  );
}

/**
 * The queue of erasure requests as the server orders it (open ones first, soonest due first),
 * with a line counting the open ones; cards on a phone. Overdue requests, and those due within
 * 7 days, are marked in words as well as colour, as they stood at `now` (when the queue was read).
 */
export function ErasureRequestsTable({
  requests,
  now,
}: {
  requests: ErasureRequest[];
  now: number;
}) {
  if (requests.length === 0)
    return (
      <div
        role="status"
        className="rounded-xl border border-dashed border-slate-300 p-10 text-center"
      >
        <UserX aria-hidden="true" className="mx-auto size-10 text-slate-500" />
        <p className="mt-3 text-lg font-semibold text-brand-900">No erasure requests</p>
        <p className="mt-1 text-sm text-slate-700">
          A request appears here when someone who is an inventor on sent ideas deletes their
          account.
        </p>
      </div>
    );
  return (
    <div className="space-y-4">
      <p className="text-sm font-medium text-slate-800">{queueSummary(requests, now)}</p>
      <DataTable
        caption="Erasure requests, open ones first by due date"
        stacked
        columns={['Address', 'Due', 'Kept records', 'Status']}
      >
        {requests.map((request) => (
          <RequestRow key={request.id} request={request} now={now} />
        ))}
      </DataTable>
    </div>
  );
}
