import { lazy, Suspense, useId } from 'react';
import { Lightbulb, Menu, X } from 'lucide-react';
import { Link, NavLink, useLocation } from 'react-router';
import { company } from '#common/company';
import { cn } from '#web/lib/cn';
import { useIsland } from '#web/lib/use-island';
import { Button } from '../ui/button';
import { adminNav, isAdminPath, primaryNav } from './nav-links';
import { mountSiteMenu } from './site-menu';
import { isStaffAccount, type HeaderAccount } from './header-account';

// The menu (and its positioning code) is fetched only for signed-in visitors.
const UserMenu = lazy(async () => ({ default: (await import('./user-menu')).UserMenu }));

function navLinkClass({ isActive }: { isActive: boolean }): string {
  return cn(
    'rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-brand-50 hover:text-brand-900',
    isActive && 'text-brand-900 underline decoration-2 underline-offset-8',
  );
}

function AuthLinks({ className, hidden }: { className?: string; hidden: boolean }) {
  return (
    <div
      data-account="signed-out"
      hidden={hidden}
      className={cn('flex items-center gap-2', className)}
    >
      <Button asChild variant="outline" size="sm">
        <Link to="/login">Sign In</Link>
      </Button>
      <Button asChild size="sm">
        <Link to="/register">Register</Link>
      </Button>
    </div>
  );
}

export type SiteHeaderProps = {
  /** The signed-in user; null when signed out, undefined while still unknown. */
  account?: HeaderAccount | null | undefined;
  onSignOut?: () => void;
  signingOut?: boolean;
};

/**
 * The site's header. What depends on who is signed in is rendered hidden until known; on the
 * prerendered pages an island fills it in (web/site/account.ts). The menu button's behaviour
 * is mountSiteMenu's.
 */
export function SiteHeader({ account, onSignOut = () => {}, signingOut = false }: SiteHeaderProps) {
  const { pathname } = useLocation();
  const menuId = useId();
  const ref = useIsland<HTMLElement>(mountSiteMenu);
  // Signed-out visitors get Sign In and Register, except on admin paths.
  const showAuthLinks = account === null && !isAdminPath(pathname);
  const mobileNav = [
    { to: '/', label: 'Home', admin: false },
    ...primaryNav.map((item) => ({ ...item, admin: false })),
    ...adminNav.map((item) => ({ ...item, admin: true })),
  ];

  return (
    <header
      ref={ref}
      data-island="site-menu"
      className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur"
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <Link
          to="/"
          className="flex items-center gap-2 rounded-md text-lg font-bold text-brand-900"
        >
          <Lightbulb aria-hidden="true" className="size-6 text-accent-600" />
          {company.name}
        </Link>

        <nav aria-label="Main" className="hidden md:block">
          <ul className="flex items-center gap-1">
            {primaryNav.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} className={navLinkClass}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>

        <div className="flex items-center gap-2">
          <AuthLinks hidden={!showAuthLinks} className="hidden md:flex" />
          <span data-account-menu className="contents">
            {account && (
              <Suspense fallback={<span aria-hidden="true" className="h-8 w-10 sm:w-40" />}>
                <UserMenu account={account} onSignOut={onSignOut} signingOut={signingOut} />
              </Suspense>
            )}
          </span>
          <Button
            variant="ghost"
            size="icon"
            className="md:hidden"
            data-menu-toggle
            aria-expanded="false"
            aria-controls={menuId}
            aria-label="Open menu"
          >
            <span data-icon="open" className="contents">
              <Menu aria-hidden="true" />
            </span>
            <span data-icon="close" hidden className="contents">
              <X aria-hidden="true" />
            </span>
          </Button>
        </div>
      </div>

      <div id={menuId} hidden className="border-t border-slate-200 px-4 pb-4 md:hidden">
        <nav aria-label="Main">
          <ul className="flex flex-col gap-1 pt-2">
            {mobileNav.map((item) => (
              <li
                key={item.to}
                {...(item.admin && { 'data-account': 'admin', hidden: !isStaffAccount(account) })}
              >
                <NavLink to={item.to} end className={navLinkClass}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <AuthLinks hidden={!showAuthLinks} className="mt-3" />
      </div>
    </header>
  );
}
