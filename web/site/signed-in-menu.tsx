import { UserMenu, type HeaderAccount } from '#web/components/layout/user-menu';
import { useSignOut } from '#web/features/auth/hooks/use-sign-out';
import { mountReactIsland } from './react-islands';

// Signing out from a prerendered page leaves for the home page with a full page load.
const goHome = () => window.location.assign('/');

function SignedInMenu({ account }: { account: HeaderAccount }) {
  const { signOut, pending } = useSignOut({ leave: goHome });
  return (
    <UserMenu
      account={account}
      onSignOut={() => void signOut()}
      signingOut={pending}
      reloadDocument
    />
  );
}

/** The signed-in user's account menu in a prerendered page's header. */
export function showSignedInMenu(slot: HTMLElement, account: HeaderAccount) {
  mountReactIsland(slot, <SignedInMenu account={account} />);
}
