import { shownDate, type SubmissionRecord } from '#common/submissions';
import { formatDateTime } from '#web/lib/dates';

/** The date an idea is listed with, named: "Submitted" when it was sent, "Last saved" for a draft. */
export function ShownDate({ record }: { record: SubmissionRecord }) {
  const { label, at } = shownDate(record);
  return (
    <>
      <span className="block text-xs font-semibold text-slate-600">{label}</span>
      {at ? <time dateTime={at}>{formatDateTime(at)}</time> : 'Not recorded'}
    </>
  );
}
