import { Outlet, useLocation, useNavigation } from 'react-router';
import { PageErrorBoundary } from './page-error-boundary';
import { ScrollToTop } from './scroll-to-top';
import { SiteFrame } from './site-frame';
import type { SiteHeaderProps } from './site-header';

/** The app's frame of every page; the app passes in who is signed in for the header. */
export function SiteLayout(headerProps: SiteHeaderProps) {
  const navigation = useNavigation();
  const { pathname } = useLocation();

  return (
    <SiteFrame {...headerProps} busy={navigation.state !== 'idle'} before={<ScrollToTop />}>
      <PageErrorBoundary resetKey={pathname}>
        <Outlet />
      </PageErrorBoundary>
    </SiteFrame>
  );
}
