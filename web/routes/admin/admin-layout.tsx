import { FileText, LayoutDashboard, Settings, Users } from 'lucide-react';
import { NavLink, Outlet } from 'react-router';
import { cn } from '../../lib/cn';

const links = [
  { to: '/admin', label: 'Dashboard', icon: LayoutDashboard, end: true },
  { to: '/admin/submissions', label: 'Submissions', icon: FileText, end: false },
  { to: '/admin/users', label: 'Users', icon: Users, end: false },
  { to: '/admin/settings', label: 'Settings', icon: Settings, end: false },
];

export function AdminLayout() {
  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-8 px-4 py-8 sm:px-6 md:flex-row lg:px-8">
      <div className="shrink-0 md:w-60">
        <nav
          aria-labelledby="admin-portal-title"
          className="rounded-xl border border-slate-200 bg-slate-50 p-4"
        >
          <p id="admin-portal-title" className="px-3 pb-3 text-lg font-bold text-brand-900">
            Admin Portal
          </p>
          <ul className="flex gap-1 overflow-x-auto md:flex-col">
            {links.map(({ to, label, icon: Icon, end }) => (
              <li key={to}>
                <NavLink
                  to={to}
                  end={end}
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
      </div>
      <div className="min-w-0 flex-1">
        <Outlet />
      </div>
    </div>
  );
}
