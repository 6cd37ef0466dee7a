import { KeyRound, LogIn, Settings } from 'lucide-react';
import { Link, useNavigate, type Location } from 'react-router';
import { staffStepMessages } from '#common/auth/staff-access';
import { pagePaths } from '#common/page-paths';
import { PageTitle } from '#web/components/layout/page-title';
import { Button } from '#web/components/ui/button';
import { useSignOut } from '../hooks/use-sign-out';

/**
 * What staff see instead of the admin portal when this browser's sign-in does not count for it
 * (ADR 46): a password and code under the policy that asks for a passkey or single sign-on, or
 * single sign-on whose provider did not confirm a second factor. Settings, to add a passkey;
 * then sign out and sign in with it, and come back here.
 */
export function StaffStrongSignIn({
  from,
  area = 'Admin Portal',
}: {
  from: Location;
  area?: string;
}) {
  const navigate = useNavigate();
  const { signOut, pending } = useSignOut({
    leave: () => void navigate('/login', { replace: true, state: { from } }),
  });
  return (
    <div className="mx-auto w-full max-w-xl px-4 py-12 sm:py-16">
      <PageTitle title={`Sign in with a passkey | ${area}`} />
      <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="mb-4 text-lg leading-tight font-semibold text-brand-900">
          Sign in with a passkey or single sign-on
        </h1>
        <p className="mb-6 flex items-start gap-3 rounded-lg bg-brand-50 p-4 text-sm text-brand-900">
          <KeyRound aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          {staffStepMessages['strong-sign-in']}
        </p>
        <div className="flex flex-col gap-3 sm:flex-row">
          <Button asChild>
            <Link to={pagePaths.settings}>
              <Settings aria-hidden="true" />
              Add a passkey in Settings
            </Link>
          </Button>
          <Button
            variant="outline"
            onClick={() => void signOut()}
            aria-disabled={pending || undefined}
          >
            <LogIn aria-hidden="true" />
            {pending ? 'Signing out...' : 'Sign out and sign in again'}
          </Button>
        </div>
      </div>
    </div>
  );
}
