import { useEffect, useRef } from 'react';
import { useSession } from '../features/auth/hooks/use-session';
import { useUserData } from '../features/user-data/hooks/use-user-data';

/**
 * Sign-out empties the browser's storage (spec 01 §4); when the signed-in user goes away,
 * from any sign-out button or an ended session, the in-memory visitor record is read again
 * so it matches.
 */
export function UserDataSessionSync() {
  const { data: session } = useSession();
  const { reloadUserData } = useUserData();
  const lastUserId = useRef<string | null>(null);

  useEffect(() => {
    if (session === undefined) return; // not known yet
    const userId = session?.user.id ?? null;
    if (lastUserId.current !== null && userId !== lastUserId.current) reloadUserData();
    lastUserId.current = userId;
  }, [session, reloadUserData]);

  return null;
}
