import {
  CalendarClock,
  ClipboardCheck,
  FileText,
  LayoutDashboard,
  Mail,
  ScrollText,
  Settings,
  ShieldCheck,
  UserCog,
  UserX,
  Users,
} from 'lucide-react';
import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, Outlet, useLocation, useNavigation } from 'react-router';
import { roleLabels, roleOf, staffHome } from '#common/roles';
import { AppFrame } from '#web/components/layout/app-frame';
import { AppHeader } from '#web/components/layout/app-header';
import { AreaDrawer } from '#web/components/layout/area-drawer';
import { AreaSidebar, type AreaLink } from '#web/components/layout/area-sidebar';
import { PageErrorBoundary } from '#web/components/layout/page-error-boundary';
import { AdminGuard } from '#web/features/auth/components/admin-guard';
import { SignOutButton } from '#web/features/auth/components/sign-out-button';
import { useSession } from '#web/features/auth/hooks/use-session';
import { useSignOut } from '#web/features/auth/hooks/use-sign-out';
import { adminGuardDecision } from '#web/features/auth/lib/guard-decisions';
import { staffSubmissionKeys } from '#web/features/submissions/staff';
import { adminPagesFor, type AdminPage } from '#web/routes/admin/admin-nav';
import { useConversationEvents } from '#web/features/conversation';

const TITLE = 'Admin Portal';

const allLinks: Record<AdminPage, AreaLink> = {
  dashboard: { to: '/admin', label: 'Dashboard', icon: LayoutDashboard, end: true },
  reviews: { to: '/admin/reviews', label: 'My reviews', icon: ClipboardCheck },
  submissions: { to: '/admin/submissions', label: 'Submissions', icon: FileText },
  docket: { to: '/admin/docket', label: 'Docket', icon: CalendarClock },
  users: { to: '/admin/users', label: 'Users', icon: Users },
  'erasure-requests': {
    to: '/admin/erasure-requests',
    label: 'Erasure requests',
    icon: UserX,
  },
  settings: { to: '/admin/settings', label: 'Settings', icon: Settings },
  'audit-trail': { to: '/admin/audit-trail', label: 'Audit trail', icon: ScrollText },
  'audit-integrity': { to: '/admin/audit-integrity', label: 'Audit integrity', icon: ShieldCheck },
  mail: { to: '/admin/mail', label: 'Mail', icon: Mail },
};

/**
 * Who is signed in, in full (a long address wraps), their role, their own account settings and
 * Sign out (spec 01 §2 "Admin layout"). In the phone's drawer it stands in for the account menu.
 */
function SignedInAs({ onNavigate }: { onNavigate?: () => void }) {
  const { data: session } = useSession();
  const role = session ? roleOf(session.user) : 'user';
  return (
    <>
      <p className="text-xs font-medium text-slate-600">Signed in as</p>
      <p className="text-sm font-medium break-all text-slate-900">
        {session?.user.email ?? 'Not authenticated'}
      </p>
      {role !== 'user' && (
        <p className="text-xs font-semibold text-brand-900">{roleLabels[role]}</p>
      )}
      <Link
        to="/user-dashboard/settings"
        onClick={onNavigate}
        className="mt-2 -ml-3 flex items-center gap-2 rounded-md px-3 py-2 text-sm font-medium text-brand-900 hover:bg-brand-50 max-md:min-h-11 [&_svg]:size-4"
      >
        <UserCog aria-hidden="true" />
        Account settings
      </Link>
      <SignOutButton className="-ml-3 max-md:h-11" />
    </>
  );
}

/** The sections this person may open; none until the guard lets them in. */
function useSectionLinks(): AreaLink[] {
  const { data: session } = useSession();
  if (!session || adminGuardDecision(session).kind !== 'allow') return [];
  return adminPagesFor(session.user.isAdmin).map((page) => allLinks[page]);
}

/**
 * The admin portal's own chrome (not the public site's header and footer): its header, its
 * sections, and the page beside them, behind the admin guard.
 */
export function AdminLayout() {
  const { data: session } = useSession();
  const { signOut, pending } = useSignOut();
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const links = useSectionLinks();
  const role = session ? roleOf(session.user) : 'user';
  const account = session && { email: session.user.email, role };

  return (
    <AppFrame
      busy={navigation.state !== 'idle'}
      header={
        <AppHeader
          title={TITLE}
          home={role === 'user' ? staffHome.admin : staffHome[role]}
          account={account}
          onSignOut={() => void signOut()}
          signingOut={pending}
          menu={
            links.length > 0 && (
              <AreaDrawer title={TITLE} openLabel="Menu">
                {(close) => (
                  <AreaSidebar
                    title={TITLE}
                    links={links}
                    showTitle={false}
                    onNavigate={close}
                    footer={<SignedInAs onNavigate={close} />}
                  />
                )}
              </AreaDrawer>
            )
          }
        />
      }
      sidebar={
        links.length > 0 && <AreaSidebar title={TITLE} links={links} footer={<SignedInAs />} />
      }
    >
      <PageErrorBoundary resetKey={pathname}>
        <AdminGuard>
          <LiveConversations />
          <Outlet />
        </AdminGuard>
      </PageErrorBoundary>
    </AppFrame>
  );
}

/** Staff hear of every conversation: the lists and the open submission follow. */
function LiveConversations() {
  const queryClient = useQueryClient();
  const refresh = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: staffSubmissionKeys.all() }),
    [queryClient],
  );
  useConversationEvents(refresh);
  return null;
}
