import { Outlet, useLocation, useNavigation } from 'react-router';
import { BackToTop } from './back-to-top';
import { PageErrorBoundary } from './page-error-boundary';
import { ScrollToTop } from './scroll-to-top';
import { SiteFooter } from './site-footer';
import { SiteHeader, type SiteHeaderProps } from './site-header';
import { mainContentId, SkipLink } from './skip-link';

/** The frame of every page; the app passes in who is signed in for the header. */
export function SiteLayout(headerProps: SiteHeaderProps) {
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const busy = navigation.state !== 'idle';

  return (
    <div className="flex min-h-screen flex-col">
      <ScrollToTop />
      <SkipLink />
      {busy && (
        <div
          aria-hidden="true"
          className="fixed inset-x-0 top-0 z-50 h-1 animate-pulse bg-accent-500"
        />
      )}
      <SiteHeader {...headerProps} />
      <main id={mainContentId} tabIndex={-1} aria-busy={busy} className="flex-1">
        <PageErrorBoundary resetKey={pathname}>
          <Outlet />
        </PageErrorBoundary>
      </main>
      <SiteFooter />
      <BackToTop />
    </div>
  );
}
