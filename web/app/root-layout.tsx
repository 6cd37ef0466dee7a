import { roleOf } from '#common/roles';
import { SiteLayout } from '../components/layout/site-layout';
import { useSession } from '../features/auth/hooks/use-session';
import { useSignOut } from '../features/auth/hooks/use-sign-out';

/** The site frame with the signed-in user's header menu. */
export function RootLayout() {
  const { data: session, isError } = useSession();
  const { signOut, pending } = useSignOut();
  // Unknown while loading (no links flash); a failed check shows the signed-out links.
  const account =
    session === undefined
      ? isError
        ? null
        : undefined
      : session && {
          email: session.user.email,
          name: session.profile?.fullName?.trim() || null,
          role: roleOf(session.user),
        };

  return <SiteLayout account={account} onSignOut={() => void signOut()} signingOut={pending} />;
}
