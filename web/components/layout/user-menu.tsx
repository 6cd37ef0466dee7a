import {
  ChevronDown,
  CircleUserRound,
  LayoutDashboard,
  LogOut,
  Scale,
  Settings,
  Shield,
} from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { Link } from 'react-router';
import { roleLabels, staffHome } from '#common/roles';
import { cn } from '#web/lib/cn';
import { Button } from '../ui/button';
import { isStaffAccount, type HeaderAccount } from './header-account';

export type { HeaderAccount };

const itemClass = cn(
  'flex cursor-pointer items-center gap-2 rounded-sm px-2 py-2 text-sm text-slate-800 outline-none select-none',
  'data-[highlighted]:bg-brand-900 data-[highlighted]:text-white data-[disabled]:opacity-60',
  '[&_svg]:size-4 [&_svg]:shrink-0',
);

/** The signed-in user's menu in the header (spec 01 §2 "Shared chrome"). */
export function UserMenu({
  account,
  onSignOut,
  signingOut,
  reloadDocument = false,
}: {
  account: HeaderAccount;
  onSignOut: () => void;
  signingOut: boolean;
  /** Its links load the next page in full (on the prerendered pages, outside the app). */
  reloadDocument?: boolean;
}) {
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger asChild>
        {/* One line whatever the address: cut short with an ellipsis, whole in the tooltip. */}
        <Button variant="outline" size="sm" className="max-w-64 min-w-0" title={account.email}>
          <CircleUserRound aria-hidden="true" />
          <span className="sr-only">Account menu for {account.email}</span>
          <span aria-hidden="true" className="hidden min-w-0 truncate sm:block">
            {account.name || account.email}
          </span>
          <ChevronDown aria-hidden="true" />
        </Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 min-w-56 rounded-md border border-slate-200 bg-white p-1 shadow-lg"
        >
          <DropdownMenu.Label className="truncate px-2 py-1.5 text-xs text-slate-600">
            Signed in as {account.name ? `${account.name} (${account.email})` : account.email}
            {account.role !== 'user' && (
              <span className="block font-semibold text-brand-900">{roleLabels[account.role]}</span>
            )}
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
          <DropdownMenu.Item asChild className={itemClass}>
            <Link to="/user-dashboard" reloadDocument={reloadDocument}>
              <LayoutDashboard aria-hidden="true" />
              Dashboard
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className={itemClass}>
            <Link to="/user-dashboard/settings" reloadDocument={reloadDocument}>
              <Settings aria-hidden="true" />
              Settings
            </Link>
          </DropdownMenu.Item>
          {isStaffAccount(account) && (
            <DropdownMenu.Item asChild className={itemClass}>
              <Link to="/admin" reloadDocument={reloadDocument}>
                <Shield aria-hidden="true" />
                Admin Dashboard
              </Link>
            </DropdownMenu.Item>
          )}
          {account.role === 'counsel' && (
            <DropdownMenu.Item asChild className={itemClass}>
              <Link to={staffHome.counsel} reloadDocument={reloadDocument}>
                <Scale aria-hidden="true" />
                Invited Ideas
              </Link>
            </DropdownMenu.Item>
          )}
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
          <DropdownMenu.Item className={itemClass} disabled={signingOut} onSelect={onSignOut}>
            <LogOut aria-hidden="true" />
            {signingOut ? 'Signing out...' : 'Sign Out'}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
