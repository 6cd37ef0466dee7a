import { Outlet, useLocation, useMatches, useNavigation } from 'react-router';
import { PageErrorBoundary } from './page-error-boundary';
import { ScrollToTop } from './scroll-to-top';
import { SiteFrame } from './site-frame';
import type { SiteHeaderProps } from './site-header';

/** Whether a route on the way to this page draws its own chrome (`handle: { ownChrome: true }`). */
function useOwnChrome(): boolean {
  return useMatches().some(
    (match) => (match.handle as { ownChrome?: boolean } | undefined)?.ownChrome,
  );
}

/**
 * The app's frame of every page; the app passes in who is signed in for the header. An area
 * with a chrome of its own (the admin portal) gets none of the site's.
 */
export function SiteLayout(headerProps: SiteHeaderProps) {
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const ownChrome = useOwnChrome();

  if (ownChrome)
    return (
      <>
        <ScrollToTop />
        <Outlet />
      </>
    );

  return (
    <SiteFrame {...headerProps} busy={navigation.state !== 'idle'} before={<ScrollToTop />}>
      <PageErrorBoundary resetKey={pathname}>
        <Outlet />
      </PageErrorBoundary>
    </SiteFrame>
  );
}
