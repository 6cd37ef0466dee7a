import { Outlet, useLocation, useNavigation } from 'react-router';
import { roleOf, staffHome } from '#common/roles';
import { AppFrame } from '#web/components/layout/app-frame';
import { AppHeader } from '#web/components/layout/app-header';
import { PageErrorBoundary } from '#web/components/layout/page-error-boundary';
import { CounselGuard } from '#web/features/auth/components/counsel-guard';
import { useSession } from '#web/features/auth/hooks/use-session';
import { useSignOut } from '#web/features/auth/hooks/use-sign-out';

export const COUNSEL_AREA = 'Outside Counsel';

/**
 * The counsel area's own chrome: a header with the account menu, and the page, behind the
 * counsel guard. Counsel have one page of ideas, so there is no menu of sections.
 */
export function CounselLayout() {
  const { data: session } = useSession();
  const { signOut, pending } = useSignOut();
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const account = session && { email: session.user.email, role: roleOf(session.user) };

  return (
    <AppFrame
      busy={navigation.state !== 'idle'}
      header={
        <AppHeader
          title={COUNSEL_AREA}
          home={staffHome.counsel}
          account={account}
          onSignOut={() => void signOut()}
          signingOut={pending}
        />
      }
    >
      <PageErrorBoundary resetKey={pathname}>
        <CounselGuard>
          <Outlet />
        </CounselGuard>
      </PageErrorBoundary>
    </AppFrame>
  );
}
