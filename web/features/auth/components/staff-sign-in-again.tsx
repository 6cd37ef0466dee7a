import { LogIn, ShieldCheck } from 'lucide-react';
import { useNavigate, type Location } from 'react-router';
import { PageTitle } from '#web/components/layout/page-title';
import { Button } from '#web/components/ui/button';
import { twoFactorMessages } from '#common/auth/two-factor';
import { useSignOut } from '../hooks/use-sign-out';

/**
 * What staff (or outside counsel) see instead of their area when this browser's sign-in did not
 * ask for their code (a password from before they enrolled or were made staff): sign out, then
 * sign in again with the code and come back here.
 */
export function StaffSignInAgain({
  from,
  area = 'Admin Portal',
  message = twoFactorMessages.signInAgain,
}: {
  from: Location;
  /** The area it stands in front of, for the page's title. */
  area?: string;
  /** Why, naming that area. */
  message?: string;
}) {
  const navigate = useNavigate();
  const { signOut, pending } = useSignOut({
    leave: () => void navigate('/login', { replace: true, state: { from } }),
  });
  return (
    <div className="mx-auto w-full max-w-xl px-4 py-12 sm:py-16">
      <PageTitle title={`Sign in again | ${area}`} />
      <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="mb-4 text-lg leading-tight font-semibold text-brand-900">
          Sign in again with your code
        </h1>
        <p className="mb-6 flex items-start gap-3 rounded-lg bg-brand-50 p-4 text-sm text-brand-900">
          <ShieldCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          {message}
        </p>
        <Button onClick={() => void signOut()} aria-disabled={pending || undefined}>
          <LogIn aria-hidden="true" />
          {pending ? 'Signing out...' : 'Sign out and sign in again'}
        </Button>
      </div>
    </div>
  );
}
