import type { SharedNote } from '#common/pipeline';
import { utcDateTime } from '#web/lib/dates';

/** The internal notes staff shared with counsel, each with its author and when it was written. */
export function SharedNotes({ notes }: { notes: readonly SharedNote[] }) {
  if (notes.length === 0)
    return <p className="text-sm text-slate-700">No notes have been shared with counsel.</p>;
  return (
    <ol aria-label="Notes shared with counsel" className="space-y-3">
      {notes.map((note) => (
        <li key={note.id} className="rounded-lg border border-slate-200 bg-white p-3 text-sm">
          <p className="font-semibold text-slate-900">
            {note.authorName}
            <span className="sr-only">, </span>
            <time dateTime={note.writtenAt} className="ml-2 text-xs font-normal text-slate-700">
              {utcDateTime(note.writtenAt)}
            </time>
          </p>
          <p className="mt-2 break-words whitespace-pre-wrap text-slate-900">{note.body}</p>
        </li>
      ))}
    </ol>
  );
}
