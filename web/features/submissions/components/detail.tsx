import { useId, type ReactNode } from 'react';

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

/** A part of the details under them (the inventors, the invention's facts), with its heading. */
export function DetailsSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="space-y-3 border-t border-slate-200 pt-4">
      <h3 id={id} className="text-base font-semibold text-brand-900">
        {title}
      </h3>
      {children}
    </section>
  );
}
