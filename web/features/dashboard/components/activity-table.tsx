import type { ActivityRow } from '#web/features/dashboard/lib/activity';

/** The chart's numbers as a table, for reading them exactly and for screen readers. */
export function ActivityTable({
  rows,
  totals,
}: {
  rows: ActivityRow[];
  totals: { submissions: number; signups: number };
}) {
  return (
    <div className="mt-3 max-h-80 overflow-y-auto rounded-lg border border-slate-200">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Submissions and sign-ups per day (UTC), oldest first</caption>
        <thead className="sticky top-0 bg-slate-50 text-slate-700">
          <tr>
            <th scope="col" className="px-3 py-2 font-semibold">
              Date
            </th>
            <th scope="col" className="px-3 py-2 text-right font-semibold">
              Submissions
            </th>
            <th scope="col" className="px-3 py-2 text-right font-semibold">
              Sign-ups
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {rows.map((row) => (
            <tr key={row.date}>
              <th scope="row" className="px-3 py-1.5 font-normal text-slate-900">
                <time dateTime={row.date}>{row.longLabel}</time>
              </th>
              <td className="px-3 py-1.5 text-right tabular-nums">{row.submissions}</td>
              <td className="px-3 py-1.5 text-right tabular-nums">{row.signups}</td>
            </tr>
          ))}
        </tbody>
        <tfoot className="border-t border-slate-300 bg-slate-50 font-semibold">
          <tr>
            <th scope="row" className="px-3 py-2">
              Total
            </th>
            <td className="px-3 py-2 text-right tabular-nums">{totals.submissions}</td>
            <td className="px-3 py-2 text-right tabular-nums">{totals.signups}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
