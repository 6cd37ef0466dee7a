import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { notify } from '#web/lib/notify';
import { landingPath } from '../lib/guard-decisions';
import { useRefreshSession } from './use-refresh-session';

/**
 * The session exists now: read it, welcome the person (back, if they signed in before) and take them where they were going, or
 * else to their own start page (staff to the admin portal).
 */
export function useFinishSignIn(requested: string | null) {
  const navigate = useNavigate();
  const refreshSession = useRefreshSession();
  return useCallback(async () => {
    // Unread, the next page's guard asks again; the role is then unknown, so no staff page.
    const session = await refreshSession().catch(() => null);
    // "Welcome back" is for a return: the server knows whether there was an earlier sign-in.
    if (session?.profile && session.profile.previousLogin === null)
      notify.success('Welcome!', 'You are signed in for the first time.');
    else notify.success('Welcome back!');
    await navigate(landingPath(session, requested), { replace: true });
  }, [navigate, refreshSession, requested]);
}
