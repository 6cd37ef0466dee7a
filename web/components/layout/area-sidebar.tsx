import type { ReactNode } from 'react';
import { AreaNavLinks, type AreaLink } from './area-nav-links';

export type { AreaLink };

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
        <AreaNavLinks links={links} onNavigate={onNavigate} />
      </nav>
      {footer && <div className="mt-auto border-t border-slate-200 px-3 pt-4">{footer}</div>}
    </div>
  );
}
