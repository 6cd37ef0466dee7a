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
  /** Something to show after the label, e.g. a count of unread messages. */
  badge?: ReactNode;
}

const looks = {
  // A sidebar's links stack, the active one filled.
  sidebar: {
    list: 'flex flex-col gap-1',
    item: undefined,
    link: 'flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium max-md:min-h-11',
    active: 'bg-brand-900 text-white',
    inactive: 'text-slate-700 hover:bg-brand-50 hover:text-brand-900',
    icon: 'size-4 shrink-0',
  },
  // Tabs share one row (at phone width evenly, a long label on two lines, so none is cut off or
  // runs into the next), the active one underlined.
  tabs: {
    list: '-mb-px flex gap-1 sm:gap-2',
    item: 'min-w-0 max-sm:flex-1',
    link: 'inline-flex h-full w-full items-center justify-center gap-2 border-b-2 px-1 py-3 text-center text-sm leading-tight font-medium sm:px-4 sm:whitespace-nowrap',
    active: 'border-accent-600 text-brand-900',
    inactive: 'border-transparent text-slate-600 hover:border-slate-300 hover:text-brand-900',
    icon: 'size-4 shrink-0 max-[400px]:hidden',
  },
} as const;

/**
 * An area's navigation links. They are links, so the active one comes from the path and survives
 * reloads and deep links.
 */
export function AreaNavLinks({
  links,
  look = 'sidebar',
  onNavigate,
}: {
  links: readonly AreaLink[];
  look?: keyof typeof looks;
  onNavigate?: () => void;
}) {
  const style = looks[look];
  return (
    <ul className={style.list}>
      {links.map(({ to, label, icon: Icon, end = false, badge }) => (
        <li key={to} className={style.item}>
          <NavLink
            to={to}
            end={end}
            onClick={onNavigate}
            className={({ isActive }) => cn(style.link, isActive ? style.active : style.inactive)}
          >
            <Icon aria-hidden="true" className={style.icon} />
            {label}
            {badge}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
