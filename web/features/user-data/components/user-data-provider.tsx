import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { storageKeys } from '#common/auth/constants';
import { localStore, type StorageLike } from '#web/lib/storage';
import { mergeUserData, readUserData, writeUserData, type UserData } from '../lib/user-data';
import { UserDataContext, type UserDataContextValue } from '../lib/user-data-context';

/**
 * Holds the visitor data record (spec 01 §3) for the whole app, read from local storage once
 * and written back on every change. Another tab's change to the record is picked up too.
 */
export function UserDataProvider({
  children,
  storage,
}: {
  children: ReactNode;
  /** Defaults to the browser's local storage. */
  storage?: StorageLike | undefined;
}) {
  const [store] = useState(() => storage ?? localStore());
  const [userData, setUserData] = useState<UserData>(() => readUserData(store));
  // The latest record, so an update made twice before a render builds on the first.
  const latest = useRef(userData);

  const apply = useCallback(
    (next: UserData, persist: 'write' | 'remove' | 'none') => {
      latest.current = next;
      if (persist !== 'none') writeUserData(store, persist === 'write' ? next : null);
      setUserData(next);
    },
    [store],
  );

  const updateUserData = useCallback(
    (patch: Partial<UserData>) => apply(mergeUserData(latest.current, patch), 'write'),
    [apply],
  );
  const clearUserData = useCallback(() => apply(readUserData(undefined), 'remove'), [apply]);
  const reloadUserData = useCallback(() => apply(readUserData(store), 'none'), [apply, store]);

  useEffect(() => {
    function onStorage(event: StorageEvent) {
      // A null key means another tab cleared the whole storage.
      if (event.key === null || event.key === storageKeys.userData) reloadUserData();
    }
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [reloadUserData]);

  const value = useMemo<UserDataContextValue>(
    () => ({ userData, updateUserData, clearUserData, reloadUserData }),
    [userData, updateUserData, clearUserData, reloadUserData],
  );
  return <UserDataContext value={value}>{children}</UserDataContext>;
}
