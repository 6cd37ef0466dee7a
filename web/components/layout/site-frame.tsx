import type { ReactNode } from 'react';
import { BackToTop } from './back-to-top';
import { BusyBar } from './busy-bar';
import { SiteFooter } from './site-footer';
import { SiteHeader, type SiteHeaderProps } from './site-header';
import { mainContentId, SkipLink } from './skip-link';

type SiteFrameProps = SiteHeaderProps & {
  /** Whether the page is being replaced (the app's navigation); the prerendered pages never are. */
  busy?: boolean;
  /** Before the header: what the app adds to every page. */
  before?: ReactNode;
  children: ReactNode;
};

/** The frame of every page, in the app and on the prerendered pages alike. */
export function SiteFrame({ busy = false, before, children, ...headerProps }: SiteFrameProps) {
  return (
    <div className="flex min-h-screen flex-col">
      {before}
      <SkipLink />
      {busy && <BusyBar />}
      <SiteHeader {...headerProps} />
      <main id={mainContentId} tabIndex={-1} aria-busy={busy} className="flex-1">
        {children}
      </main>
      <SiteFooter />
      <BackToTop />
    </div>
  );
}
