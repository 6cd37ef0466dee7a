import { useQuery } from '@tanstack/react-query';
import { LogOut, MonitorSmartphone } from 'lucide-react';
import { FormAlert } from '#web/components/ui/alert';
import { Button } from '#web/components/ui/button';
import { useConfirm } from '#web/components/ui/confirm-dialog';
import { errorText } from '#web/lib/errors';
import { formatDateTime, relativeTime } from '#web/lib/dates';
import {
  accountSessionsQueryOptions,
  useRevokeOtherSessions,
  useRevokeSession,
} from '../api/account-sessions';

/** Settings' list of the browsers signed in to this account, to sign any of them out. */
export function AccountSessions() {
  const {
    data: sessions,
    isPending,
    isError,
    error,
    refetch,
  } = useQuery(accountSessionsQueryOptions);
  const { dialog, ask } = useConfirm<'revoke'>();
  const revokeOne = useRevokeSession();
  const revokeOthers = useRevokeOtherSessions();

  if (isPending) return <p className="text-slate-700">Loading sessions...</p>;
  if (isError) {
    return (
      <div className="space-y-3">
        <FormAlert>{errorText(error, 'Failed to load your sessions.')}</FormAlert>
        <Button variant="outline" size="sm" onClick={() => void refetch()}>
          Retry
        </Button>
      </div>
    );
  }

  const others = sessions.filter((session) => !session.current);

  async function signOutOthers() {
    const answer = await ask({
      title: 'Sign out all other sessions?',
      description: `Every browser signed in to your account except this one (${others.length}) will be signed out.`,
      actions: [{ value: 'revoke', label: 'Sign out others', variant: 'destructive' }],
    });
    if (answer === 'revoke') revokeOthers.mutate();
  }

  return (
    <div className="space-y-4">
      <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200">
        {sessions.map((session) => {
          const signedIn = formatDateTime(session.signedInAt);
          return (
            <li
              key={session.id}
              className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between"
            >
              <div className="flex min-w-0 items-start gap-3">
                <MonitorSmartphone
                  aria-hidden="true"
                  className="mt-0.5 size-5 shrink-0 text-slate-500"
                />
                <div className="min-w-0 text-sm">
                  <p className="font-medium text-slate-900">
                    {session.device}
                    {session.current && (
                      <span className="ml-2 rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-800">
                        This device
                      </span>
                    )}
                  </p>
                  <p className="text-slate-700">{session.ipAddress ?? 'Unknown address'}</p>
                  <p className="text-slate-600">
                    Signed in {signedIn} · Last active{' '}
                    {relativeTime(session.lastActiveAt) ?? formatDateTime(session.lastActiveAt)}
                  </p>
                </div>
              </div>
              {!session.current && (
                <Button
                  variant="outline"
                  size="sm"
                  aria-label={`Sign out ${session.device}, signed in ${signedIn}`}
                  aria-disabled={revokeOne.isPending || undefined}
                  onClick={() => !revokeOne.isPending && revokeOne.mutate(session.id)}
                >
                  <LogOut aria-hidden="true" />
                  Sign out
                </Button>
              )}
            </li>
          );
        })}
      </ul>
      {others.length > 0 && (
        <Button
          variant="outline"
          aria-disabled={revokeOthers.isPending || undefined}
          onClick={() => !revokeOthers.isPending && void signOutOthers()}
        >
          {revokeOthers.isPending ? 'Signing out...' : 'Sign out all other sessions'}
        </Button>
      )}
      {dialog}
    </div>
  );
}
