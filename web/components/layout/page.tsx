import type { ReactNode } from 'react';
import { cn } from '#web/lib/cn';
import { PageTitle } from './page-title';

type PageProps = {
  /** The page's one h1. */
  heading: string;
  /** Document title when it should differ from the heading. */
  title?: string;
  lead?: ReactNode;
  /** narrow: forms; prose: reading text; wide: grids of cards. */
  width?: 'narrow' | 'prose' | 'wide';
  className?: string;
  children?: ReactNode;
};

/** Standard page frame: document title, one h1, optional lead paragraph. */
export function Page({ heading, title, lead, width = 'wide', className, children }: PageProps) {
  return (
    <div
      className={cn(
        'mx-auto w-full px-4 py-12 sm:px-6 lg:px-8',
        { narrow: 'max-w-xl', prose: 'max-w-3xl', wide: 'max-w-5xl' }[width],
        className,
      )}
    >
      <PageTitle title={title ?? heading} />
      <h1 className="text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl">{heading}</h1>
      {lead && <p className="mt-4 text-lg text-slate-700">{lead}</p>}
      {children && <div className="mt-8">{children}</div>}
    </div>
  );
}
