import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { NavLink } from 'react-router';
import { cn } from '#web/lib/cn';

export interface AreaLink {
  to: string;
  label: string;
  icon: LucideIcon;
  /** Active only on this exact path, not below it. */
  end?: boolean;
}

type AreaSidebarProps = {
  /** Names the navigation, and heads it unless `showTitle` is false. */
  title: string;
  links: readonly AreaLink[];
  /** A drawer has its own title, so its copy of the sidebar does not repeat it. */
  showTitle?: boolean;
  onNavigate?: () => void;
  /** Below the links, e.g. who is signed in. */
  footer?: ReactNode;
};

/** An area's side navigation: its title, its links and what goes under them. */
export function AreaSidebar({
  title,
  links,
  showTitle = true,
  onNavigate,
  footer,
}: AreaSidebarProps) {
  return (
    <div className="flex h-full flex-col gap-4">
      <nav aria-label={title}>
        {showTitle && (
          <p aria-hidden="true" className="px-3 pb-3 text-lg font-bold text-brand-900">
            {title}
          </p>
        )}
        <ul className="flex flex-col gap-1">
          {links.map(({ to, label, icon: Icon, end = false }) => (
            <li key={to}>
              <NavLink
                to={to}
                end={end}
                onClick={onNavigate}
                className={({ isActive }) =>
                  cn(
                    'flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium',
                    isActive
                      ? 'bg-brand-900 text-white'
                      : 'text-slate-700 hover:bg-brand-50 hover:text-brand-900',
                  )
                }
              >
                <Icon aria-hidden="true" className="size-4 shrink-0" />
                {label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      {footer && <div className="mt-auto border-t border-slate-200 px-3 pt-4">{footer}</div>}
    </div>
  );
}
