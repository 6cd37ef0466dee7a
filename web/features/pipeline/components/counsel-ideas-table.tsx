import { generatePath } from 'react-router';
import { Inbox } from 'lucide-react';
import { pagePaths } from '#common/page-paths';
import { clockText, type PipelineIdea } from '#common/pipeline';
import { CardLabel, DataTable, LinkRow } from '#web/components/ui/data-table';
import { cn } from '#web/lib/cn';
import { clockTone, opinionCountText } from '../lib/pipeline-text';
import { utcDateTime } from '#web/lib/dates';
import { StageBadge } from './stage-badge';

/** Where counsel read one idea. */
export const counselIdeaPath = (id: string) => generatePath(pagePaths.counselIdea, { id });

const columns = ['Idea', 'Stage', 'Decision clock', 'Invited', 'Opinions'];

/** The ideas counsel are invited to; each row opens the idea (its title is the link). */
export function CounselIdeasTable({ ideas }: { ideas: readonly PipelineIdea[] }) {
  if (ideas.length === 0)
    return (
      <div className="rounded-xl border border-dashed border-slate-300 p-10 text-center">
        <Inbox aria-hidden="true" className="mx-auto size-10 text-slate-500" />
        <p className="mt-3 font-semibold text-brand-900">No ideas yet</p>
        <p className="mt-1 text-sm text-slate-700">
          Ideas appear here once the company invites you to one.
        </p>
      </div>
    );
  return (
    <DataTable caption="Ideas you are invited to" columns={columns} stacked>
      {ideas.map((idea) => (
        <IdeaRow key={idea.submissionId} idea={idea} />
      ))}
    </DataTable>
  );
}

const toneClass = { calm: 'text-slate-800', soon: 'text-amber-900', overdue: 'text-red-800' };

function IdeaRow({ idea }: { idea: PipelineIdea }) {
  return (
    <LinkRow
      to={counselIdeaPath(idea.submissionId)}
      title={idea.ideaTitle || 'Untitled idea'}
      subtitle={idea.reference}
    >
      <td className="px-3 py-3 whitespace-nowrap">
        <CardLabel>Stage</CardLabel>
        <StageBadge stage={idea.stage} status="approved" />
      </td>
      <td className={cn('px-3 py-3', toneClass[clockTone(idea.clock)])}>
        <CardLabel>Decision clock</CardLabel>
        {clockText(idea.clock) ?? 'Not started'}
      </td>
      <td className="px-3 py-3 whitespace-nowrap text-slate-700">
        <CardLabel>Invited</CardLabel>
        {idea.invitedAt ? (
          <time dateTime={idea.invitedAt}>{utcDateTime(idea.invitedAt)}</time>
        ) : (
          '—'
        )}
      </td>
      <td className="px-3 py-3 whitespace-nowrap text-slate-800">
        <CardLabel>Opinions</CardLabel>
        {opinionCountText(idea.opinionCount)}
      </td>
    </LinkRow>
  );
}
