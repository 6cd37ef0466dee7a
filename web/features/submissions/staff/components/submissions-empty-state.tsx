import { Inbox } from 'lucide-react';
import { adminMessages } from '#common/admin-messages';

/** No rows (spec 01 §2): a hint to widen the search when one narrows the list. */
export function SubmissionsEmptyState({ filtered }: { filtered: boolean }) {
  return (
    <div
      role="status"
      className="rounded-xl border border-dashed border-slate-300 p-10 text-center"
    >
      <Inbox aria-hidden="true" className="mx-auto size-10 text-slate-500" />
      {filtered ? (
        <>
          <p className="mt-3 text-lg font-semibold text-brand-900">{adminMessages.noSubmissions}</p>
          <p className="mt-1 text-sm text-slate-700">{adminMessages.noSubmissionsFiltered}</p>
        </>
      ) : (
        <p className="mt-3 text-lg font-semibold text-brand-900">
          {adminMessages.noSubmissionsYet}
        </p>
      )}
    </div>
  );
}
