import { formatDateTime, relativeTime } from '#web/lib/dates';

/** A moment as the date and time, and how long ago: 'Mar 1, 2026, 10:00 AM (2 days ago)'. */
export function Timestamp({ value, empty = '—' }: { value: string | null; empty?: string }) {
  if (!value) return <>{empty}</>;
  const ago = relativeTime(value);
  return (
    <>
      <time dateTime={value}>{formatDateTime(value)}</time>
      {ago && <span className="text-slate-600">{` (${ago})`}</span>}
    </>
  );
}
