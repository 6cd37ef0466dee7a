import { House, ListChecks, Settings } from 'lucide-react';
import { NavLink, Outlet } from 'react-router';
import { cn } from '../../lib/cn';

const tabs = [
  { to: '/user-dashboard/submit-idea', label: 'Home', icon: House },
  { to: '/user-dashboard/my-submissions', label: 'My Submissions', icon: ListChecks },
  { to: '/user-dashboard/settings', label: 'Settings', icon: Settings },
];

export function DashboardLayout() {
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      {/* Tabs are links: the active tab comes from the path, so it survives reloads and deep links. */}
      <nav aria-label="Dashboard" className="border-b border-slate-200">
        <ul className="-mb-px flex gap-2 overflow-x-auto">
          {tabs.map(({ to, label, icon: Icon }) => (
            <li key={to}>
              <NavLink
                to={to}
                className={({ isActive }) =>
                  cn(
                    'inline-flex items-center gap-2 border-b-2 px-4 py-3 text-sm font-medium whitespace-nowrap',
                    isActive
                      ? 'border-accent-600 text-brand-900'
                      : 'border-transparent text-slate-600 hover:border-slate-300 hover:text-brand-900',
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
      <div className="py-8">
        <Outlet />
      </div>
    </div>
  );
}
