import { useState } from 'react';
import { FileText, LayoutDashboard, Menu, Settings, Users, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { NavLink, Outlet } from 'react-router';
import { Button } from '#web/components/ui/button';
import { AdminGuard } from '#web/features/auth/components/admin-guard';
import { useSession } from '#web/features/auth/hooks/use-session';
import { SignOutButton } from '#web/features/auth/components/sign-out-button';
import { cn } from '#web/lib/cn';

const links = [
  { to: '/admin', label: 'Dashboard', icon: LayoutDashboard, end: true },
  { to: '/admin/submissions', label: 'Submissions', icon: FileText, end: false },
  { to: '/admin/users', label: 'Users', icon: Users, end: false },
  { to: '/admin/settings', label: 'Settings', icon: Settings, end: false },
];

/** The sidebar's content: title, links, who is signed in and Sign out (spec 01 §2 "Admin layout"). */
function SidebarContent({
  showTitle = true,
  onNavigate,
}: {
  /** The drawer has its own title, so its copy of the content does not repeat it. */
  showTitle?: boolean;
  onNavigate?: () => void;
}) {
  const { data: session } = useSession();

  return (
    <div className="flex h-full flex-col gap-4">
      <nav aria-label="Admin Portal">
        {showTitle && (
          <p aria-hidden="true" className="px-3 pb-3 text-lg font-bold text-brand-900">
            Admin Portal
          </p>
        )}
        <ul className="flex flex-col gap-1">
          {links.map(({ to, label, icon: Icon, end }) => (
            <li key={to}>
              <NavLink
                to={to}
                end={end}
                onClick={onNavigate}
                className={({ isActive }) =>
                  cn(
                    'flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium whitespace-nowrap',
                    isActive
                      ? 'bg-brand-900 text-white'
                      : 'text-slate-700 hover:bg-brand-50 hover:text-brand-900',
                  )
                }
              >
                <Icon aria-hidden="true" className="size-4" />
                {label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mt-auto border-t border-slate-200 px-3 pt-4">
        <p className="text-xs font-medium text-slate-600">Signed in as</p>
        <p className="truncate text-sm font-medium text-slate-900" title={session?.user.email}>
          {session?.user.email ?? 'Not authenticated'}
        </p>
        <SignOutButton className="mt-2 -ml-3" />
      </div>
    </div>
  );
}

/** On small screens the sidebar is a drawer that slides in from the left. */
function AdminDrawer() {
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <Button variant="outline" className="md:hidden">
          <Menu aria-hidden="true" />
          Admin menu
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-y-0 left-0 z-50 flex w-72 max-w-[85vw] flex-col bg-white p-4 shadow-xl animate-[slide-in-left_200ms_ease-out]"
        >
          <div className="mb-2 flex items-center justify-between">
            <Dialog.Title className="px-3 text-lg font-bold text-brand-900">
              Admin Portal
            </Dialog.Title>
            <Dialog.Close asChild>
              <Button variant="ghost" size="icon" aria-label="Close admin menu">
                <X aria-hidden="true" />
              </Button>
            </Dialog.Close>
          </div>
          <SidebarContent showTitle={false} onNavigate={() => setOpen(false)} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function AdminShell() {
  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-6 px-4 py-8 sm:px-6 md:flex-row md:gap-8 lg:px-8">
      <AdminDrawer />
      <aside className="hidden shrink-0 md:block md:w-60">
        <div className="sticky top-24 rounded-xl border border-slate-200 bg-slate-50 p-4">
          <SidebarContent />
        </div>
      </aside>
      <div className="min-w-0 flex-1">
        <Outlet />
      </div>
    </div>
  );
}

export function AdminLayout() {
  return (
    <AdminGuard>
      <AdminShell />
    </AdminGuard>
  );
}
