import type { ReactNode } from 'react';
import { formatDateTime, relativeTime } from '#web/lib/dates';

/** Label-value pairs of a user detail card. */
export function DetailList({ children }: { children: ReactNode }) {
  return <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2">{children}</dl>;
}

export function DetailItem({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-sm font-medium text-slate-600">{label}</dt>
      <dd className="mt-1 break-words text-slate-900">{children}</dd>
    </div>
  );
}

/** A date with how long ago it was, e.g. 'Nov 21, 2026, 3:04 PM (2 days ago)'; else `empty`. */
export function DateWithRelative({ value, empty }: { value: string | null; empty: string }) {
  const relative = relativeTime(value);
  if (!value || relative === null) return <span className="text-slate-700">{empty}</span>;
  return (
    <>
      <time dateTime={value}>{formatDateTime(value)}</time>{' '}
      <span className="text-sm text-slate-600">({relative})</span>
    </>
  );
}

/** A detail that is a date, with how long ago it was. */
export function DateItem({
  label,
  ...date
}: {
  label: string;
  value: string | null;
  empty: string;
}) {
  return (
    <DetailItem label={label}>
      <DateWithRelative {...date} />
    </DetailItem>
  );
}
