import {
  ClipboardCheck,
  FileText,
  LayoutDashboard,
  Mail,
  Settings,
  ShieldCheck,
  Users,
} from 'lucide-react';
import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { AreaDrawer } from '#web/components/layout/area-drawer';
import { AreaSidebar, type AreaLink } from '#web/components/layout/area-sidebar';
import { AdminGuard } from '#web/features/auth/components/admin-guard';
import { SignOutButton } from '#web/features/auth/components/sign-out-button';
import { useSession } from '#web/features/auth/hooks/use-session';
import { adminKeys } from '#web/features/admin/api/keys';
import { adminPagesFor, type AdminPage } from '#web/features/admin/lib/admin-nav';
import { useConversationEvents } from '#web/features/conversation/hooks/use-conversation-events';

const TITLE = 'Admin Portal';

const allLinks: Record<AdminPage, AreaLink> = {
  dashboard: { to: '/admin', label: 'Dashboard', icon: LayoutDashboard, end: true },
  reviews: { to: '/admin/reviews', label: 'My reviews', icon: ClipboardCheck },
  submissions: { to: '/admin/submissions', label: 'Submissions', icon: FileText },
  users: { to: '/admin/users', label: 'Users', icon: Users },
  settings: { to: '/admin/settings', label: 'Settings', icon: Settings },
  'audit-integrity': { to: '/admin/audit-integrity', label: 'Audit integrity', icon: ShieldCheck },
  mail: { to: '/admin/mail', label: 'Mail', icon: Mail },
};

/** Who is signed in, in full (a long address wraps), and Sign out (spec 01 §2 "Admin layout"). */
function SignedInAs() {
  const { data: session } = useSession();
  return (
    <>
      <p className="text-xs font-medium text-slate-600">Signed in as</p>
      <p className="text-sm font-medium break-all text-slate-900">
        {session?.user.email ?? 'Not authenticated'}
      </p>
      <SignOutButton className="mt-2 -ml-3" />
    </>
  );
}

function AdminShell() {
  const isAdmin = useSession().data?.user.isAdmin === true;
  const links = adminPagesFor(isAdmin).map((page) => allLinks[page]);
  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-6 px-4 py-8 sm:px-6 md:flex-row md:gap-8 lg:px-8">
      <AreaDrawer title={TITLE} openLabel="Admin menu">
        {(close) => (
          <AreaSidebar
            title={TITLE}
            links={links}
            showTitle={false}
            onNavigate={close}
            footer={<SignedInAs />}
          />
        )}
      </AreaDrawer>
      <aside className="hidden shrink-0 md:block md:w-60">
        <div className="sticky top-24 rounded-xl border border-slate-200 bg-slate-50 p-4">
          <AreaSidebar title={TITLE} links={links} footer={<SignedInAs />} />
        </div>
      </aside>
      <div className="min-w-0 flex-1">
        <Outlet />
      </div>
    </div>
  );
}

/** Staff hear of every conversation: the lists and the open submission follow. */
function LiveConversations() {
  const queryClient = useQueryClient();
  const refresh = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: adminKeys.submissions() }),
    [queryClient],
  );
  useConversationEvents(refresh);
  return null;
}

export function AdminLayout() {
  return (
    <AdminGuard>
      <LiveConversations />
      <AdminShell />
    </AdminGuard>
  );
}
