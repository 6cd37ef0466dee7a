import { useEffect } from 'react';
import { lastActivityAt } from '#web/lib/activity';
import { getSession } from '../api/get-session';
import { useSession } from '../hooks/use-session';

const CHECK_EVERY_MS = 15_000;

/**
 * A page left open does not keep its confidential content on screen: once the session's idle
 * limit has passed without the person's use of any portal tab, the server is asked, and a
 * session it has ended takes the page to sign-in (web/lib/api.ts). The server decides; this only
 * asks when it is due.
 */
export function IdleSignOut() {
  const { data: session } = useSession();
  const idleMinutes = session?.user.idleMinutes;

  useEffect(() => {
    if (!idleMinutes) return;
    const limit = idleMinutes * 60_000;
    const timer = setInterval(() => {
      if (Date.now() - lastActivityAt() > limit) void getSession().catch(() => {});
    }, CHECK_EVERY_MS);
    return () => clearInterval(timer);
  }, [idleMinutes]);

  return null;
}
