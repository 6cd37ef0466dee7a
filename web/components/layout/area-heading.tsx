import type { ReactNode } from 'react';
import { PageTitle } from './page-title';

type AreaHeadingProps = {
  /** The page's one h1. */
  heading: string;
  /** The area the page belongs to, added to the document title. */
  area: string;
  description?: ReactNode;
  actions?: ReactNode;
};

/** Heading for a page inside the dashboard or admin layout. */
export function AreaHeading({ heading, area, description, actions }: AreaHeadingProps) {
  return (
    <div className="flex flex-wrap items-start justify-between gap-4">
      <PageTitle title={heading === area ? heading : `${heading} | ${area}`} />
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-brand-900 sm:text-3xl">{heading}</h1>
        {description && <p className="mt-2 text-slate-700">{description}</p>}
      </div>
      {actions}
    </div>
  );
}
