import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { notify } from '#web/lib/notify';
import { useRefreshSession } from './use-refresh-session';

/**
 * The session exists now: read it, welcome the person (back, if they signed in before) and take
 * them where they were going.
 */
export function useFinishSignIn(target: string) {
  const navigate = useNavigate();
  const refreshSession = useRefreshSession();
  return useCallback(async () => {
    let session = null;
    try {
      session = await refreshSession();
    } catch {
      // The guard of the next page asks again.
    }
    // "Welcome back" is for a return: the server knows whether there was an earlier sign-in.
    if (session?.profile && session.profile.previousLogin === null)
      notify.success('Welcome!', 'You are signed in for the first time.');
    else notify.success('Welcome back!');
    await navigate(target, { replace: true });
  }, [navigate, refreshSession, target]);
}
