import { useEffect, useRef, type ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { PageTitle } from '#web/components/layout/page-title';
import { cn } from '#web/lib/cn';

type AuthCardProps = {
  /** The page's one h1. */
  heading: string;
  /** Document title when it should differ from the heading. */
  title?: string;
  description?: ReactNode;
  icon?: LucideIcon;
  iconClassName?: string;
  /**
   * Move focus to the heading when this card appears: for screens that replace a form
   * (a confirmation, a result), so keyboard and screen-reader users start at the news.
   */
  focusHeading?: boolean;
  children?: ReactNode;
  footer?: ReactNode;
};

/** The frame of the account screens: a narrow card with an icon, one heading and its text. */
export function AuthCard({
  heading,
  title,
  description,
  icon: Icon,
  iconClassName,
  focusHeading = false,
  children,
  footer,
}: AuthCardProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (focusHeading) headingRef.current?.focus();
  }, [focusHeading]);

  return (
    <div className="mx-auto w-full max-w-md px-4 py-12 sm:py-16">
      <PageTitle title={title ?? heading} />
      <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <div className="flex flex-col items-center text-center">
          {Icon && (
            <span className="mb-4 flex size-12 items-center justify-center rounded-full bg-brand-50">
              <Icon aria-hidden="true" className={cn('size-6 text-brand-700', iconClassName)} />
            </span>
          )}
          <h1
            ref={headingRef}
            tabIndex={-1}
            className="text-2xl font-bold tracking-tight text-brand-900 focus:outline-none"
          >
            {heading}
          </h1>
          {description && <div className="mt-2 text-slate-700">{description}</div>}
        </div>
        {children && <div className="mt-6">{children}</div>}
      </div>
      {footer && <div className="mt-6 text-center text-sm text-slate-700">{footer}</div>}
    </div>
  );
}
