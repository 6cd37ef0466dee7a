import type { ReactNode } from 'react';
import { Lightbulb } from 'lucide-react';
import { Link } from 'react-router';
import { company } from '#common/company';
import { cn } from '#web/lib/cn';
import type { HeaderAccount } from './header-account';
import { UserMenu } from './user-menu';

type AppHeaderProps = {
  /** The area's name, e.g. 'Admin Portal'. */
  title: string;
  /** Where the name leads: the area's first page for this person. */
  home: string;
  account: HeaderAccount | null | undefined;
  onSignOut: () => void;
  signingOut: boolean;
  /**
   * The area's menu button (a drawer with its sections and the account's entries). Given, it is
   * the only menu on a phone: the account menu shows from the md breakpoint up.
   */
  menu?: ReactNode;
};

/** The header of a work area: its name, the account menu and the area's menu button. */
export function AppHeader({ title, home, account, onSignOut, signingOut, menu }: AppHeaderProps) {
  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur print:hidden">
      <div className="mx-auto flex h-16 max-w-[120rem] items-center justify-between gap-4 px-4 sm:px-6 xl:px-8">
        <Link
          to={home}
          className="flex min-h-11 min-w-0 items-center gap-2 rounded-md text-lg font-bold text-brand-900"
        >
          <Lightbulb aria-hidden="true" className="size-6 shrink-0 text-accent-600" />
          <span className="truncate">
            <span className="max-sm:sr-only">{company.name} </span>
            <span aria-hidden="true" className="px-1 font-normal text-slate-400 max-sm:hidden">
              /
            </span>
            {title}
          </span>
        </Link>
        <div className="flex shrink-0 items-center gap-2">
          {account && (
            <div className={cn(menu && 'max-md:hidden')}>
              <UserMenu account={account} onSignOut={onSignOut} signingOut={signingOut} />
            </div>
          )}
          {menu}
        </div>
      </div>
    </header>
  );
}
