import { useEffect, useRef } from 'react';
import { TriangleAlert } from 'lucide-react';
import type { ReloadedDraft } from '../hooks/use-stale-draft';

/**
 * Says that the person's changes were not saved because someone saved the draft first (the
 * server's words), that the form now shows that version, and keeps what they typed below, to
 * copy into it. Focus comes here: the form under it was just reloaded.
 */
export function StaleDraftNotice({ reloaded }: { reloaded: ReloadedDraft }) {
  const notice = useRef<HTMLDivElement>(null);
  useEffect(() => notice.current?.focus(), [reloaded]);
  return (
    <div
      ref={notice}
      role="alert"
      tabIndex={-1}
      className="space-y-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
    >
      <p className="flex items-start gap-2 font-medium">
        <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>
          Your changes were not saved. {reloaded.message}
          {!reloaded.loaded &&
            ' The newer version could not be loaded: copy your text, then close this form and open the draft again.'}
        </span>
      </p>
      {reloaded.unsaved.length > 0 && (
        <details className="rounded border border-amber-200 bg-white p-2">
          <summary className="cursor-pointer font-medium">Your unsaved text</summary>
          <dl className="mt-2 space-y-2">
            {reloaded.unsaved.map(({ label, text }) => (
              <div key={label}>
                <dt className="text-xs font-semibold text-slate-700">{label}</dt>
                <dd className="break-words whitespace-pre-wrap text-slate-900">{text}</dd>
              </div>
            ))}
          </dl>
          <p className="mt-2 text-xs text-slate-700">
            Changes to choices, dates, lists and inventors are not kept here: make them again if
            they are still needed.
          </p>
        </details>
      )}
    </div>
  );
}
