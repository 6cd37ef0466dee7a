import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { notify } from '#web/lib/notify';
import { useRefreshSession } from './use-refresh-session';

/** The session exists now: read it, welcome the person and take them where they were going. */
export function useFinishSignIn(target: string) {
  const navigate = useNavigate();
  const refreshSession = useRefreshSession();
  return useCallback(async () => {
    try {
      await refreshSession();
    } catch {
      // The guard of the next page asks again.
    }
    notify.success('Welcome back!');
    await navigate(target, { replace: true });
  }, [navigate, refreshSession, target]);
}
