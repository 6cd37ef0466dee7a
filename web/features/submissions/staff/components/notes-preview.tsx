import { forwardRef } from 'react';
import { StatusBadge } from '#web/features/submissions/components/status-badge';

/**
 * What the inventor will see once a status and notes are saved: the status in their words and
 * the notes as they are shown (and mailed) to them, word for word.
 */
export const NotesPreview = forwardRef<
  HTMLHeadingElement,
  { status: string; notes: string | null | undefined }
>(function NotesPreview({ status, notes }, headingRef) {
  return (
    <section aria-labelledby="notes-preview-heading" className="space-y-3">
      <h3
        id="notes-preview-heading"
        ref={headingRef}
        tabIndex={-1}
        className="text-base font-semibold text-brand-900 outline-none"
      >
        What the inventor will see
      </h3>
      <p className="text-sm text-slate-700">
        The inventor is emailed this status and these notes, and sees them with their idea. Check
        them before you save.
      </p>
      <dl className="space-y-3 rounded-lg border border-slate-200 bg-slate-50 p-4 text-sm">
        <div>
          <dt className="font-medium text-slate-900">Status</dt>
          <dd className="mt-1">
            <StatusBadge status={status} view="inventor" />
          </dd>
        </div>
        <div>
          <dt className="font-medium text-slate-900">Notes from our review team</dt>
          <dd className="mt-1 max-h-60 overflow-y-auto break-words whitespace-pre-wrap text-slate-800">
            {notes?.trim() || 'No notes.'}
          </dd>
        </div>
      </dl>
    </section>
  );
});
