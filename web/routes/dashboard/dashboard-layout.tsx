import { House, ListChecks, Settings, Users } from 'lucide-react';
import { useCallback } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { pagePaths } from '#common/page-paths';
import { AreaNavLinks } from '#web/components/layout/area-nav-links';
import { UnreadBadge } from '#web/features/submissions';
import { ownUnreadQueryOptions, useConversationEvents } from '#web/features/conversation';
import { submissionKeys, useRetryQueue } from '#web/features/submissions/inventor';
import { DashboardGuard } from '#web/features/auth/components/dashboard-guard';
import { useSession } from '#web/features/auth/hooks/use-session';
import { AccountPanel } from './account-panel';
import { AgreementSync } from './agreement-sync';

/** The tabs; My Submissions counts the messages from staff not read yet. */
function useTabs() {
  const unread = useQuery(ownUnreadQueryOptions).data?.total;
  return [
    { to: '/user-dashboard/submit-idea', label: 'Home', icon: House },
    {
      to: '/user-dashboard/my-submissions',
      label: 'My Submissions',
      icon: ListChecks,
      badge: <UnreadBadge count={unread} />,
    },
    { to: pagePaths.coInventions, label: 'Co-inventions', icon: Users },
    { to: '/user-dashboard/settings', label: 'Settings', icon: Settings },
  ];
}

/** New messages on the user's ideas refresh the list and the counts while the page is open. */
function useLiveConversations() {
  const queryClient = useQueryClient();
  const refresh = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: submissionKeys.all }),
    [queryClient],
  );
  useConversationEvents(refresh);
}

function DashboardShell() {
  const { data: session } = useSession();
  // On load, and whenever the browser or the server is back, ideas kept in the browser are sent.
  useRetryQueue(session?.user.id);
  useLiveConversations();
  const tabs = useTabs();
  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-8 px-4 py-8 sm:px-6 lg:flex-row lg:px-8">
      <AgreementSync />
      {session && (
        <aside className="shrink-0">
          <AccountPanel session={session} />
        </aside>
      )}
      <div className="min-w-0 flex-1">
        <nav aria-label="Dashboard" className="border-b border-slate-200">
          <AreaNavLinks links={tabs} look="tabs" />
        </nav>
        <div className="py-8">
          <Outlet />
        </div>
      </div>
    </div>
  );
}

export function DashboardLayout() {
  return (
    <DashboardGuard>
      <DashboardShell />
    </DashboardGuard>
  );
}
