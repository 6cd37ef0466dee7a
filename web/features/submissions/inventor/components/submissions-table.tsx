import { Paperclip } from 'lucide-react';
import {
  InventorStateBadge,
  UnreadBadge,
} from '#web/features/submissions/components/inventor-state-badge';
import { InventorsConfirmed } from '#web/features/submissions/components/inventors-confirmed';
import { StatusBadge } from '#web/features/submissions/components/status-badge';
import { DataTable } from '#web/components/ui/data-table';
import {
  filesSummary,
  moreFilesText,
  type FilesOfRecord,
} from '#web/features/submissions/components/idea-files';
import { ShownDate } from '#web/features/submissions/inventor/components/shown-date';
import { isExhausted } from '../lib/retry-queue';
import { localState, type Row } from '../lib/rows';
import { SubmissionRowActions, type RowHandlers } from './submission-row-actions';

/**
 * Below the sm breakpoint the table becomes one card per row, each cell labelled by its
 * column, so Status and Actions stay in view at phone width without sideways scrolling.
 */
const stacked =
  'sm:min-w-[44rem] max-sm:block max-sm:[&_thead]:sr-only max-sm:[&_tbody]:block max-sm:[&_tr]:block max-sm:[&_tr]:space-y-2 max-sm:[&_tr]:p-4 max-sm:[&_td]:block max-sm:[&_th]:block max-sm:[&_td]:p-0 max-sm:[&_th]:p-0';
const cell =
  'px-4 py-3 max-sm:before:mr-2 max-sm:before:font-semibold max-sm:before:text-slate-600 max-sm:before:content-[attr(data-label)]';

/**
 * The Attachment column: the first file's name, on up to two lines and cut short after them
 * (the full name is the tooltip and is read out), and how many more there are: "report.pdf +2".
 */
function AttachmentSummary({ record }: { record: FilesOfRecord }) {
  const summary = filesSummary(record);
  if (!summary) return <span className="text-slate-600">None</span>;
  const more = summary.more > 0 ? moreFilesText(summary.more) : null;
  return (
    <span className="inline-flex max-w-full min-w-0 items-start gap-1.5 align-top">
      <Paperclip aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span className="line-clamp-2 min-w-0 [overflow-wrap:anywhere]" title={summary.first}>
        {summary.first}
      </span>
      {more && (
        <span
          title={summary.others.join('\n') || undefined}
          className="shrink-0 rounded-full bg-slate-100 px-1.5 text-xs font-medium text-slate-800"
        >
          <span aria-hidden="true">{more.shown}</span>
          <span className="sr-only">{` ${more.spoken}`}</span>
        </span>
      )}
    </span>
  );
}

/** The user's submissions and stored ideas, newest first, with what can be done with each. */
export function SubmissionsTable({
  rows,
  handlers,
  unread = {},
}: {
  rows: Row[];
  handlers: RowHandlers;
  /** Unread messages from staff, by submission. */
  unread?: Record<string, number>;
}) {
  return (
    <DataTable
      caption="Your submissions and drafts, newest first"
      className={stacked}
      frameClassName="relative"
      columns={['Title', 'Date', 'Status', 'Attachment', 'Actions']}
    >
      {rows.map((row) => {
        const { record } = row;
        return (
          <tr key={record.id} className="align-top">
            <th scope="row" className="px-4 py-3 font-medium text-slate-900 sm:min-w-[10rem]">
              <span className="[overflow-wrap:anywhere]">
                {record.ideaTitle || 'Untitled idea'}
              </span>
              {row.kind === 'local' && (
                <span
                  className={
                    isExhausted(row.item)
                      ? 'mt-1 block text-xs font-normal text-red-800'
                      : 'mt-1 block text-xs font-normal text-slate-700'
                  }
                >
                  {localState(row.item)}
                </span>
              )}
            </th>
            <td data-label="Date" className={`${cell} text-slate-700 sm:min-w-[7.5rem]`}>
              <ShownDate record={record} />
            </td>
            <td data-label="Status" className={cell}>
              <span className="inline-flex flex-wrap items-center gap-1.5">
                <StatusBadge status={record.status} />
                <InventorStateBadge state={record.inventorState} view="inventor" />
                <UnreadBadge count={unread[record.id]} />
                <InventorsConfirmed
                  inventorCount={record.inventorCount}
                  confirmedCount={record.confirmedCount}
                />
              </span>
            </td>
            <td
              data-label="Attachment"
              className={`${cell} text-slate-700 sm:min-w-[10rem] sm:max-w-[14rem]`}
            >
              <AttachmentSummary record={record} />
              {row.kind === 'local' && row.item.attachment_error && (
                <span className="mt-1 block text-xs text-red-800">{row.item.attachment_error}</span>
              )}
            </td>
            <td className="px-4 py-3 max-sm:pt-2">
              <SubmissionRowActions row={row} handlers={handlers} />
            </td>
          </tr>
        );
      })}
    </DataTable>
  );
}
