import { storageKeys } from '#common/auth/constants';
import { readItem, type StorageLike } from '#web/lib/storage';

// The generic storage helpers live in web/lib so other features share them; re-exported here
// for the account screens that import them from this module.
export { localStore, readItem, writeItem, type StorageLike } from '#web/lib/storage';

/** True when the visitor-data record (`userData`) in this storage says the agreement is signed. */
export function userDataSaysSigned(storage: StorageLike | undefined): boolean {
  const raw = readItem(storage, storageKeys.userData);
  if (!raw) return false;
  try {
    return (JSON.parse(raw) as { signature?: unknown } | null)?.signature === 'signed';
  } catch {
    return false;
  }
}

/**
 * Empties a storage, keeping the named entries. Used at sign-out: everything goes except the
 * signed agreement's document id when the user had signed (spec 01 §4 "Sign-out").
 */
export function clearStorageExcept(storage: StorageLike, keep: readonly string[]): void {
  const kept = keep
    .map((key) => [key, storage.getItem(key)] as const)
    .filter((entry): entry is readonly [string, string] => entry[1] !== null);
  storage.clear();
  for (const [key, value] of kept) storage.setItem(key, value);
}

/** Names of the cookies in a `document.cookie` string. */
export function cookieNames(cookieString: string): string[] {
  return cookieString
    .split(';')
    .map((part) => part.split('=')[0]?.trim() ?? '')
    .filter((name) => name.length > 0);
}

/**
 * The `document.cookie` assignments that expire each readable cookie, for the root path and
 * for every parent of the current path (a cookie is only removed with the path it was set on).
 * HttpOnly cookies such as the session are not readable; the server ends those.
 */
export function cookieExpiries(cookieString: string, pathname: string): string[] {
  const segments = pathname.split('/').filter(Boolean);
  const paths = ['/', ...segments.map((_, i) => `/${segments.slice(0, i + 1).join('/')}`)];
  return cookieNames(cookieString).flatMap((name) =>
    paths.map((path) => `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=${path}`),
  );
}

export interface BrowserState {
  local: StorageLike;
  session: StorageLike;
  cookies: { read(): string; write(assignment: string): void; pathname: string };
}

/**
 * Forgets everything the browser holds for the signed-out user: local storage, session
 * storage and readable cookies. The agreement's document id survives when the user had signed.
 */
export function clearBrowserState(state: BrowserState, { hadSigned }: { hadSigned: boolean }) {
  const keep = hadSigned ? [storageKeys.agreementDocumentId] : [];
  for (const storage of [state.local, state.session]) {
    try {
      clearStorageExcept(storage, keep);
    } catch (error) {
      console.warn('Could not clear browser storage', error);
    }
  }
  for (const assignment of cookieExpiries(state.cookies.read(), state.cookies.pathname)) {
    state.cookies.write(assignment);
  }
}

/** The real browser's storage and cookies. */
export function currentBrowserState(): BrowserState {
  return {
    local: window.localStorage,
    session: window.sessionStorage,
    cookies: {
      read: () => document.cookie,
      write: (assignment) => {
        document.cookie = assignment;
      },
      pathname: window.location.pathname,
    },
  };
}
