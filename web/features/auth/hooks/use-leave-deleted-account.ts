import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { notify } from '#web/lib/notify';
import { sessionQueryKey, type Session } from '../api/get-session';
import { clearBrowserState, currentBrowserState } from '../lib/browser-state';
import { useMarkSigningOut } from '../lib/signing-out';

/**
 * After the account was deleted (the server has ended its every session): forgets it as a
 * sign-out does, keeping nothing (its agreement went with it), and goes on to `to` with `state`
 * in place of this page. The page it leaves is marked as one a sign-out started on, so its guard
 * waits instead of sending the person to sign in meanwhile.
 */
export function useLeaveDeletedAccount() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const mark = useMarkSigningOut();
  return useCallback(
    async (to: string, state: unknown) => {
      mark.started();
      clearBrowserState(currentBrowserState(), { hadSigned: false });
      await navigate(to, { replace: true, state });
      await queryClient.cancelQueries();
      queryClient.clear();
      // Known without asking: nobody is signed in now.
      queryClient.setQueryData<Session | null>(sessionQueryKey, null);
      // Notices about the account go with it.
      notify.dismissAll();
    },
    [mark, navigate, queryClient],
  );
}
