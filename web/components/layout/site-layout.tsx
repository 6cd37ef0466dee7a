import { Outlet, useNavigation } from 'react-router';
import { BackToTop } from './back-to-top';
import { ScrollToTop } from './scroll-to-top';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { mainContentId, SkipLink } from './skip-link';

export function SiteLayout() {
  const navigation = useNavigation();
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
      <SiteHeader />
      <main id={mainContentId} tabIndex={-1} aria-busy={busy} className="flex-1">
        <Outlet />
      </main>
      <SiteFooter />
      <BackToTop />
    </div>
  );
}
