import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { mainContentId } from '#web/components/layout/skip-link';
import { notify } from '#web/lib/notify';
import { sessionQueryKey, type Session } from '../api/get-session';
import { signOut } from '../api/sign-out';
import {
  clearBrowserState,
  currentBrowserState,
  localStore,
  userDataSaysSigned,
} from '../lib/browser-state';
import { useMarkSigningOut } from '../lib/signing-out';

/**
 * Signs out (spec 01 §4 "Sign-out"): ends the session, forgets the browser's data but keeps
 * the agreement id of a user who had signed, empties the query cache, says 'Signed Out' and
 * goes home: by default within the app, or as `leave` says.
 */
export function useSignOut({ leave }: { leave?: () => void } = {}) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const running = useRef(false);
  const mark = useMarkSigningOut();

  const run = useCallback(async () => {
    if (running.current) return;
    running.current = true;
    setPending(true);
    mark.started();
    try {
      await signOut();
    } catch {
      notify.error('Error Signing Out', 'There was an error logging you out. Please try again.');
      mark.failed();
      running.current = false;
      setPending(false);
      return;
    }
    const session = queryClient.getQueryData<Session | null>(sessionQueryKey);
    const hadSigned = session?.profile?.signature === 'signed' || userDataSaysSigned(localStore());
    clearBrowserState(currentBrowserState(), { hadSigned });
    // Away first: a guarded page still open would otherwise see nobody signed in and send the
    // person to sign in, instead of home.
    if (leave) leave();
    else await navigate('/', { replace: true });
    await queryClient.cancelQueries();
    queryClient.clear();
    // Known without asking: nobody is signed in now.
    queryClient.setQueryData<Session | null>(sessionQueryKey, null);
    // The menu or button that was used is gone; keyboard users continue from the page.
    document.getElementById(mainContentId)?.focus({ preventScroll: true });
    // Notices about the account (two-factor turned on, a name saved...) go with it.
    notify.dismissAll();
    notify.success('Signed Out');
    running.current = false;
    setPending(false);
  }, [leave, mark, navigate, queryClient]);

  return { signOut: run, pending };
}
