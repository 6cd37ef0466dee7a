import type { CoInvention } from '#common/co-inventors';
import { CardLabel, DataTable, LinkRow } from '#web/components/ui/data-table';
import { StatusBadge } from '#web/features/submissions/components/status-badge';
import { answerText } from '#web/features/submissions/lib/inventor-answers';
import { cn } from '#web/lib/cn';
import { coInventionPath } from '../lib/co-invention-path';

/** Where the person stands with an idea: answered, asked, or not asked until it is sent. */
function yourAnswer(invention: CoInvention): string {
  if (invention.response) return answerText(invention);
  return invention.status === 'draft' ? 'Asked once it is sent' : 'Waiting for your answer';
}

/**
 * One idea. Clicking the row opens it; the title's link is the way for keyboards and screen
 * readers.
 */
function CoInventionRow({ invention }: { invention: CoInvention }) {
  const waiting = invention.status !== 'draft' && !invention.response;
  return (
    <LinkRow
      to={coInventionPath(invention.submissionId)}
      title={invention.ideaTitle || 'Untitled idea'}
      subtitle={invention.reference}
    >
      <td className="px-3 py-3 text-slate-800">
        <CardLabel>Submitted by</CardLabel>
        {invention.submitterName?.trim() || '—'}
      </td>
      <td className="px-3 py-3">
        <CardLabel>Status</CardLabel>
        <StatusBadge status={invention.status} />
      </td>
      <td className="px-3 py-3 whitespace-nowrap text-slate-800 tabular-nums">
        <CardLabel>Your share</CardLabel>
        {`${invention.share}%`}
      </td>
      <td className={cn('px-3 py-3', waiting ? 'font-semibold text-amber-900' : 'text-slate-800')}>
        <CardLabel>Your answer</CardLabel>
        {yourAnswer(invention)}
      </td>
    </LinkRow>
  );
}

/** The ideas the person is listed on, newest first, each opened in its own view. */
export function CoInventionsTable({ inventions }: { inventions: CoInvention[] }) {
  return (
    <DataTable
      caption="Ideas you are listed on as a co-inventor, newest first"
      columns={['Idea', 'Submitted by', 'Status', 'Your share', 'Your answer']}
      stacked
    >
      {inventions.map((invention) => (
        <CoInventionRow key={invention.coInventorId} invention={invention} />
      ))}
    </DataTable>
  );
}
