import { useState } from 'react';
import { LogOut, ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { roleLabels, roleOf, staffHome } from '#common/roles';
import { Button } from '#web/components/ui/button';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog';
import type { Session } from '#web/features/auth/api/get-session';
import { useSignOut } from '#web/features/auth/hooks/use-sign-out';
import { useQueuedSubmissions, discardAllQueued } from '#web/features/submissions/inventor';

/**
 * Who is signed in, with the admin link (the counsel link, for outside counsel) and Sign Out
 * (spec 02 §2 "Sidebar").
 */
export function AccountPanel({ session }: { session: Session }) {
  const { signOut, pending } = useSignOut();
  const { user, profile } = session;
  // Signing out clears this browser's storage: ideas still waiting to be sent would go with it.
  const unsent = useQueuedSubmissions(user.id);
  const [confirming, setConfirming] = useState(false);
  const name = profile?.fullName?.trim() || user.email;
  // Admins and reviewers both work in the admin portal; outside counsel in their own area.
  const role = roleOf(user);
  const staff = role !== 'user';

  return (
    <section
      aria-label="Your account"
      className="rounded-xl border border-slate-200 bg-slate-50 p-4 lg:w-64"
    >
      <div className="flex items-center gap-3">
        <span
          aria-hidden="true"
          className="flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-900 text-lg font-semibold text-white uppercase"
        >
          {user.email.charAt(0)}
        </span>
        <div className="min-w-0">
          <p className="font-semibold break-words text-brand-900" title={name}>
            {name}
          </p>
          {/* Staff without a job title are named by the role badge below, not as 'User'. */}
          {(profile?.jobTitle?.trim() || !staff) && (
            <p className="text-sm break-words text-slate-600">
              {profile?.jobTitle?.trim() || 'User'}
            </p>
          )}
        </div>
      </div>
      {staff && (
        <p className="mt-3">
          <span className="inline-flex items-center gap-1 rounded-full bg-brand-100 px-2.5 py-0.5 text-xs font-semibold text-brand-900">
            <ShieldCheck aria-hidden="true" className="size-3.5" />
            {roleLabels[role]}
          </span>
        </p>
      )}
      <div className="mt-4 flex flex-col gap-2">
        {staff && (
          <Button asChild variant="outline" size="sm">
            <Link to={staffHome[role]}>
              {role === 'counsel' ? 'Invited Ideas' : 'Admin Dashboard'}
            </Link>
          </Button>
        )}
        <Button
          variant="ghost"
          size="sm"
          onClick={() => (unsent.length > 0 ? setConfirming(true) : void signOut())}
          aria-disabled={pending || undefined}
        >
          <LogOut aria-hidden="true" />
          {pending ? 'Signing out...' : 'Sign Out'}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        title="Unsent Ideas"
        description={
          unsent.length === 1
            ? 'One idea on this device has not reached the server yet. Signing out removes it from this device.'
            : `${unsent.length} ideas on this device have not reached the server yet. Signing out removes them from this device.`
        }
        details="To keep them, stay signed in until they are sent (My Submissions shows them)."
        actions={[{ value: 'sign-out', label: 'Sign Out Anyway', variant: 'destructive' }]}
        onAction={() => {
          setConfirming(false);
          void discardAllQueued(user.id).finally(() => void signOut());
        }}
        onCancel={() => setConfirming(false)}
      />
    </section>
  );
}
