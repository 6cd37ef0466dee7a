import type { HistoryEntry } from '#common/staff-submissions';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card';
import {
  describeHistoryEntry,
  historyNewestFirst,
} from '#web/features/submissions/staff/lib/submission-history';
import { Timestamp } from './timestamp';

/** The submission's audit log in words: status changes with who and why, and downloads. */
export function SubmissionHistoryCard({ history }: { history: HistoryEntry[] }) {
  const entries = historyNewestFirst(history);
  return (
    <Card>
      <CardHeader>
        <CardTitle>History</CardTitle>
        <CardDescription>Status changes and downloads, newest first.</CardDescription>
      </CardHeader>
      <CardContent>
        {entries.length === 0 ? (
          <p className="text-sm text-slate-700">No history yet.</p>
        ) : (
          <ol className="space-y-4 border-l-2 border-slate-200 pl-4">
            {entries.map((entry) => {
              const { text, notes } = describeHistoryEntry(entry);
              return (
                <li key={entry.id} className="text-sm">
                  <p className="font-medium break-words text-slate-900">{text}</p>
                  <p className="mt-0.5 text-slate-700">
                    <Timestamp value={entry.createdAt} />
                  </p>
                  {notes && (
                    <p className="mt-2 rounded-md bg-slate-50 p-3 break-words whitespace-pre-wrap text-slate-800">
                      <span className="font-semibold">Notes: </span>
                      {notes}
                    </p>
                  )}
                </li>
              );
            })}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}
