import type { ReactNode } from 'react';

/** One term and its value in a details list; nothing to show reads `empty`. */
export function Detail({
  term,
  wide = false,
  empty,
  children,
}: {
  term: string;
  /** Spans both columns. */
  wide?: boolean;
  /** What an empty value reads, e.g. "Not given". */
  empty?: string;
  children: ReactNode;
}) {
  return (
    <div className={wide ? 'min-w-0 sm:col-span-2' : 'min-w-0'}>
      <dt className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{term}</dt>
      <dd className="mt-1 text-sm break-words text-slate-900">{children ?? empty}</dd>
    </div>
  );
}
