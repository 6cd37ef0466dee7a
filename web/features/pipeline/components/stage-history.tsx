import type { Pipeline } from '#common/pipeline';
import { moveText } from '../lib/pipeline-text';
import { utcDateTime } from '#web/lib/dates';

/** Each move between stages, oldest first: who moved it, when, from where to where, and why. */
export function StageHistory({ moves }: { moves: Pipeline['moves'] }) {
  if (moves.length === 0)
    return <p className="text-sm text-slate-700">The idea has not entered the pipeline yet.</p>;
  return (
    <ol aria-label="Stage moves" className="space-y-3 border-l-2 border-slate-200 pl-4">
      {moves.map((move) => (
        <li key={move.id} className="text-sm">
          <p className="font-semibold text-slate-900">{moveText(move.from, move.to)}</p>
          <p className="text-slate-700">
            {move.movedBy}, <time dateTime={move.movedAt}>{utcDateTime(move.movedAt)}</time>
          </p>
          <p className="mt-1 break-words whitespace-pre-wrap text-slate-900">{move.reason}</p>
        </li>
      ))}
    </ol>
  );
}
